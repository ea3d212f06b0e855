import { describe, expect, it } from "vitest";
import { leanLabel } from "@/lib/personas/lean";
import { BIAS_LABELS, biasLabel, SIDE_LABELS } from "./bias-labels";
import { BIAS_VALUES } from "./bias-scale";

describe("the site's bias labels (one wording everywhere)", () => {
  it("names the 7-point scale in the spec's words, sentence case", () => {
    expect(BIAS_VALUES.map((bias) => BIAS_LABELS[bias])).toEqual(["Far left", "Left", "Lean left", "Centre", "Lean right", "Right", "Far right", "Not rated"]);
  });

  it("uses the same words for the three sides, a persona's lean and a stored value", () => {
    expect(SIDE_LABELS).toEqual({ left: BIAS_LABELS.left, center: BIAS_LABELS.center, right: BIAS_LABELS.right });
    expect(leanLabel({ from: "leanLeft", to: "center" })).toBe(`${BIAS_LABELS.leanLeft} / ${BIAS_LABELS.center}`);
    expect(biasLabel("leanRight")).toBe("Lean right");
    expect(biasLabel("made-up")).toBe("Not rated");
  });
});
