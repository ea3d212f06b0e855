import type { Bias, Side } from "@/lib/news/bias-scale";

// Fill colours of the 7-point scale, built from the reader's bias colours (--color-bias-left/right,
// spec §4) so the us and international schemes both apply: the lean buckets are the side colour
// lightened, the far buckets darkened. Values for an inline `style` (SVG fill or CSS background).
const mix = (variable: string, amount: number, towards: string) => `color-mix(in srgb, var(${variable}) ${amount}%, ${towards})`;

export const BIAS_FILL: Record<Bias, string> = {
  farLeft: mix("--color-bias-left", 70, "#000000"),
  left: "var(--color-bias-left)",
  leanLeft: mix("--color-bias-left", 55, "#ffffff"),
  center: "var(--color-bias-center)",
  leanRight: mix("--color-bias-right", 55, "#ffffff"),
  right: "var(--color-bias-right)",
  farRight: mix("--color-bias-right", 70, "#000000"),
  unknown: "#d4d4d4",
};

export const SIDE_FILL: Record<Side, string> = {
  left: "var(--color-bias-left)",
  center: "var(--color-bias-center)",
  right: "var(--color-bias-right)",
};
