import { describe, expect, it } from "vitest";
import type { Bias } from "@/lib/news/bias-scale";
import { biasDistribution } from "./bias-distribution";
import { BLINDSPOT_RULE_TEXT, DEFAULT_BLINDSPOT_RULE, blindspotLabel, blindspotSide, describeBlindspotRule } from "./blindspot";

function coverage(counts: Partial<Record<Bias, number>>) {
  const members = Object.entries(counts).flatMap(([bias, count]) =>
    Array.from({ length: count ?? 0 }, (_, index) => ({ outletId: `${bias}-${index}`, bias: bias as Bias })),
  );
  return biasDistribution(members);
}

describe("blindspotSide", () => {
  it("calls a story covered only by the right a blindspot for the left", () => {
    expect(blindspotSide(coverage({ right: 2, leanRight: 1, farRight: 1 }))).toBe("left");
  });

  it("calls a story covered only by the left a blindspot for the right", () => {
    expect(blindspotSide(coverage({ left: 2, leanLeft: 2 }))).toBe("right");
  });

  it("needs at least three rated outlets", () => {
    expect(blindspotSide(coverage({ right: 2 }))).toBeNull();
    expect(blindspotSide(coverage({ right: 2, unknown: 5 }))).toBeNull();
    expect(blindspotSide(coverage({ right: 3 }))).toBe("left");
  });

  it("tolerates one outlet of the missing side once it is at most a fifth of the coverage", () => {
    expect(blindspotSide(coverage({ leanLeft: 1, right: 4 }))).toBe("left"); // 20 %
    expect(blindspotSide(coverage({ leanLeft: 1, right: 3 }))).toBeNull(); // 25 %
  });

  it("needs the other side to carry at least half of the coverage", () => {
    // Left 0 %, right 40 %, centre 60 %: the left misses it, but so does the right largely.
    expect(blindspotSide(coverage({ center: 3, right: 2 }))).toBeNull();
    // Left 0 %, right 50 %: a blindspot for the left.
    expect(blindspotSide(coverage({ center: 2, right: 2 }))).toBe("left");
  });

  it("does not call a centre-only story a blindspot of either side", () => {
    expect(blindspotSide(coverage({ center: 6 }))).toBeNull();
  });

  it("does not call balanced coverage a blindspot", () => {
    expect(blindspotSide(coverage({ leanLeft: 2, center: 2, leanRight: 2 }))).toBeNull();
  });

  it("follows a stricter rule when one is given", () => {
    const strict = { minRatedSources: 5, maxMissingSideShare: 0, minOtherSideShare: 80 };
    expect(blindspotSide(coverage({ right: 4 }), strict)).toBeNull();
    expect(blindspotSide(coverage({ right: 5 }), strict)).toBe("left");
    expect(blindspotSide(coverage({ leanLeft: 1, right: 5 }), strict)).toBeNull();
  });
});

describe("the blindspot rule as readers see it", () => {
  it("states the numbers the code uses", () => {
    expect(BLINDSPOT_RULE_TEXT).toContain(`at least ${DEFAULT_BLINDSPOT_RULE.minRatedSources} rated outlets`);
    expect(BLINDSPOT_RULE_TEXT).toContain(`${DEFAULT_BLINDSPOT_RULE.maxMissingSideShare}% or less`);
    expect(BLINDSPOT_RULE_TEXT).toContain(`at least ${DEFAULT_BLINDSPOT_RULE.minOtherSideShare}%`);
    expect(BLINDSPOT_RULE_TEXT).toContain("blindspot for the left when left-leaning outlets");
  });

  it("changes when the rule changes", () => {
    const text = describeBlindspotRule({ minRatedSources: 7, maxMissingSideShare: 10, minOtherSideShare: 65 });
    expect(text).toContain("at least 7 rated outlets");
    expect(text).toContain("10% or less");
    expect(text).toContain("at least 65%");
  });

  it("labels a story card by the side that misses it", () => {
    expect(blindspotLabel("left")).toBe("Blindspot for the left");
  });
});
