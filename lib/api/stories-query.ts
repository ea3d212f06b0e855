import { z } from "zod";
import type { FeedFilter } from "@/lib/queries/story-reads";
import { AppError } from "./errors";
import { parseInput, readQuery } from "./request-input";

// GET /v04/stories query (issue 3 §4), validated at the edge: 400 with a message naming the field.
export const STORY_FEED_EDITIONS = ["top-us", "top", "top-uk", "top-ca", "top-eu", "top-oceania"] as const;
export const MAX_PAGE_SIZE = 100;
/** Interest ids are PostgreSQL integers: a larger one is no interest (and would fail the query). */
const MAX_INTEREST_ID = 2_147_483_647;

const isoTime = z
  .string()
  .refine((value) => /^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/.test(value) && !Number.isNaN(Date.parse(value)), {
    message: "must be an ISO 8601 date or time, e.g. 2018-06-23 or 2018-06-23T18:00:00Z",
  })
  .transform((value) => new Date(value.length === 10 ? `${value}T23:59:59.999Z` : value));

const feedParam = z
  .string()
  .default("top-us")
  .refine((value) => (STORY_FEED_EDITIONS as readonly string[]).includes(value) || value === "blindspot" || value === "local" || (/^interest:\d{1,10}$/.test(value) && Number(value.slice("interest:".length)) <= MAX_INTEREST_ID), {
    message: `must be an edition (${STORY_FEED_EDITIONS.join(", ")}), blindspot, local or interest:<numeric id>`,
  });

const countryCode = z.string().regex(/^[A-Za-z]{2}$/, "must be a two-letter country code").transform((value) => value.toUpperCase());

export const storyFeedQuerySchema = z.object({
  feed: feedParam,
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(20),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  asOf: isoTime.optional(),
  country: countryCode.optional(),
  region: z.string().regex(/^[A-Za-z0-9]{1,3}$/, "must be a region code such as TX or ON").transform((value) => value.toUpperCase()).optional(),
});

export interface StoryFeedQuery {
  feedName: string;
  filter: FeedFilter;
  limit: number;
  offset: number;
  asOf?: Date;
  /** feed=blindspot: how many blindspots per side the reader's plan shows (spec §6 tiers); default the free allowance. */
  blindspotPerSide?: number;
}

export function parseStoryFeedQuery(params: URLSearchParams): StoryFeedQuery {
  return storyFeedQuery(readQuery(params, storyFeedQuerySchema));
}

/** The feed a parsed query names, with its filter. */
export function storyFeedQuery({ feed, limit, offset, asOf, country, region }: z.output<typeof storyFeedQuerySchema>): StoryFeedQuery {
  let filter: FeedFilter;
  if (feed === "blindspot") filter = { kind: "blindspot" };
  else if (feed === "local") {
    if (!country) throw new AppError("bad_request", "country: required for feed=local (e.g. country=US&region=TX)");
    filter = { kind: "local", countryCode: country, regionCode: region };
  } else if (feed.startsWith("interest:")) filter = { kind: "interest", interestId: Number(feed.slice("interest:".length)) };
  else filter = { kind: "edition", edition: feed };
  return { feedName: feed, filter, limit, offset, asOf };
}

/** GET /v04/stories/{id}?asOf=: the id from the path, asOf from the query. */
export const storyIdQuerySchema = z.object({
  id: z
    .string()
    .regex(/^\d{1,15}$/, "must be a numeric story id")
    .transform(Number),
  asOf: isoTime.optional(),
});

export function parseStoryId(value: string, params: URLSearchParams): { id: number; asOf?: Date } {
  return parseInput(storyIdQuerySchema, { id: value, asOf: params.get("asOf") || undefined });
}
