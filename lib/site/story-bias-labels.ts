import type { Bias, Factuality, Side } from "@/lib/news/bias-scale";

// Reader-facing words for the engine's values (spec §1's 7-point scale, MBFC's factuality grades and the
// ownership types of lib/outlets). One table each, so the story, outlet and ratings pages agree.

export const BIAS_LABELS: Record<Bias, string> = {
  farLeft: "Far Left",
  left: "Left",
  leanLeft: "Lean Left",
  center: "Center",
  leanRight: "Lean Right",
  right: "Right",
  farRight: "Far Right",
  unknown: "Not rated",
};

export const SIDE_LABELS: Record<Side, string> = { left: "Left", center: "Center", right: "Right" };

export const FACTUALITY_LABELS: Record<Factuality, string> = {
  veryHigh: "Very high",
  high: "High",
  mostlyFactual: "Mostly factual",
  mixed: "Mixed",
  low: "Low",
  veryLow: "Very low",
  unknown: "Not rated",
};

/** The label of a stored bias value; anything the scale does not know reads as not rated. */
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
