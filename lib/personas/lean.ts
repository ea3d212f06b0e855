import { BIAS_LABELS } from "@/lib/news/bias-labels";
import type { Bias, RatedBias } from "@/lib/news/bias-scale";

// A persona's lean (spec §1: "lean left / centre", "left / lean left", …) as a span of the 7-point
// scale, from its leftmost to its rightmost bias. Pure.

export interface LeanSpan {
  from: RatedBias;
  to: RatedBias;
}

/** Positions on the scale: farLeft −3 … center 0 … farRight +3 (the order of lib/news/bias-scale.ts). */
const POSITION: Record<RatedBias, number> = { farLeft: -3, left: -2, leanLeft: -1, center: 0, leanRight: 1, right: 2, farRight: 3 };

/** True when an outlet's bias lies inside the span; an unrated outlet fits no lean. */
export function fitsLean(bias: Bias, lean: LeanSpan): boolean {
  if (bias === "unknown") return false;
  const position = POSITION[bias];
  return position >= POSITION[lean.from] && position <= POSITION[lean.to];
}

/** "Lean left / Centre" in the site's bias labels (lib/news/bias-labels.ts); a one-point span is one ("Centre"). */
export function leanLabel(lean: LeanSpan): string {
  return lean.from === lean.to ? BIAS_LABELS[lean.from] : `${BIAS_LABELS[lean.from]} / ${BIAS_LABELS[lean.to]}`;
}
