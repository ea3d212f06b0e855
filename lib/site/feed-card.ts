import type { StoryCard } from "@/lib/engine/story-feed";
import type { FeedFilter } from "@/lib/queries/story-reads";

// What a story card shows (issue 4 "/"): the engine's card without its ranking internals, plus the name
// of its top interest. Plain JSON, so it crosses the data cache, the load-more endpoint and the client.

export interface FeedCard extends Omit<StoryCard, "rank" | "biasCounts" | "editions" | "interestIds" | "summary"> {
  summary: string;
  topInterest: { id: number; name: string } | null;
}

/** What a card is made of: the engine's card or a personal feed's story row (dates as Date or ISO text). */
export interface CardSource extends Omit<FeedCard, "topInterest" | "firstSeenAt" | "lastSeenAt"> {
  firstSeenAt: Date | string;
  lastSeenAt: Date | string;
}

const isoText = (time: Date | string) => (typeof time === "string" ? time : time.toISOString());

/** One card for the home feeds, For You and My News Bias alike. */
export function feedCard(story: CardSource, topInterest: FeedCard["topInterest"]): FeedCard {
  return {
    id: story.id,
    title: story.title,
    summary: story.summary,
    imageUrl: story.imageUrl,
    firstSeenAt: isoText(story.firstSeenAt),
    lastSeenAt: isoText(story.lastSeenAt),
    articleCount: story.articleCount,
    sourceCount: story.sourceCount,
    coverage: story.coverage,
    blindspotFor: story.blindspotFor,
    topInterest,
  };
}

/** A card's top interest: the first of the story's interests whose name is known. */
export function topInterestOf(interestIds: readonly number[], names: ReadonlyMap<number, string>): FeedCard["topInterest"] {
  const id = interestIds.find((candidate) => names.has(candidate));
  return id === undefined ? null : { id, name: names.get(id)! };
}

export interface FeedCards {
  feed: string;
  /** The moment the feed was evaluated at (the latest news), ISO 8601, or null when there is none. */
  at: string | null;
  cards: FeedCard[];
}

/** The GET /v04/stories feed name of a filter: "top-us", "blindspot", "interest:42", "local". */
export function feedNameFor(filter: FeedFilter): string {
  switch (filter.kind) {
    case "edition":
      return filter.edition;
    case "blindspot":
      return "blindspot";
    case "interest":
      return `interest:${filter.interestId}`;
    case "local":
      return "local";
  }
}
