import type { MetadataRoute } from "next";
import { headers } from "next/headers";
import { getEnv } from "@/lib/env";
import { originFromHeaders } from "@/lib/site/site-origin";

export const dynamic = "force-dynamic";

// robots.txt: the reader's pages are open to crawlers; accounts, checkout, the API and the embeddable
// widgets (duplicates of story pages) are not.
export default async function robots(): Promise<MetadataRoute.Robots> {
  const origin = originFromHeaders(getEnv().PUBLIC_URL, await headers());
  return {
    rules: [
      {
        userAgent: "*",
        allow: "/",
        disallow: ["/account", "/my", "/my-news-bias", "/year-in-review", "/checkout", "/login", "/register", "/401", "/api/", "/v04/", "/public/", "/widget/"],
      },
    ],
    sitemap: `${origin}/sitemap.xml`,
  };
}
