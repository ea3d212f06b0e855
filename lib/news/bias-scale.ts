// The 7-point bias scale of spec §1, plus "unknown" for outlets nobody has rated.
export const BIAS_VALUES = ["farLeft", "left", "leanLeft", "center", "leanRight", "right", "farRight", "unknown"] as const;
export type Bias = (typeof BIAS_VALUES)[number];
export type RatedBias = Exclude<Bias, "unknown">;

// The three sides a story's coverage is summarised into (ARCHITECTURE.md §4, spec §3).
export type Side = "left" | "center" | "right";

export function sideOf(bias: Bias): Side | null {
  switch (bias) {
    case "farLeft":
    case "left":
    case "leanLeft":
      return "left";
    case "center":
      return "center";
    case "leanRight":
    case "right":
    case "farRight":
      return "right";
    case "unknown":
      return null;
  }
}

export const FACTUALITY_VALUES = ["veryHigh", "high", "mostlyFactual", "mixed", "low", "veryLow", "unknown"] as const;
export type Factuality = (typeof FACTUALITY_VALUES)[number];
