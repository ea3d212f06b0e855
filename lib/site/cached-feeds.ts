// Reads the database: a client component that imports this fails the build (Next's server-only).
import "server-only";
import { unstable_cache } from "next/cache";
import { getDb } from "@/lib/db";
import type { ChangedData } from "@/lib/db/change-notice";
import { getInterest, type FeedFilter, type InterestRow } from "@/lib/queries/story-reads";
import { relatedInterests, type RelatedInterest } from "@/lib/queries/site-feeds";
import type { FeedCards } from "./feed-card";
import { loadFeedCards } from "./load-feed-cards";

// The data cache of the public feed pages (issue 4 "Speed"). The pages themselves are dynamic (they read
// the edition, image-mode and login cookies), so what is cached is the expensive part: the ranked story
// list of each feed, shared by every reader of that feed, for FEED_CACHE_SECONDS, in Next's data cache
// (unstable_cache: the API of Next 16 when the cacheComponents flag is off, which it is here because that
// flag changes every route's behaviour). Everything is tagged STORIES_CACHE_TAG: after the engine writes
// stories, its clustering transaction announces the change (lib/db/change-notice.ts, from the embedded
// engine or any worker) and the web process empties everything tagged STORIES_CACHE_TAG, the pages made
// from it included (lib/server/cache-invalidation.ts). The short revalidate still refreshes relative
// times and recency-ranked lists when nothing changed, and bounds staleness if a notice is ever lost.

export const STORIES_CACHE_TAG = "stories" satisfies ChangedData;
export const FEED_CACHE_SECONDS = 30;
/** Interests change only when the engine meets a new name; their pages can wait longer. */
export const INTEREST_CACHE_SECONDS = 300;

export const cachedFeedCards: (filter: FeedFilter) => Promise<FeedCards> = unstable_cache(
  async (filter: FeedFilter) => loadFeedCards(await getDb(), filter, new Date()),
  ["site-feed-cards-v1"],
  { revalidate: FEED_CACHE_SECONDS, tags: [STORIES_CACHE_TAG] },
);

export const cachedInterest: (id: number) => Promise<InterestRow | null> = unstable_cache(
  async (id: number) => getInterest(await getDb(), id),
  ["site-interest-v1"],
  { revalidate: INTEREST_CACHE_SECONDS, tags: [STORIES_CACHE_TAG] },
);

export const cachedRelatedInterests: (id: number) => Promise<RelatedInterest[]> = unstable_cache(
  async (id: number) => relatedInterests(await getDb(), id, { limit: 12 }),
  ["site-related-interests-v1"],
  { revalidate: INTEREST_CACHE_SECONDS, tags: [STORIES_CACHE_TAG] },
);
