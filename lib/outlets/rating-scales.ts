import type { Factuality, RatedBias } from "@/lib/news/bias-scale";
import type { Rater } from "./outlet-schema";

/**
 * Positions on our 7-point scale: farLeft -3 … center 0 … farRight +3. Each rater's labels are read
 * onto it here, once, so the rule in derive-bias.ts never sees a rater's wording.
 */
export const BIAS_BY_POSITION: Readonly<Record<number, RatedBias>> = {
  [-3]: "farLeft",
  [-2]: "left",
  [-1]: "leanLeft",
  0: "center",
  1: "leanRight",
  2: "right",
  3: "farRight",
};

/** AllSides' 5-point scale. "Mixed" (no single lean) has no position. */
const ALLSIDES_POSITIONS: Readonly<Record<string, number>> = {
  left: -2,
  "lean left": -1,
  center: 0,
  "lean right": 1,
  right: 2,
};

/** A label as plain words: lower case, hyphens and slashes as spaces ("Left-Center" → "left center"). */
export function labelWords(label: string): string {
  return label.toLowerCase().replace(/[-_/]+/g, " ").replace(/\s+/g, " ").trim();
}

/**
 * MBFC labels, from its 7-point scale ("extreme-left" … "extreme-right", "left-center", "least biased")
 * to the free text of some datasets ("far left", "left biased", "right conspiracy-pseudoscience").
 * Words decide, checked from the most specific: extreme/far, then the centre pairs, then centre, then a
 * bare left or right. Categories with no direction ("fake-news", "conspiracy-pseudoscience",
 * "pro-science", "satire", "not rated") have no position.
 */
function mbfcPosition(label: string): number | null {
  const text = ` ${labelWords(label)} `;
  const has = (phrase: string) => text.includes(` ${phrase} `);
  const left = has("left");
  const right = has("right");
  if (left === right && !has("center") && !has("least biased")) return null;
  if (has("extreme") || has("far")) return left ? -3 : right ? 3 : null;
  if (has("center") && left) return -1;
  if (has("center") && right) return 1;
  if (has("center") || has("least biased")) return 0;
  return left ? -2 : 2;
}

/** A rater's bias label as a position, or null when the label carries no left–right direction. */
export function biasPosition(rater: Rater, label: string): number | null {
  switch (rater) {
    case "AllSides":
      return ALLSIDES_POSITIONS[labelWords(label)] ?? null;
    case "MBFC":
      return mbfcPosition(label);
  }
}

/** Factuality positions, lowest first, so a mean can be taken and rounded. */
export const FACTUALITY_BY_POSITION: readonly Exclude<Factuality, "unknown">[] = ["veryLow", "low", "mixed", "mostlyFactual", "high", "veryHigh"];

const MBFC_FACTUALITY: Readonly<Record<string, number>> = {
  "very low": 0,
  low: 1,
  mixed: 2,
  "mostly factual": 3,
  high: 4,
  "very high": 5,
};

/** A rater's factuality label as a position, or null. AllSides rates no factuality. */
export function factualityPosition(rater: Rater, label: string): number | null {
  switch (rater) {
    case "AllSides":
      return null;
    case "MBFC":
      return MBFC_FACTUALITY[labelWords(label)] ?? null;
  }
}
