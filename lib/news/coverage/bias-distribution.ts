import { BIAS_VALUES, sideOf, type Bias } from "@/lib/news/bias-scale";
import { sidePercents } from "./whole-percents";

// How a story's coverage splits across the political spectrum (spec §1 and §3, ARCHITECTURE.md §4).
// Every figure counts distinct OUTLETS, not articles: an outlet that files three updates on a story
// is still one voice covering it.

export interface CoverageMember {
  outletId: string;
  bias: Bias;
}

export interface BiasDistribution {
  /** Distinct outlets covering the story, rated or not. */
  sourceCount: number;
  /** Distinct outlets per bucket of the 7-point scale (plus "unknown"). */
  perBias: Record<Bias, number>;
  /** Whole percents of the rated outlets; left + center + right = 100, or all 0 with no rated outlet. */
  left: number;
  center: number;
  right: number;
  /** Distinct outlets with a known bias: the denominator of the percentages. */
  ratedCount: number;
}

export function emptyBiasCounts(): Record<Bias, number> {
  return Object.fromEntries(BIAS_VALUES.map((bias) => [bias, 0])) as Record<Bias, number>;
}

export function biasDistribution(members: readonly CoverageMember[]): BiasDistribution {
  // An outlet keeps the first bias seen for it; the registry gives one bias per outlet anyway.
  const biasByOutlet = new Map<string, Bias>();
  for (const member of members) if (!biasByOutlet.has(member.outletId)) biasByOutlet.set(member.outletId, member.bias);

  const perBias = emptyBiasCounts();
  const perSide = { left: 0, center: 0, right: 0 };
  for (const bias of biasByOutlet.values()) {
    perBias[bias]++;
    const side = sideOf(bias);
    if (side) perSide[side]++;
  }
  const ratedCount = perSide.left + perSide.center + perSide.right;
  return { sourceCount: biasByOutlet.size, perBias, ratedCount, ...sidePercents(perSide) };
}
