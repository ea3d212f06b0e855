import { describe, expect, it } from "vitest";
import type { Bias } from "@/lib/news/bias-scale";
import { halfwayCounts, sideCounts, sideCountsPerEdition } from "./edition-counts";
import type { RatingInput } from "./outlet-schema";

const outlet = (bias: Bias, editions: string[]) => ({ bias, editions });
const allSides = (label: string): RatingInput => ({ rater: "AllSides", label, date: "2022-09-28" });
const mbfc = (label: string): RatingInput => ({ rater: "MBFC", label, date: "2026-08-19" });

describe("counting outlets for the pages", () => {
  it("counts each edition's outlets per side, an outlet in every edition it belongs to", () => {
    const outlets = [outlet("leanLeft", ["top-us", "top"]), outlet("farRight", ["top-us"]), outlet("center", ["top-uk"]), outlet("unknown", ["top-us"])];
    const perEdition = Object.fromEntries(sideCountsPerEdition(outlets).map(({ edition, counts }) => [edition, counts]));
    expect(perEdition["top-us"]).toEqual({ left: 1, center: 0, right: 1, unrated: 1 });
    expect(perEdition["top"]).toEqual({ left: 1, center: 0, right: 0, unrated: 0 });
    expect(perEdition["top-oceania"]).toEqual({ left: 0, center: 0, right: 0, unrated: 0 });
    expect(sideCounts(outlets)).toEqual({ left: 1, center: 1, right: 1, unrated: 1 });
  });

  it("counts the outlets the rule for halves decides, and which way", () => {
    const counts = halfwayCounts([
      { ratings: [allSides("Center"), mbfc("left-center")] }, // −0.5: the centre
      { ratings: [allSides("Center"), mbfc("right-center")] }, // +0.5: the centre
      { ratings: [allSides("Right"), mbfc("extreme-right")] }, // +2.5: far right
      { ratings: [allSides("Lean Left"), mbfc("left-center")] }, // −1: no half
      { ratings: [] },
    ]);
    expect(counts).toEqual({ toCentre: 2, outward: 1 });
  });
});
