import { BIAS_VALUES, sideOf, type Bias, type Side } from "@/lib/news/bias-scale";
import { sidePercents } from "@/lib/news/coverage/whole-percents";
import type { YearInReviewLevel } from "@/lib/billing/entitlements";
import { biasProfile, type BiasProfile, type ProfileRead } from "@/lib/personal/bias-profile";
import { isKnownTimeZone, localClock, localSendTime } from "@/lib/newsletters/send-time";

// Year in review (issue 22): the reader's calendar year from their reading history. Pure.
// Reads weigh as on My News Bias (lib/personal/bias-profile.ts): an article read counts toward its
// outlet, a story read toward every outlet of the story, 1/n each. "All readers" is the same rule over
// every reader's reads of the year, summed by bias in SQL (lib/queries/year-in-review.ts).

export interface YearRead extends ProfileRead {
  /** The article opened, or null for a read of the story page. */
  articleId: number | null;
  title: string;
  /** The side that barely covered the story (a blindspot), or null. */
  blindspotFor: Side | null;
}

export interface MonthMix {
  /** 1–12. */
  month: number;
  storyCount: number;
  sides: Record<Side, number>;
}

export interface BlindspotRead {
  storyId: number;
  title: string;
  blindspotFor: Side;
}

export interface YearInReview {
  year: number;
  readCount: number;
  storyCount: number;
  articleCount: number;
  /** The reader's left / centre / right mix (spec §3's rule), all 0 when nothing rated was read. */
  sides: Record<Side, number>;
  topOutlets: BiasProfile["topOutlets"];
  topInterests: BiasProfile["topInterests"];
  blindspotCount: number;
  /** The blindspot stories read, most recently read first, each once, at most BLINDSPOTS_SHOWN. */
  blindspots: BlindspotRead[];
  /** Twelve months, January first (months after `now` are empty). */
  months: MonthMix[];
  comparison: { everyone: Record<Side, number>; difference: Record<Side, number> } | null;
}

export const BLINDSPOTS_SHOWN = 5;

/** The zone a review is computed in: the reader's IANA zone (account setting timeZoneId) when valid, else UTC. */
export function reviewTimeZone(timeZoneId: string | null | undefined): string {
  return isKnownTimeZone(timeZoneId) ? timeZoneId : "UTC";
}

/** The year and month (1–12) of an instant on the reader's calendar. */
export function calendarMonth(date: Date, timeZone: string): { year: number; month: number } {
  const { day } = localClock(date, timeZone);
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

/** The reader's year: from 1 January 00:00 of `now`'s year on the reader's clock (their time zone) up to `now`. */
export function yearWindow(now: Date, timeZone = "UTC"): { year: number; since: Date; until: Date } {
  const { year } = calendarMonth(now, timeZone);
  return { year, since: localSendTime(`${year}-01-01`, timeZone, 0), until: now };
}

/** The left / centre / right mix of summed weights per bias (unrated weight left out). */
export function sidesOfBiasWeights(weights: Partial<Record<Bias, number>>): Record<Side, number> {
  const sides: Record<Side, number> = { left: 0, center: 0, right: 0 };
  for (const bias of BIAS_VALUES) {
    const side = sideOf(bias);
    if (side) sides[side] += weights[bias] ?? 0;
  }
  return sidePercents(sides);
}

/** `timeZone`: the reader's (reviewTimeZone); a read belongs to the year and month their calendar showed. */
export function yearInReview(params: { year: number; reads: readonly YearRead[]; everyone: Partial<Record<Bias, number>>; timeZone?: string }): YearInReview {
  const timeZone = params.timeZone ?? "UTC";
  const dated = params.reads.map((read) => ({ read, on: calendarMonth(read.readAt, timeZone) }));
  const inYear = dated.filter(({ on }) => on.year === params.year);
  const reads = inYear.map(({ read }) => read);
  const profile = biasProfile(reads);
  const months: MonthMix[] = Array.from({ length: 12 }, (_, index) => {
    const inMonth = inYear.filter(({ on }) => on.month === index + 1).map(({ read }) => read);
    const monthProfile = biasProfile(inMonth);
    return { month: index + 1, storyCount: monthProfile.storyCount, sides: monthProfile.sides };
  });
  const newestFirst = [...reads].sort((a, b) => b.readAt.getTime() - a.readAt.getTime());
  const blindspotStories = new Map<number, BlindspotRead>();
  for (const read of newestFirst) {
    if (read.blindspotFor && !blindspotStories.has(read.storyId)) {
      blindspotStories.set(read.storyId, { storyId: read.storyId, title: read.title, blindspotFor: read.blindspotFor });
    }
  }
  const everyone = sidesOfBiasWeights(params.everyone);
  const everyoneRated = everyone.left + everyone.center + everyone.right > 0;
  const readerRated = profile.sides.left + profile.sides.center + profile.sides.right > 0;
  return {
    year: params.year,
    readCount: profile.readCount,
    storyCount: profile.storyCount,
    articleCount: new Set(reads.flatMap((read) => (read.articleId === null ? [] : [read.articleId]))).size,
    sides: profile.sides,
    topOutlets: profile.topOutlets,
    topInterests: profile.topInterests,
    blindspotCount: blindspotStories.size,
    blindspots: [...blindspotStories.values()].slice(0, BLINDSPOTS_SHOWN),
    months,
    comparison:
      everyoneRated && readerRated
        ? {
            everyone,
            difference: {
              left: profile.sides.left - everyone.left,
              center: profile.sides.center - everyone.center,
              right: profile.sides.right - everyone.right,
            },
          }
        : null,
  };
}

/** What a level shows (spec §6 via entitlements.yearInReviewLevel). */
export interface YearInReviewSections {
  totals: boolean;
  outletsTopicsBlindspots: boolean;
  monthsAndComparison: boolean;
}

export function yearInReviewSections(level: YearInReviewLevel): YearInReviewSections {
  return { totals: level >= 1, outletsTopicsBlindspots: level >= 2, monthsAndComparison: level >= 3 };
}

/**
 * A share slug: 24 characters of base64url from 18 random bytes (144 bits), so a public link cannot
 * be guessed. `randomBytes` is passed in to keep the module pure.
 */
export function shareSlugFrom(bytes: Uint8Array): string {
  if (bytes.length < 18) throw new Error("a share slug needs at least 18 random bytes");
  let binary = "";
  for (const byte of bytes.slice(0, 18)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

export const SHARE_SLUG_PATTERN = /^[A-Za-z0-9_-]{24}$/;
