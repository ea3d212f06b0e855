import type { Rater } from "./outlet-schema";
import { biasPosition, factualityPosition, labelWords } from "./rating-scales";

/**
 * MBFC categories that are real MBFC labels but place an outlet neither left nor right. They are kept
 * verbatim (the derivation skips them); anything else without a position is taken for a typo.
 */
const MBFC_DIRECTIONLESS = new Set([
  "fake news", "questionable", "conspiracy pseudoscience", "conspiracy", "pseudoscience", "pro science", "satire", "not rated", "unrated",
]);

/** Why a bias label cannot be read, or null when it can ("Mixed" and MBFC's categories included). */
export function biasLabelProblem(rater: Rater, label: string): string | null {
  if (biasPosition(rater, label) !== null) return null;
  if (rater === "AllSides") return labelWords(label) === "mixed" ? null : "is not an AllSides label (Left, Lean Left, Center, Lean Right, Right, Mixed)";
  return MBFC_DIRECTIONLESS.has(labelWords(label)) ? null : "is not an MBFC bias label (e.g. left, left-center, least biased, right-center, extreme-right, fake-news)";
}

/** Why a factuality label cannot be read, or null when it can. */
export function factualityLabelProblem(rater: Rater, label: string): string | null {
  if (factualityPosition(rater, label) !== null) return null;
  if (rater === "AllSides") return "AllSides rates no factuality";
  return "is not an MBFC factuality label (very-high, high, mostly-factual, mixed, low, very-low)";
}
