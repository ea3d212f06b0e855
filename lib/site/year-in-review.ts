import "server-only";
import type { Database } from "@/lib/db";
import type { Bias } from "@/lib/news/bias-scale";
import { reviewTimeZone, yearInReview, yearWindow, type YearInReview } from "@/lib/personal/year-in-review";
import { profileReads } from "@/lib/queries/personal-reads";
import { getInterests } from "@/lib/queries/story-reads";
import { everyoneBiasWeights } from "@/lib/queries/year-in-review";

// What /year-in-review and its public link show (issue 22): the reader's calendar year so far, weighed
// by lib/personal/year-in-review.ts, with the names of the topics read most.

export interface YearInReviewData {
  review: YearInReview;
  interestNames: Map<number, string>;
}

/**
 * All readers' mix changes slowly and costs a pass over the year's reads, so one process computes it at
 * most every ten minutes per database, and only for the level that shows it.
 */
export const EVERYONE_TTL_MS = 10 * 60_000;
const everyoneCache = new WeakMap<Database, { year: number; at: number; weights: Promise<Partial<Record<Bias, number>>> }>();

function everyoneOf(db: Database, year: number, since: Date, until: Date): Promise<Partial<Record<Bias, number>>> {
  const cached = everyoneCache.get(db);
  if (cached && cached.year === year && until.getTime() - cached.at < EVERYONE_TTL_MS && until.getTime() >= cached.at) return cached.weights;
  const weights = everyoneBiasWeights(db, { since, until });
  everyoneCache.set(db, { year, at: until.getTime(), weights });
  weights.catch(() => everyoneCache.delete(db));
  return weights;
}

/**
 * The reader's year on their own calendar: `timeZoneId` is their account's time zone (kept by the
 * browser's time-zone sync, issue 19), UTC when unknown. All readers' mix stays the UTC calendar year:
 * it is one figure for everyone.
 */
export async function loadYearInReview(db: Database, userId: number, now: Date, options: { compare: boolean; timeZoneId: string | null }): Promise<YearInReviewData> {
  const timeZone = reviewTimeZone(options.timeZoneId);
  const { year, since, until } = yearWindow(now, timeZone);
  const end = new Date(until.getTime() + 1);
  const everyoneSince = new Date(Date.UTC(year, 0, 1));
  const [reads, everyone] = await Promise.all([
    profileReads(db, { userId, since, until: end }),
    options.compare ? everyoneOf(db, year, everyoneSince, end) : Promise.resolve({}),
  ]);
  const review = yearInReview({ year, reads, everyone, timeZone });
  const interestNames = new Map((await getInterests(db, review.topInterests.map((entry) => entry.id))).map((interest) => [Number(interest.id), interest.name]));
  return { review, interestNames };
}
