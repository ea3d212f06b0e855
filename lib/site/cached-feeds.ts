import { unstable_cache } from "next/cache";
import { getDb } from "@/lib/db";
import { getInterest, type FeedFilter, type InterestRow } from "@/lib/queries/story-reads";
import { relatedInterests, type RelatedInterest } from "@/lib/queries/site-feeds";
import type { FeedCards } from "./feed-card";
import { loadFeedCards } from "./load-feed-cards";

// The data cache of the public feed pages (issue 4 "Speed"). The pages themselves are dynamic (they read
// the edition, image-mode and login cookies), so what is cached is the expensive part: the ranked story
// list of each feed, shared by every reader of that feed, for FEED_CACHE_SECONDS, in Next's data cache
// (unstable_cache: the API of Next 16 when the cacheComponents flag is off, which it is here because that
// flag changes every route's behaviour). Everything is tagged STORIES_CACHE_TAG: after the engine writes
// stories, `revalidateTag("stories")` from inside the web process empties it at once; a separate worker
// process cannot reach that cache, so the short revalidate bounds staleness to half a minute there.

export const STORIES_CACHE_TAG = "stories";
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
