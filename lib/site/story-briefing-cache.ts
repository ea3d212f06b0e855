// Reads the database: a client component that imports this fails the build (Next's server-only).
import "server-only";
import { unstable_cache } from "next/cache";
import { getDb } from "@/lib/db";
import { listStories, type StoryFeedPage } from "@/lib/engine/story-feed";
import { FEED_CACHE_SECONDS, STORIES_CACHE_TAG } from "./cached-feeds";

/** The stories one daily briefing lists. */
export const BRIEFING_SIZE = 10;

/**
 * A briefing's stories: the edition's top BRIEFING_SIZE by the engine's ranking as of the end of that
 * day (asOf), or as of the latest news for today's. Cached like the feeds (lib/site/cached-feeds.ts):
 * a past day's ranking can still change when late articles arrive, so it is tagged too.
 */
export const cachedBriefing: (edition: string, asOfIso: string | null) => Promise<StoryFeedPage> = unstable_cache(
  async (edition: string, asOfIso: string | null) =>
    listStories(
      await getDb(),
      { feedName: edition, filter: { kind: "edition", edition }, limit: BRIEFING_SIZE, offset: 0, asOf: asOfIso ? new Date(asOfIso) : undefined },
      new Date(),
    ),
  ["site-daily-briefing-v1"],
  { revalidate: FEED_CACHE_SECONDS, tags: [STORIES_CACHE_TAG] },
);
