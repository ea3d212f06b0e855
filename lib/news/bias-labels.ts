import type { Bias, Factuality, Side } from "@/lib/news/bias-scale";

// Reader-facing words for the engine's values (spec §1's 7-point scale, MBFC's factuality grades and the
// ownership types of lib/outlets). The only place they are written (issue 24: story pages said "Center"
// and "Lean Left" while onboarding said "Centre" and "Lean left"), so every page agrees. Pure.
//
// The wording is the spec's ("left, centre, right", "lean left / centre") in sentence case, like the
// factuality grades and every sentence on the site that says "the centre". A rater's own label
// ("Lean Left" from AllSides) is quoted verbatim where the site shows it as that rater's word.

export const BIAS_LABELS: Record<Bias, string> = {
  farLeft: "Far left",
  left: "Left",
  leanLeft: "Lean left",
  center: "Centre",
  leanRight: "Lean right",
  right: "Right",
  farRight: "Far right",
  unknown: "Not rated",
};

export const SIDE_LABELS: Record<Side, string> = { left: "Left", center: "Centre", right: "Right" };

export const FACTUALITY_LABELS: Record<Factuality, string> = {
  veryHigh: "Very high",
  high: "High",
  mostlyFactual: "Mostly factual",
  mixed: "Mixed",
  low: "Low",
  veryLow: "Very low",
  unknown: "Not rated",
};

/** The label of a bias value; anything the scale does not know (a stored string) reads as not rated. */
export function biasLabel(value: string): string {
  return BIAS_LABELS[value as Bias] ?? BIAS_LABELS.unknown;
}

export function factualityLabel(value: string): string {
  return FACTUALITY_LABELS[value as Factuality] ?? FACTUALITY_LABELS.unknown;
}

/** "public broadcaster" → "Public broadcaster"; no ownership type → "Unknown owner type". */
export function ownershipLabel(value: string | null): string {
  if (!value) return "Unknown owner type";
  return value.charAt(0).toUpperCase() + value.slice(1);
}
