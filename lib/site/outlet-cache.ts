// Reads the database: a client component that imports this fails the build (Next's server-only).
import "server-only";
import { unstable_cache } from "next/cache";
import { getDb } from "@/lib/db";
import type { EditionId } from "@/lib/editions/editions";
import { halfwayCounts, sideCountsPerEdition, type SideCounts } from "@/lib/outlets/edition-counts";
import {
  getOutletProfile,
  listBiasRatings,
  listOutletDirectory,
  listWatchedOutlets,
  recentStoriesWithOutlet,
  type OutletDirectoryEntry,
  type OutletProfile,
  type OutletStory,
} from "@/lib/queries/outlet-pages";
import type { ChangedData } from "@/lib/db/change-notice";
import { FEED_CACHE_SECONDS, STORIES_CACHE_TAG } from "./cached-feeds";

// Cached reads of the outlet pages and the ratings method (issue 4 "Speed"). Outlets change when the
// registry syncs at start-up or an operator imports; both announce it (lib/db/change-notice.ts) and the
// web process empties OUTLETS_CACHE_TAG, so five minutes is only the fallback. The stories an outlet
// took part in follow the feeds' cache and tag.

export const OUTLETS_CACHE_TAG = "outlets" satisfies ChangedData;
export const OUTLET_CACHE_SECONDS = 300;
export const OUTLET_STORY_LIMIT = 20;

export const cachedOutletProfile: (id: string) => Promise<OutletProfile | null> = unstable_cache(
  async (id: string) => getOutletProfile(await getDb(), id),
  ["site-outlet-profile-v1"],
  { revalidate: OUTLET_CACHE_SECONDS, tags: [OUTLETS_CACHE_TAG] },
);

export const cachedOutletStories: (id: string) => Promise<OutletStory[]> = unstable_cache(
  async (id: string) => recentStoriesWithOutlet(await getDb(), id, OUTLET_STORY_LIMIT),
  ["site-outlet-stories-v1"],
  { revalidate: FEED_CACHE_SECONDS, tags: [STORIES_CACHE_TAG, OUTLETS_CACHE_TAG] },
);

export const cachedOutletDirectory: () => Promise<OutletDirectoryEntry[]> = unstable_cache(
  async () => listOutletDirectory(await getDb()),
  ["site-outlet-directory-v1"],
  { revalidate: OUTLET_CACHE_SECONDS, tags: [OUTLETS_CACHE_TAG] },
);

/** Outlets per edition and side among those whose feeds the engine reads (the blindspot page, the ratings method, outlet pages). */
export const cachedEditionOutletCounts: () => Promise<{ edition: EditionId; counts: SideCounts }[]> = unstable_cache(
  async () => sideCountsPerEdition(await listWatchedOutlets(await getDb())),
  ["site-edition-outlet-counts-v1"],
  { revalidate: OUTLET_CACHE_SECONDS, tags: [OUTLETS_CACHE_TAG] },
);

/** How many stored outlets the rounding rule for halves decides, each way (the ratings method). */
export const cachedHalfwayCounts: () => Promise<{ toCentre: number; outward: number }> = unstable_cache(
  async () => halfwayCounts(await listBiasRatings(await getDb())),
  ["site-halfway-counts-v1"],
  { revalidate: OUTLET_CACHE_SECONDS, tags: [OUTLETS_CACHE_TAG] },
);
