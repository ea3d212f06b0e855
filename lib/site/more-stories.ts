import { z } from "zod";
import { readQuery } from "@/lib/api/request-input";
import { BLINDSPOT_STORIES_PER_SIDE, withinBlindspotAllowance } from "@/lib/billing/entitlements";
import { storyFeedQuery, storyFeedQuerySchema } from "@/lib/api/stories-query";
import type { FeedFilter } from "@/lib/queries/story-reads";
import type { FeedCard, FeedCards } from "./feed-card";

// GET /v04/stories/more: the next cards of a feed page's "Load more", as FeedCards (with the top
// interest's name, which GET /v04/stories does not carry). Same query as /v04/stories (feed, offset,
// limit, country, region), plus `side=left|right` for the blindspot tabs.

export interface MoreStories {
  feed: string;
  offset: number;
  limit: number;
  hasMore: boolean;
  stories: FeedCard[];
  /**
   * feed=blindspot only: how many blindspots of each side the caller's plan shows (spec §6 tiers, from the
   * session), null for all of them. The cached /blindspot page shows the free number to everyone and
   * reads this to show a paying reader their own (components/feed/blindspot-plan-extras.tsx).
   */
  blindspotsPerSide?: number | null;
}

const SIDE_PROBLEM = "must be left or right, and only with feed=blindspot";

export const moreStoriesQuerySchema = storyFeedQuerySchema
  .extend({
    asOf: z.never({ error: "not supported here; use GET /v04/stories" }).optional(),
    side: z.enum(["left", "right"], { error: SIDE_PROBLEM }).optional(),
  })
  .refine((query) => query.side === undefined || query.feed === "blindspot", { path: ["side"], message: SIDE_PROBLEM });

/** Answers one request from the feed's cached cards (`loadCards` is the data cache in production). */
export async function moreStories(
  params: URLSearchParams,
  loadCards: (filter: FeedFilter) => Promise<FeedCards>,
  blindspotPerSide: number = BLINDSPOT_STORIES_PER_SIDE.none,
): Promise<MoreStories> {
  const { side, ...feedQuery } = readQuery(params, moreStoriesQuerySchema);
  const query = storyFeedQuery(feedQuery);
  const { cards } = await loadCards(query.filter);
  // Blindspots: only as far down each side's list as the reader's plan reaches (spec §6 tiers).
  const allowed = query.filter.kind === "blindspot" ? withinBlindspotAllowance(cards, blindspotPerSide) : cards;
  const feedCards = side ? allowed.filter((card) => card.blindspotFor === side) : allowed;
  return {
    feed: query.feedName,
    offset: query.offset,
    limit: query.limit,
    hasMore: feedCards.length > query.offset + query.limit,
    stories: feedCards.slice(query.offset, query.offset + query.limit),
    ...(query.filter.kind === "blindspot" ? { blindspotsPerSide: Number.isFinite(blindspotPerSide) ? blindspotPerSide : null } : {}),
  };
}
