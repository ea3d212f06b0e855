import type { StoryCard } from "@/lib/engine/story-feed";
import type { FeedFilter } from "@/lib/queries/story-reads";

// What a story card shows (issue 4 "/"): the engine's card without its ranking internals, plus the name
// of its top interest. Plain JSON, so it crosses the data cache, the load-more endpoint and the client.

export interface FeedCard extends Omit<StoryCard, "rank" | "biasCounts" | "editions" | "interestIds" | "summary"> {
  summary: string;
  topInterest: { id: number; name: string } | null;
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
