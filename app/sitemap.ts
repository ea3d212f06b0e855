import type { MetadataRoute } from "next";
import { unstable_cache } from "next/cache";
import { headers } from "next/headers";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { interestsForSitemap, recentStoriesForSitemap } from "@/lib/queries/site-feeds";
import { STORIES_CACHE_TAG } from "@/lib/site/cached-feeds";
import { SITEMAP_INTEREST_LIMIT, SITEMAP_STORY_LIMIT, sitemapEntries, type SitemapData } from "@/lib/site/sitemap-entries";
import { originFromHeaders } from "@/lib/site/site-origin";

// Dynamic (the database is closed while `next build` runs); the lists are cached for five minutes.
export const dynamic = "force-dynamic";

const sitemapData = unstable_cache(
  async (): Promise<SitemapData> => {
    const db = await getDb();
    const [stories, interests] = await Promise.all([
      recentStoriesForSitemap(db, SITEMAP_STORY_LIMIT),
      interestsForSitemap(db, SITEMAP_INTEREST_LIMIT),
    ]);
    return { stories, interests };
  },
  ["site-sitemap-v1"],
  { revalidate: 300, tags: [STORIES_CACHE_TAG] },
);

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = originFromHeaders(getEnv().PUBLIC_URL, await headers());
  return sitemapEntries(origin, await sitemapData(), new Date());
}
