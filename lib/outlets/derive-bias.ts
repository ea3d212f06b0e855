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
 * The rounding rule for a mean that sits exactly between two points (issue 27: decided on purpose,
 * stated on /about/ratings with the number of outlets it moves):
 * - between the centre and a lean (±0.5) it is the centre. This half decides whether the outlet counts
 *   for a side in every story's coverage and blindspot; raters split evenly between "centre" and
 *   "lean" are no evidence of a side, and counting them would make stories look one-sided where the
 *   raters merely disagree (AllSides "Center" with MBFC "left-center" is the usual case);
 * - further out (±1.5, ±2.5) it is away from the centre. Both points are on the same side, so coverage
 *   does not change; AllSides' scale stops at "Left"/"Right", which therefore means "this far or
 *   further", so when MBFC names the further point the outlet is shown there.
 */
export function roundBiasMean(value: number): number {
  const away = Math.sign(value) * Math.floor(Math.abs(value) + 0.5 + 1e-9) || 0; // no -0
  return Math.abs(Math.abs(value) - 0.5) < 1e-9 ? 0 : away;
}

/** Whether a mean sits exactly between two points, and so was placed by roundBiasMean's tie rule. */
export function isHalfway(mean: number): boolean {
  return Math.abs(Math.abs(mean) % 1 - 0.5) < 1e-9;
}

function describe(rating: UsableRating): string {
  return `${rating.rater} "${rating.label}" (${rating.date})`;
}

/**
 * The shown bias of an outlet, always derived from its ratings, never typed by hand:
 * 1. read every rating onto the 7-point scale (rating-scales.ts); labels with no direction drop out;
 * 2. keep each rater's newest usable rating;
 * 3. take the mean of those positions and round it (roundBiasMean says how halves go);
 * 4. with no usable rating, the bias is "unknown".
 * `basis` says in words which ratings decided, for the outlet page and for operators.
 */
export function deriveBias(ratings: readonly RatingInput[]): { bias: Bias; basis: string; mean: number | null } {
  const used = newestUsablePerRater(ratings, (rating) => biasPosition(rating.rater, rating.label));
  if (used.length === 0) {
    return { bias: "unknown", basis: ratings.length ? "No rating places this outlet left or right." : "Not rated.", mean: null };
  }
  const mean = used.reduce((sum, rating) => sum + rating.position, 0) / used.length;
  const position = Math.max(-3, Math.min(3, roundBiasMean(mean)));
  const bias = BIAS_BY_POSITION[position] ?? "unknown";
  if (used.length === 1) return { bias, basis: `${describe(used[0]!)} → ${bias}.`, mean };
  const tie = !isHalfway(mean) ? "" : position === 0 ? " (halfway between the centre and a lean: the centre)" : " (halfway between two points on one side: the outer one)";
  return { bias, basis: `Mean of ${used.map(describe).join(" and ")} is ${formatPosition(mean)}${tie} → ${bias}.`, mean };
}

function formatPosition(value: number): string {
  return (value > 0 ? "+" : "") + (Number.isInteger(value) ? String(value) : value.toFixed(2).replace(/0$/, ""));
}
