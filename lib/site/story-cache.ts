// Reads the database: a client component that imports this fails the build (Next's server-only).
import "server-only";
import { unstable_cache } from "next/cache";
import { notFound, permanentRedirect } from "next/navigation";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import type { SideSummary } from "@/lib/news/assistant/side-summaries";
import { assistantModel, sideSummariesWith } from "@/lib/server/assistant-model";
import { getStoryDetail, type StoryDetail } from "@/lib/engine/story-feed";
import { outletLogos, type OutletLogo } from "@/lib/queries/outlet-pages";
import { FEED_CACHE_SECONDS, STORIES_CACHE_TAG } from "./cached-feeds";
import { OUTLETS_CACHE_TAG } from "./outlet-cache";
import type { StoryAddress } from "./story-address";
import { storyAnswer } from "./story-answer";
import { sideArticlesOf } from "./story-sides";

// The data cache of the story page and its widgets (issue 4 "Speed"), on the same terms as the feed
// pages (lib/site/cached-feeds.ts): shared by every reader, emptied when the engine announces changed
// stories (or an import changed outlets, whose names and ratings it shows), and at most
// FEED_CACHE_SECONDS stale otherwise.
// A story as of a past moment (?asOf=) is read directly: those addresses are rare and unbounded.

export type StoryPageData =
  | { kind: "story"; detail: StoryDetail; logos: Record<string, OutletLogo>; sides: SideSummary[] }
  | { kind: "merged"; into: number }
  | { kind: "missing" };

export type StoryToShow = Extract<StoryPageData, { kind: "story" }>;

export async function loadStoryPage(id: number, asOf?: Date): Promise<StoryPageData> {
  const db = await getDb();
  const detail = await getStoryDetail(db, id, asOf);
  if (!detail) return { kind: "missing" };
  if ("mergedInto" in detail) return { kind: "merged", into: detail.mergedInto };
  const [logos, sides] = await Promise.all([
    outletLogos(db, [...new Set(detail.articles.map((article) => article.outlet.id))]),
    // "How each side tells it" (issue 22), kept in the page's data cache with the rest.
    sideSummariesWith(assistantModel(getEnv()), sideArticlesOf(detail.articles)),
  ]);
  return { kind: "story", detail, logos, sides };
}

const cachedCurrentStory: (id: number) => Promise<StoryPageData> = unstable_cache(async (id: number) => loadStoryPage(id), ["site-story-page-v2"], {
  revalidate: FEED_CACHE_SECONDS,
  tags: [STORIES_CACHE_TAG, OUTLETS_CACHE_TAG],
});

export function cachedStoryPage(id: number, asOf?: Date): Promise<StoryPageData> {
  return asOf ? loadStoryPage(id, asOf) : cachedCurrentStory(id);
}

/**
 * The story a story page shows, or the page's other answers thrown as Next expects them. Both story
 * pages call it, the cached one too: Next keeps the status and Location in its page cache, so a cached
 * redirect is replayed as a redirect (lib/server/single-location-header.ts covers its first render).
 */
export async function storyToShow(address: StoryAddress): Promise<StoryToShow> {
  const answer = storyAnswer(await cachedStoryPage(address.id, address.asOf), address.asOfRaw);
  if (answer.kind === "missing") notFound();
  if (answer.kind === "redirect") permanentRedirect(answer.location);
  return answer;
}
