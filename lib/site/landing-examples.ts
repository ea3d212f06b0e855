// Reads the database: a client component that imports this fails the build (Next's server-only).
import "server-only";
import { unstable_cache } from "next/cache";
import { getDb, type Database } from "@/lib/db";
import { getStoryDetail, type StoryArticleView } from "@/lib/engine/story-feed";
import { DEFAULT_EDITION_ID, FALLBACK_EDITION_ID } from "@/lib/editions/editions";
import { FEED_CACHE_SECONDS, STORIES_CACHE_TAG } from "./cached-feeds";
import type { FeedCard } from "./feed-card";
import { showcaseStory } from "./landing";
import { loadFeedCards } from "./load-feed-cards";
import { chooseHeadlineComparison } from "./story-headline-comparison";

// The live examples of the landing pages (issue 22): a real stored story with its L/C/R bar, a real
// blindspot and a real headline comparison, read with the same loaders as the feeds and the story page,
// and cached on the same terms (FEED_CACHE_SECONDS, emptied when the engine announces new stories).
// Each is null when the database has none: the page then explains in words instead (never an error).

export interface LandingExamples {
  story: FeedCard | null;
  blindspot: FeedCard | null;
  comparison: { storyId: number; storyTitle: string; pair: { left: StoryArticleView; right: StoryArticleView } } | null;
}

/** How many of the leading stories are tried for a left/right headline pair. */
const COMPARISON_CANDIDATES = 5;

export async function loadLandingExamples(db: Database, now: Date): Promise<LandingExamples> {
  const [international, blindspots] = await Promise.all([
    loadFeedCards(db, { kind: "edition", edition: FALLBACK_EDITION_ID }, now),
    loadFeedCards(db, { kind: "blindspot" }, now),
  ]);
  const cards = international.cards.length > 0 ? international.cards : (await loadFeedCards(db, { kind: "edition", edition: DEFAULT_EDITION_ID }, now)).cards;
  const story = showcaseStory(cards);
  let comparison: LandingExamples["comparison"] = null;
  const candidates = story ? [story, ...cards.filter((card) => card.id !== story.id)] : cards;
  for (const card of candidates.slice(0, COMPARISON_CANDIDATES)) {
    const detail = await getStoryDetail(db, card.id);
    if (!detail || "mergedInto" in detail) continue;
    const pair = chooseHeadlineComparison(detail.articles);
    if (pair) {
      comparison = { storyId: card.id, storyTitle: card.title, pair };
      break;
    }
  }
  return { story, blindspot: blindspots.cards[0] ?? null, comparison };
}

export const cachedLandingExamples: () => Promise<LandingExamples> = unstable_cache(
  async () => loadLandingExamples(await getDb(), new Date()),
  ["site-landing-examples-v1"],
  { revalidate: FEED_CACHE_SECONDS, tags: [STORIES_CACHE_TAG] },
);
