import "server-only";
import type { Database } from "@/lib/db";
import { yearInReview, yearWindow, type YearInReview } from "@/lib/personal/year-in-review";
import { profileReads } from "@/lib/queries/personal-reads";
import { getInterests } from "@/lib/queries/story-reads";
import { everyoneBiasWeights } from "@/lib/queries/year-in-review";

// What /year-in-review and its public link show (issue 22): the reader's calendar year so far, weighed
// by lib/personal/year-in-review.ts, with the names of the topics read most.

export interface YearInReviewData {
  review: YearInReview;
  interestNames: Map<number, string>;
}

export async function loadYearInReview(db: Database, userId: number, now: Date): Promise<YearInReviewData> {
  const { year, since, until } = yearWindow(now);
  const end = new Date(until.getTime() + 1);
  const [reads, everyone] = await Promise.all([profileReads(db, { userId, since, until: end }), everyoneBiasWeights(db, { since, until: end })]);
  const review = yearInReview({ year, reads, everyone });
  const interestNames = new Map((await getInterests(db, review.topInterests.map((entry) => entry.id))).map((interest) => [Number(interest.id), interest.name]));
  return { review, interestNames };
}
