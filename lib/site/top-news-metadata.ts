import type { Metadata } from "next";
import { EDITIONS } from "@/lib/editions";
import { cachedFeedPageMetadata, type FeedMetadataOptions } from "./page-metadata";

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

/** The top-news page's metadata in the page cache (see cachedFeedPageMetadata). */
export function topNewsMetadata(edition: string, origin: string | null): Metadata {
  return cachedFeedPageMetadata(topNewsMetadataOptions(edition), origin);
}
