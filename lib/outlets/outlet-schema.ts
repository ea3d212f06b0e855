import { z } from "zod";
import { EDITION_IDS } from "@/lib/editions/editions";
import type { Bias, Factuality } from "@/lib/news/bias-scale";
import { biasLabelProblem, factualityLabelProblem } from "./rating-labels";

/**
 * Raters whose scales lib/outlets knows how to read (rating-scales.ts). A rating from anyone else is
 * refused at the edge rather than silently ignored: adding a rater means adding its scale.
 */
export const RATERS = ["AllSides", "MBFC"] as const;
export type Rater = (typeof RATERS)[number];

export const OWNERSHIP_TYPES = [
  "independent",
  "corporation",
  "public broadcaster",
  "state funded",
  "nonprofit",
  "trust",
  "cooperative",
  "private equity",
  "individual/family",
] as const;
export type OwnershipType = (typeof OWNERSHIP_TYPES)[number];

/**
 * Hosts that serve many outlets' feeds or redirects. They are never an outlet's domain: an article
 * link through them says nothing about who published it (the ingester falls back to the feed's outlet).
 */
export const SHARED_FEED_HOSTS = ["feeds.feedburner.com", "feedproxy.google.com", "feeds2.feedburner.com", "news.google.com"];

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isoDate = z
  .string()
  .regex(ISO_DATE, "must be an ISO date (YYYY-MM-DD)")
  .refine((value) => {
    if (!ISO_DATE.test(value)) return true; // the regex reports it
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "is not a real date");

const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http(s) URL" });

export const ratingSchema = z.object({
  rater: z.enum(RATERS, { error: `must be one of ${RATERS.join(", ")}` }),
  /** The rater's own label, verbatim ("Lean Left", "left-center", "mostly-factual"). */
  label: z.string().trim().min(1, "must not be empty"),
  /** When the rater gave the label: its capture date, or the dataset's publication date. */
  date: isoDate,
  url: httpUrl.optional(),
});
export type RatingInput = z.infer<typeof ratingSchema>;

// A label no scale can read is almost always a typo: refuse it rather than let it silently not count.
const biasRatingSchema = ratingSchema.superRefine((rating, context) => {
  const problem = biasLabelProblem(rating.rater, rating.label);
  if (problem) context.addIssue({ code: "custom", path: ["label"], message: problem });
});
const factualityRatingSchema = ratingSchema.superRefine((rating, context) => {
  const problem = factualityLabelProblem(rating.rater, rating.label);
  if (problem) context.addIssue({ code: "custom", path: ["label"], message: problem });
});

const leftOutRatingSchema = ratingSchema.extend({
  kind: z.enum(["bias", "factuality"]),
  reason: z.string().trim().min(1, "must say why the rating is left out"),
});
export type LeftOutRatingInput = z.infer<typeof leftOutRatingSchema>;

const hostname = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/, "must be a lower-case host name such as cnn.com")
  .refine((host) => !SHARED_FEED_HOSTS.includes(host), "is a shared feed host, not an outlet's domain");

const monogramSchema = z.object({
  initials: z.string().min(1).max(5),
  background: z.string().regex(/^#[0-9a-f]{6}$/i, "must be a #rrggbb colour"),
  foreground: z.string().regex(/^#[0-9a-f]{6}$/i, "must be a #rrggbb colour"),
});
export type Monogram = z.infer<typeof monogramSchema>;

/** An outlet id: a lower-case slug such as bbc-news (in addresses, imports and API bodies alike). */
export const OUTLET_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** An outlet as the registry data and operator imports give it: facts only, nothing derived. */
export const outletInputSchema = z.object({
  id: z.string().regex(OUTLET_ID_PATTERN, "must be a lower-case slug such as bbc-news"),
  name: z.string().trim().min(1, "must not be empty"),
  domains: z.array(hostname).min(1, "needs at least one domain"),
  country: z.string().regex(/^[A-Z]{2}$/, "must be an ISO 3166-1 alpha-2 code such as GB"),
  editions: z.array(z.enum(EDITION_IDS, { error: `must be one of ${EDITION_IDS.join(", ")}` })).min(1, "needs at least one edition"),
  /** The outlet's own feeds: every item is credited to this outlet, whatever host its link is on. */
  feeds: z.array(httpUrl),
  /**
   * Feeds that gather other outlets' articles (issue 27): an item is credited to the registered outlet
   * its link belongs to, and skipped when none is.
   */
  aggregatorFeeds: z.array(httpUrl).default([]),
  /** Bias ratings, each with its rater, verbatim label and date. */
  ratings: z.array(biasRatingSchema),
  /** Factuality ratings, with the same provenance. */
  factualityRatings: z.array(factualityRatingSchema).default([]),
  owner: z.string().trim().min(1).nullable().optional(),
  ownershipType: z.enum(OWNERSHIP_TYPES, { error: `must be one of ${OWNERSHIP_TYPES.join(", ")}` }).nullable().optional(),
  /** Where the owner fact comes from ("Kagi media_data (2026-05-12)", "OpenGround editors"). */
  ownershipSource: z.string().trim().min(1).optional(),
  paywall: z.boolean(),
  /** Ratings the datasets hold for the outlet that the registry leaves out, each with its reason. */
  leftOutRatings: z.array(leftOutRatingSchema).default([]),
  /** Overrides the generated monogram; normally absent. */
  logo: monogramSchema.optional(),
});
export type OutletInput = z.input<typeof outletInputSchema>;
export type ParsedOutletInput = z.output<typeof outletInputSchema>;

/** An outlet with every derived field filled in by the rules of this folder. */
export interface Outlet extends ParsedOutletInput {
  bias: Bias;
  biasBasis: string;
  factuality: Factuality;
  factualityBasis: string;
  borderColour: string;
  logo: Monogram;
}
