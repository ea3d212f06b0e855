import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEFAULT_OPTIONS } from "@/lib/news/cluster/story-clusterer";
import { groupingReasons, SPLIT_RULE_WORDS, type SplitWhy } from "@/lib/site/story-grouping";
import { testArticle } from "@/lib/site/story-test-articles";
import { GroupingReasonsBox } from "./grouping-reasons";

// "Why split" in the story page's why-grouped box (issue 26): the reason the split pass recorded, in
// words, for each of its two rules.
function text(split: SplitWhy, moved: number): string {
  const articles = Array.from({ length: moved }, (_, i) => testArticle(`outlet${i}`, "center", `2026-11-20T0${i + 1}:00:00Z`, { why: { score: 0.4, sharedTerms: ["roof"], sharedEntities: [], split } }));
  const html = renderToStaticMarkup(<GroupingReasonsBox reasons={groupingReasons(articles)} articleCount={articles.length} />);
  return html.replace(/<[^>]+>/g, "");
}

describe("why split", () => {
  it("says the two groups' mean similarity fell below the split threshold, with each side's own", () => {
    expect(text({ fromStoryId: 7, rule: "threshold", score: 0.08, within: 0.51, kept: 0.47 }, 2)).toContain(
      "Why split: 2 articles were taken out of another story because they had too little in common with the reports that stayed there: a mean similarity of 0.08 between the two groups, below the 0.22 at which a story is split (against 0.51 among the 2 articles that left and 0.47 among the reports that stayed).",
    );
  });

  it("says a loose report's similarity with the others was under the core share of theirs", () => {
    expect(text({ fromStoryId: 7, rule: "core", score: 0.3, within: null, kept: 0.95 }, 1)).toContain(
      "Why split: 1 article was taken out of another story because it had too little in common with the reports that stayed there: a mean similarity of 0.30 with them, less than 0.4 times the 0.95 those reports have among themselves.",
    );
  });

  it("says a full text's similarity with the rest of its story was under the fit floor (issue 26, eighth round)", () => {
    expect(text({ fromStoryId: 7, rule: "fit", score: 0.19, within: null, kept: 0.41, rules: [], before: 0.19 }, 1)).toContain(
      "Why split: 1 article was taken out of another story because it had too little in common with the reports that stayed there: a similarity of 0.19 with the rest of the story, below the 0.22 at which an article with a full text leaves a story of three or more.",
    );
  });

  it("names no grouping rule when the words alone split them, or for a split stored before the rules were recorded", () => {
    expect(text({ fromStoryId: 7, rule: "threshold", score: 0.08, within: 0.51, kept: 0.47, rules: [], before: 0.08 }, 2)).not.toContain("grouping rules");
    expect(text({ fromStoryId: 7, rule: "threshold", score: 0.08, within: 0.51, kept: 0.47 }, 2)).not.toContain("grouping rules");
  });

  // One case per rule of the split pass (lib/news/cluster/split-stories.ts), as the engine stores it.
  const RULES = [
    ["stage", "their headlines name different stages of a court case (such as a plea and a sentence)"],
    ["genre", "one side is a photo gallery or an interview programme, the other a news report"],
    ["reaction", "one side\u2019s headline announces others\u2019 reactions to the news (such as posts on social media, a late-night host\u2019s jokes or a celebrity cheering in the stands), not the news itself"],
    ["time", "they were published more than 16 hours apart"],
    ["broad", "they share only words found in many other headlines (such as \u201cTrump\u201d or \u201cHouse\u201d), no name or term of their own"],
    ["conflict", "each headline names a place, organisation or person that the other report never mentions (such as two shootings in two cities)"],
    ["anchor", "most of what they share rests on a single word or name"],
  ] as const;
  for (const [rule, words] of RULES)
    it(`says the ${rule} rule lowered the score, from what, and that it decided the split`, () => {
      expect(text({ fromStoryId: 7, rule: "threshold", score: 0.2, within: null, kept: null, rules: [rule], before: 0.4 }, 1)).toContain(
        `below the 0.22 at which a story is split. The grouping rules lowered it from 0.40, what the words alone give: ${words}. Without these rules the story would have stayed whole.`,
      );
    });

  it("gives the time rule's hours as the split pass's own free gap is set (whole hours it exceeds)", () => {
    // The words are written out (story-grouping.ts imports nothing of the clusterer); this keeps them true when the gap is re-tuned.
    expect(SPLIT_RULE_WORDS.time).toBe(`they were published more than ${Math.floor(DEFAULT_OPTIONS.splitFreeGapDays * 24)} hours apart`);
  });

  it("names several rules, most pairs first, and does not claim they decided a split the words made alone", () => {
    const said = text({ fromStoryId: 7, rule: "threshold", score: 0.1, within: null, kept: null, rules: ["time", "anchor"], before: 0.18 }, 1);
    expect(said).toContain("The grouping rules lowered it from 0.18, what the words alone give: they were published more than 16 hours apart; most of what they share rests on a single word or name.");
    expect(said).not.toContain("Without these rules");
  });

  it("names the rules for a loose report taken out of the core too", () => {
    expect(text({ fromStoryId: 7, rule: "core", score: 0.3, within: null, kept: 0.95, rules: ["anchor"], before: 0.51 }, 1)).toContain(
      "less than 0.4 times the 0.95 those reports have among themselves. The grouping rules lowered it from 0.51, what the words alone give: most of what they share rests on a single word or name.",
    );
  });
});
