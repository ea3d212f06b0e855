import { describe, expect, it } from "vitest";
import type { Bias } from "@/lib/news/bias-scale";
import { biasDistribution } from "./bias-distribution";

/** One member per outlet: `outlets("left", 2)` → two distinct left outlets. */
function outlets(bias: Bias, count: number, prefix = bias) {
  return Array.from({ length: count }, (_, index) => ({ outletId: `${prefix}-${index}`, bias }));
}

describe("biasDistribution", () => {
  it("counts an outlet with several articles on the story once", () => {
    const members = [
      { outletId: "cnn", bias: "leanLeft" as const },
      { outletId: "cnn", bias: "leanLeft" as const },
      { outletId: "cnn", bias: "leanLeft" as const },
      { outletId: "fox", bias: "right" as const },
    ];
    const distribution = biasDistribution(members);
    expect(distribution.sourceCount).toBe(2);
    expect(distribution.perBias.leanLeft).toBe(1);
    expect(distribution).toMatchObject({ left: 50, center: 0, right: 50, ratedCount: 2 });
  });

  it("groups the 7-point scale into left, centre and right", () => {
    const members = [
      ...outlets("farLeft", 1),
      ...outlets("left", 1),
      ...outlets("leanLeft", 2),
      ...outlets("center", 2),
      ...outlets("leanRight", 1),
      ...outlets("right", 1),
      ...outlets("farRight", 2),
    ];
    expect(biasDistribution(members)).toMatchObject({ left: 40, center: 20, right: 40, ratedCount: 10, sourceCount: 10 });
  });

  it("leaves unrated outlets out of the percentages but counts them as sources", () => {
    const distribution = biasDistribution([...outlets("left", 1), ...outlets("center", 1), ...outlets("unknown", 3)]);
    expect(distribution).toMatchObject({ sourceCount: 5, ratedCount: 2, left: 50, center: 50, right: 0 });
    expect(distribution.perBias.unknown).toBe(3);
  });

  it("gives the centre the remainder where rounding all three would make 101", () => {
    // 3/8 = 37.5 % each side would round up to 38 + 38 + 25 = 101; centre gets 24.
    const distribution = biasDistribution([...outlets("left", 3), ...outlets("center", 2), ...outlets("right", 3)]);
    expect(distribution).toMatchObject({ left: 38, center: 24, right: 38 });
  });

  it("gives the centre the remainder where rounding all three would make 99", () => {
    // 1/3 each: 33 + 33 + 33 = 99; centre gets 34.
    const distribution = biasDistribution([...outlets("left", 1), ...outlets("center", 1), ...outlets("right", 1)]);
    expect(distribution).toMatchObject({ left: 33, center: 34, right: 33 });
  });

  it("never shows a negative centre when both sides round up by a half and nobody in the centre covers it", () => {
    // 67/200 = 33.5 % and 133/200 = 66.5 %: the smaller side yields the point.
    const distribution = biasDistribution([...outlets("left", 67), ...outlets("right", 133)]);
    expect(distribution).toMatchObject({ left: 33, center: 0, right: 67 });
    const mirrored = biasDistribution([...outlets("left", 133), ...outlets("right", 67)]);
    expect(mirrored).toMatchObject({ left: 67, center: 0, right: 33 });
  });

  it("always adds up to 100 whenever one rated outlet covers the story", () => {
    for (let left = 0; left <= 12; left++)
      for (let center = 0; center <= 12; center++)
        for (let right = 0; right <= 12; right++) {
          if (left + center + right === 0) continue;
          const d = biasDistribution([...outlets("leanLeft", left), ...outlets("center", center), ...outlets("leanRight", right)]);
          expect(d.left + d.center + d.right).toBe(100);
          expect(Math.min(d.left, d.center, d.right)).toBeGreaterThanOrEqual(0);
        }
  });

  it("shows 0 / 0 / 0 when only unrated outlets cover the story", () => {
    expect(biasDistribution(outlets("unknown", 4))).toMatchObject({ sourceCount: 4, ratedCount: 0, left: 0, center: 0, right: 0 });
  });

  it("shows 100 % for a side that alone covers the story", () => {
    expect(biasDistribution([...outlets("right", 2), ...outlets("farRight", 1)])).toMatchObject({ left: 0, center: 0, right: 100 });
    expect(biasDistribution(outlets("leanLeft", 1))).toMatchObject({ left: 100, center: 0, right: 0 });
  });

  it("is empty for a story without members", () => {
    expect(biasDistribution([])).toMatchObject({ sourceCount: 0, ratedCount: 0, left: 0, center: 0, right: 0 });
  });
});
