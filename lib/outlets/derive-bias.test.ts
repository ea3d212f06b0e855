import { describe, expect, it } from "vitest";
import { deriveBias, roundAwayFromCentre } from "./derive-bias";
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

  it("breaks a half-point tie away from the centre, so a rater's far label can show", () => {
    expect(deriveBias([allSides("Right"), mbfc("extreme right")]).bias).toBe("farRight");
    expect(deriveBias([allSides("Left"), mbfc("far left")]).bias).toBe("farLeft");
    expect(deriveBias([allSides("Center"), mbfc("left-center")]).bias).toBe("leanLeft");
    expect(deriveBias([allSides("Center"), mbfc("right-center")]).bias).toBe("leanRight");
    expect(deriveBias([allSides("Left"), mbfc("left-center")]).bias).toBe("left");
    expect(roundAwayFromCentre(-0.5)).toBe(-1);
    expect(roundAwayFromCentre(0.49)).toBe(0);
    expect(roundAwayFromCentre(1.5)).toBe(2);
  });

  it("is unknown with no rating, or no rating that places the outlet", () => {
    expect(deriveBias([])).toEqual({ bias: "unknown", basis: "Not rated." });
    expect(deriveBias([allSides("Mixed"), mbfc("fake-news")])).toEqual({ bias: "unknown", basis: "No rating places this outlet left or right." });
  });

  it("uses the one usable rating alone when only one rater places the outlet", () => {
    expect(deriveBias([allSides("Mixed"), mbfc("right-center")])).toEqual({ bias: "leanRight", basis: 'MBFC "right-center" (2026-08-19) → leanRight.' });
  });
});
