// Shares as whole percents that add up to exactly 100 (largest remainder: each share is floored, then
// the points still missing go to the largest fractions, ties to the earlier key). Pure.
export function wholePercents<K extends string>(weights: Readonly<Record<K, number>>): Record<K, number> {
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

/**
 * Left / centre / right shares by spec §3's rule for source bias percentages: "normalised to whole
 * percents, with centre being the remainder of 100" (the same rule as lib/news/coverage). Left and right
 * are rounded; should both round up past 100 with no centre, the smaller side yields the point.
 */
export function sidePercents(weights: { left: number; center: number; right: number }): { left: number; center: number; right: number } {
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
