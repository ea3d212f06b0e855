import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { groupingReasons, type SplitWhy } from "@/lib/site/story-grouping";
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
});
