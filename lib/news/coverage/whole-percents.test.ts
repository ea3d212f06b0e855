import { describe, expect, it } from "vitest";
import { largestRemainderPercents, sidePercents } from "./whole-percents";

describe("sidePercents (spec §3: whole percents, centre the remainder of 100)", () => {
  it("rounds left and right and gives the centre the rest", () => {
    // 1/3 each: 33 + 33, centre 100 − 66 = 34 (rounding all three would give 99).
    expect(sidePercents({ left: 1, center: 1, right: 1 })).toEqual({ left: 33, center: 34, right: 33 });
    // 3/8 each side: 37.5 → 38 + 38, centre 24 (rounding all three would give 101).
    expect(sidePercents({ left: 3, center: 2, right: 3 })).toEqual({ left: 38, center: 24, right: 38 });
  });

  it("lets the smaller side yield the point when both round up past 100 with no centre", () => {
    expect(sidePercents({ left: 67, center: 0, right: 133 })).toEqual({ left: 33, center: 0, right: 67 });
    expect(sidePercents({ left: 133, center: 0, right: 67 })).toEqual({ left: 67, center: 0, right: 33 });
  });

  it("reads fractional weights (story reads split across outlets) and nothing as all 0", () => {
    expect(sidePercents({ left: 0.5, center: 0.25, right: 0.25 })).toEqual({ left: 50, center: 25, right: 25 });
    expect(sidePercents({ left: 0, center: 0, right: 0 })).toEqual({ left: 0, center: 0, right: 0 });
  });
});

describe("largestRemainderPercents (distributions over more keys)", () => {
  it("always adds up to 100, the spare points to the largest fractions, ties to the earlier key", () => {
    expect(largestRemainderPercents({ a: 1, b: 1, c: 1 })).toEqual({ a: 34, b: 33, c: 33 });
    expect(largestRemainderPercents({ a: 1, b: 2, c: 4 })).toEqual({ a: 14, b: 29, c: 57 });
  });

  it("gives all 0 when nothing weighs and ignores negative weights", () => {
    expect(largestRemainderPercents({ a: 0, b: 0 })).toEqual({ a: 0, b: 0 });
    expect(largestRemainderPercents({ a: -5, b: 1 })).toEqual({ a: 0, b: 100 });
  });
});
