import { describe, expect, it } from "vitest";
import { deriveBias, isHalfway, roundBiasMean } from "./derive-bias";
import type { RatingInput } from "./outlet-schema";
import { biasPosition } from "./rating-scales";

const allSides = (label: string, date = "2022-09-28"): RatingInput => ({ rater: "AllSides", label, date });
const mbfc = (label: string, date = "2026-08-19"): RatingInput => ({ rater: "MBFC", label, date });

describe("reading each rater's scale", () => {
  it("reads AllSides' five points, and Mixed as no position", () => {
    expect(["Left", "Lean Left", "Center", "Lean Right", "Right"].map((label) => deriveBias([allSides(label)]).bias)).toEqual([
      "left", "leanLeft", "center", "leanRight", "right",
    ]);
    expect(deriveBias([allSides("Mixed")]).bias).toBe("unknown");
  });

  it("reads MBFC's seven points, from extreme-left to extreme-right", () => {
    const labels = ["extreme-left", "left", "left-center", "center", "right-center", "right", "extreme-right"];
    expect(labels.map((label) => deriveBias([mbfc(label)]).bias)).toEqual(["farLeft", "left", "leanLeft", "center", "leanRight", "right", "farRight"]);
  });

  it("reads MBFC's free-text labels by their words", () => {
    expect(biasPosition("MBFC", "least biased")).toBe(0);
    expect(biasPosition("MBFC", "far left")).toBe(-3);
    expect(biasPosition("MBFC", "far-right conspiracy-pseudoscience")).toBe(3);
    expect(biasPosition("MBFC", "left biased")).toBe(-2);
    expect(biasPosition("MBFC", "right conspiracy- pseudoscience")).toBe(2);
    expect(biasPosition("MBFC", "left center")).toBe(-1);
    expect(biasPosition("MBFC", "center-right")).toBe(1);
    expect(biasPosition("MBFC", "Left-Center")).toBe(-1);
  });

  it("gives no position to MBFC categories without a direction", () => {
    for (const label of ["fake-news", "conspiracy-pseudoscience", "pro-science", "satire", "pseudoscience", "not rated", "unrated", ""]) {
      expect(biasPosition("MBFC", label), label).toBeNull();
    }
  });
});

describe("combining ratings (deriveBias)", () => {
  it("takes the mean of each rater's newest rating", () => {
    const result = deriveBias([allSides("Lean Left"), mbfc("left-center"), mbfc("left", "2018-10-31")]);
    expect(result.bias).toBe("leanLeft");
    expect(result.basis).toBe('Mean of AllSides "Lean Left" (2022-09-28) and MBFC "left-center" (2026-08-19) is -1 → leanLeft.');
  });

  it("lets an older rating stand in when the rater's newest has no direction", () => {
    const result = deriveBias([mbfc("fake-news"), mbfc("right", "2024-06-16"), mbfc("right-center", "2018-10-31")]);
    expect(result.bias).toBe("right");
    expect(result.basis).toContain('MBFC "right" (2024-06-16)');
  });

  it("ignores the order the ratings are listed in", () => {
    const ratings = [mbfc("left", "2018-10-31"), allSides("Center"), mbfc("left-center", "2026-08-19")];
    expect(deriveBias(ratings)).toEqual(deriveBias([...ratings].reverse()));
  });

  it("shows raters who disagree by two points at the point between them", () => {
    expect(deriveBias([allSides("Lean Left"), mbfc("right-center")]).bias).toBe("center");
    expect(deriveBias([allSides("Left"), mbfc("center")]).bias).toBe("leanLeft");
  });

  it("puts an outlet halfway between the centre and a lean at the centre, and says so", () => {
    const result = deriveBias([allSides("Center"), mbfc("left-center")]);
    expect(result.bias).toBe("center");
    expect(result.basis).toBe(
      'Mean of AllSides "Center" (2022-09-28) and MBFC "left-center" (2026-08-19) is -0.5 (halfway between the centre and a lean: the centre) → center.',
    );
    expect(deriveBias([allSides("Center"), mbfc("right-center")]).bias).toBe("center");
    expect(roundBiasMean(-0.5)).toBe(0);
    expect(roundBiasMean(0.5)).toBe(0);
    expect(roundBiasMean(0.51)).toBe(1);
    expect(roundBiasMean(-0.49)).toBe(0);
  });

  it("breaks a tie further out away from the centre, so a rater's far label can show", () => {
    expect(deriveBias([allSides("Right"), mbfc("extreme right")]).bias).toBe("farRight");
    expect(deriveBias([allSides("Left"), mbfc("far left")]).bias).toBe("farLeft");
    expect(deriveBias([allSides("Left"), mbfc("left-center")]).bias).toBe("left");
    // Just the News (issue 27): AllSides "Center" with MBFC's "extreme right" is +1.5, shown Right.
    expect(deriveBias([allSides("Center"), mbfc("extreme right", "2024-06-16")]).bias).toBe("right");
    expect(roundBiasMean(1.5)).toBe(2);
    expect(roundBiasMean(-2.5)).toBe(-3);
  });

  it("tells a halfway mean from any other", () => {
    expect([-2.5, -0.5, 0.5, 1.5].every(isHalfway)).toBe(true);
    expect([-2, -1, 0, 1 / 3, 1].some(isHalfway)).toBe(false);
  });

  it("is unknown with no rating, or no rating that places the outlet", () => {
    expect(deriveBias([])).toEqual({ bias: "unknown", basis: "Not rated.", mean: null });
    expect(deriveBias([allSides("Mixed"), mbfc("fake-news")])).toEqual({ bias: "unknown", basis: "No rating places this outlet left or right.", mean: null });
  });

  it("uses the one usable rating alone when only one rater places the outlet", () => {
    expect(deriveBias([allSides("Mixed"), mbfc("right-center")])).toEqual({ bias: "leanRight", basis: 'MBFC "right-center" (2026-08-19) → leanRight.', mean: 1 });
  });
});
