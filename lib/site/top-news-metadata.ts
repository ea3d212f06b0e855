import type { Metadata } from "next";
import { EDITIONS } from "@/lib/editions";
import { feedPageMetadata, type FeedMetadataOptions } from "./page-metadata";

// Metadata of the top-news page (`/` and the cached /edition/{id} it is rewritten to).

/** "United States" for "top-us"; an unknown id is shown as itself. */
export function editionName(edition: string): string {
  return EDITIONS.find((known) => known.id === edition)?.name ?? edition;
}

export function topNewsMetadataOptions(edition: string): FeedMetadataOptions {
  return {
    title: "Top news",
    description: "The top stories of your edition, each compared across outlets of every political lean.",
    path: "/",
    rss: { title: `OpenGround top stories (${editionName(edition)})`, path: `/rss/${edition}.xml` },
  };
}

/**
 * With an origin (PUBLIC_URL, or the request's host on the per-request page) the canonical URL, the RSS
 * alternate and OpenGraph's url are absolute. Without one (the cached page on a server without
 * PUBLIC_URL, where there is no request to ask) those three are left out here, because Next would
 * resolve them against http://localhost; the page then writes the canonical and RSS links itself, with
 * relative addresses (components/feed/top-news-links.tsx).
 */
export function topNewsMetadata(edition: string, origin: string | null): Metadata {
  const options = topNewsMetadataOptions(edition);
  if (origin) return feedPageMetadata(options, origin);
  return {
    title: options.title,
    description: options.description,
    openGraph: { type: "website", siteName: "OpenGround", title: `${options.title} · OpenGround`, description: options.description },
    twitter: { card: "summary", title: `${options.title} · OpenGround`, description: options.description },
  };
}
