import type { Side } from "@/lib/news/bias-scale";

// Whole percents, two rules under two names (issue 24: one name had meant two rules). Pure.
//
// - `sidePercents`: spec §3's rule for a left / centre / right split, "normalised to whole percents,
//   with centre being the remainder of 100". Every coverage figure a reader sees (story cards, story
//   pages, My News Bias's three sides) goes through it.
// - `largestRemainderPercents`: for distributions over more keys, which the spec says nothing about
//   (the 7-point mix, factuality, ownership, a persona's colour bar). No key is "the remainder", so
//   the points left by flooring go to the largest fractions.

/**
 * Left and right are rounded; the centre takes what is left. Only when there is no centre and both
 * sides sit on exactly half a percent (67 left and 133 right of 200: 33.5 and 66.5) would both round
 * up to 101; then the smaller side yields the point, so no side is favoured by the scale's direction.
 * All 0 when every weight is 0.
 */
export function sidePercents(weights: Readonly<Record<Side, number>>): Record<Side, number> {
  const total = weights.left + weights.center + weights.right;
  if (total <= 0) return { left: 0, center: 0, right: 0 };
  let left = Math.round((weights.left / total) * 100);
  let right = Math.round((weights.right / total) * 100);
  if (left + right > 100) {
    if (weights.left < weights.right) left = 100 - right;
    else right = 100 - left;
  }
  return { left, center: 100 - left - right, right };
}

/**
 * Shares adding up to exactly 100 (largest remainder): each share is floored, then the points still
 * missing go to the largest fractions, ties to the earlier key. Negative weights count as 0; all 0
 * when nothing weighs.
 */
export function largestRemainderPercents<K extends string>(weights: Readonly<Record<K, number>>): Record<K, number> {
  const keys = Object.keys(weights) as K[];
  const total = keys.reduce((sum, key) => sum + Math.max(0, weights[key]), 0);
  const result = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  if (total <= 0) return result;
  const exact = keys.map((key, order) => ({ key, order, value: (Math.max(0, weights[key]) / total) * 100 }));
  for (const entry of exact) result[entry.key] = Math.floor(entry.value);
  let missing = 100 - keys.reduce((sum, key) => sum + result[key], 0);
  const byRemainder = [...exact].sort((a, b) => b.value - Math.floor(b.value) - (a.value - Math.floor(a.value)) || a.order - b.order);
  for (const entry of byRemainder) {
    if (missing <= 0) break;
    result[entry.key]++;
    missing--;
  }
  return result;
}
