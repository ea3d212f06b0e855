import type { Bias } from "@/lib/news/bias-scale";
import type { Rater, RatingInput } from "./outlet-schema";
import { BIAS_BY_POSITION, biasPosition } from "./rating-scales";

export interface UsableRating {
  rater: Rater;
  label: string;
  date: string;
  position: number;
}

/**
 * Each rater's newest rating that has a position. An older rating stands in when the newest has none
 * (MBFC 2026 files many outlets under "fake-news", which says nothing about left or right, so its
 * earlier directional label is the newest usable one). Ratings of one rater on the same date: the
 * first listed wins.
 */
export function newestUsablePerRater(ratings: readonly RatingInput[], position: (rating: RatingInput) => number | null): UsableRating[] {
  const newest = new Map<Rater, UsableRating>();
  for (const rating of ratings) {
    const value = position(rating);
    if (value === null) continue;
    const held = newest.get(rating.rater);
    if (!held || rating.date > held.date) newest.set(rating.rater, { rater: rating.rater, label: rating.label, date: rating.date, position: value });
  }
  return [...newest.values()].sort((a, b) => a.rater.localeCompare(b.rater));
}

/**
 * Rounds half a point away from the centre. AllSides' and MBFC 2026's scales stop at "Left"/"Right",
 * which therefore mean "left or further"; when one rater says "Right" and another "extreme right", the
 * mean 2.5 is shown as farRight, and "Center" with "left-center" (-0.5) as leanLeft. Rounding towards
 * the centre instead would make the far points unreachable whenever AllSides rates an outlet.
 */
export function roundAwayFromCentre(value: number): number {
  return Math.sign(value) * Math.floor(Math.abs(value) + 0.5 + 1e-9);
}

function describe(rating: UsableRating): string {
  return `${rating.rater} "${rating.label}" (${rating.date})`;
}

/**
 * The shown bias of an outlet, always derived from its ratings, never typed by hand:
 * 1. read every rating onto the 7-point scale (rating-scales.ts); labels with no direction drop out;
 * 2. keep each rater's newest usable rating;
 * 3. take the mean of those positions and round half a point away from the centre;
 * 4. with no usable rating, the bias is "unknown".
 * `basis` says in words which ratings decided, for the outlet page and for operators.
 */
export function deriveBias(ratings: readonly RatingInput[]): { bias: Bias; basis: string } {
  const used = newestUsablePerRater(ratings, (rating) => biasPosition(rating.rater, rating.label));
  if (used.length === 0) {
    return { bias: "unknown", basis: ratings.length ? "No rating places this outlet left or right." : "Not rated." };
  }
  const mean = used.reduce((sum, rating) => sum + rating.position, 0) / used.length;
  const position = Math.max(-3, Math.min(3, roundAwayFromCentre(mean)));
  const bias = BIAS_BY_POSITION[position] ?? "unknown";
  if (used.length === 1) return { bias, basis: `${describe(used[0]!)} → ${bias}.` };
  return { bias, basis: `Mean of ${used.map(describe).join(" and ")} is ${formatPosition(mean)} → ${bias}.` };
}

function formatPosition(value: number): string {
  return (value > 0 ? "+" : "") + (Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, ""));
}
