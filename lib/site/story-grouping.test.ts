import { describe, expect, it } from "vitest";
import { groupingReasons } from "./story-grouping";
import { coverageTimeline } from "./story-timeline";
import { testArticle } from "./story-test-articles";

const founder = testArticle("lefty", "left", "2026-11-20T07:00:00Z", { why: { score: 0.1, sharedTerms: [], sharedEntities: [], split: null } });
const second = testArticle("middle", "center", "2026-11-20T08:00:00Z", {
  why: { score: 0.42, sharedTerms: ["infrastructure bill", "senate", "$1.2 trillion"], sharedEntities: ["Senate", "Schumer"], split: null },
});
const third = testArticle("righty", "right", "2026-11-20T09:30:00Z", {
  why: { score: 0.31, sharedTerms: ["senate", "republicans"], sharedEntities: ["senate", "Republicans"], split: null },
});

describe("why the articles were grouped", () => {
  const reasons = groupingReasons([third, founder, second]);

  it("names the outlet that started the story and counts the articles that joined by a match", () => {
    expect(reasons.starter).toEqual({ outletName: "Lefty", publishedAt: "2026-11-20T07:00:00Z" });
    expect(reasons.joinedCount).toBe(2);
  });

  it("puts the names and words most articles share first, counting each case-insensitively once", () => {
    expect(reasons.entities[0]).toEqual({ text: "Senate", articles: 2 });
    expect(reasons.entities.map((cue) => cue.text)).toEqual(["Senate", "Schumer", "Republicans"]);
    expect(reasons.terms[0]).toEqual({ text: "senate", articles: 2 });
  });

  it("gives the range of the joining scores, leaving out the starter's shortfall", () => {
    expect(reasons.scores).toEqual({ lowest: 0.31, highest: 0.42 });
  });

  it("keeps to the limits", () => {
    expect(groupingReasons([founder, second, third], { entities: 1, terms: 2 }).terms).toHaveLength(2);
  });

  it("has nothing to explain for a story of one article", () => {
    expect(groupingReasons([founder])).toMatchObject({ joinedCount: 0, entities: [], terms: [], scores: null });
  });
});

describe("the coverage timeline", () => {
  it("lists every article in order with its side and the time since the first report", () => {
    const timeline = coverageTimeline([third, founder, second, testArticle("nobody", "unknown", "2026-11-20T10:00:00Z")]);
    expect(timeline.map((entry) => [entry.outletId, entry.side, entry.sinceFirstMs / 60_000])).toEqual([
      ["lefty", "left", 0],
      ["middle", "center", 60],
      ["righty", "right", 150],
      ["nobody", null, 180],
    ]);
  });
});

describe("why split", () => {
  const split = { fromStoryId: 41, rule: "threshold" as const, score: 0.08, within: 0.51, kept: 0.47 };
  const moved = (outletId: string, at: string) => testArticle(outletId, "center", at, { why: { score: 0.4, sharedTerms: ["bridge"], sharedEntities: [], split } });

  it("gives each story the articles came out of once, with how many came and the recorded scores", () => {
    const reasons = groupingReasons([moved("a", "2026-11-20T08:00:00Z"), founder, moved("b", "2026-11-20T09:00:00Z")]);
    expect(reasons.splits).toEqual([{ ...split, articles: 2 }]);
  });

  it("has no split to tell when no article was moved by one", () => {
    expect(groupingReasons([founder, second, third]).splits).toEqual([]);
  });
});
