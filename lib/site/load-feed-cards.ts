// Reads the database: a client component that imports this fails the build (Next's server-only).
import "server-only";
import type { Database } from "@/lib/db";
import { listStories } from "@/lib/engine/story-feed";
import { getInterests, type FeedFilter } from "@/lib/queries/story-reads";
import { feedCard, feedNameFor, topInterestOf, type FeedCards } from "./feed-card";

/**
 * How many ranked stories one feed keeps. Pages are slices of this list, so one cached read serves the
 * first page and every "Load more" after it (at 20 a page, ten pages).
 */
export const FEED_CARD_LIMIT = 200;

/**
 * One feed's ranked cards with the name of each story's first interest (one extra query for all names).
 * The blindspots are every reader's list: each page and "Load more" cuts it to the reader's plan (spec §6
 * tiers), so it is not cut to the free plan's number here (it was, and no plan ever saw more than 20 a side).
 */
export async function loadFeedCards(db: Database, filter: FeedFilter, now: Date): Promise<FeedCards> {
  const page = await listStories(db, { feedName: feedNameFor(filter), filter, limit: FEED_CARD_LIMIT, offset: 0, blindspotPerSide: Number.POSITIVE_INFINITY }, now);
  const firstIds = [...new Set(page.stories.map((story) => story.interestIds[0]).filter((id) => id !== undefined))];
  const names = new Map((await getInterests(db, firstIds)).map((interest) => [Number(interest.id), interest.name]));
  return { feed: page.feed, at: page.at, cards: page.stories.map((story) => feedCard(story, topInterestOf(story.interestIds, names))) };
}
