import { describe, expect, it } from "vitest";
import type { Bias } from "@/lib/news/bias-scale";
import { sideSummaries, type SideArticle } from "./side-summaries";

let id = 0;
const article = (bias: Bias, outletName: string, description: string, title = `${outletName} headline about the vote`): SideArticle => ({
  id: ++id,
  title,
  description,
  outletId: outletName.toLowerCase(),
  outletName,
  bias,
  publishedAt: Date.UTC(2026, 10, 1, id),
});

describe("how each side tells it (issue 22)", () => {
  it("summarises each covered side from its own articles, each sentence naming its source", () => {
    const left = article("left", "Leftpost", "Advocates hailed the minimum wage vote as a long overdue raise for millions of workers.");
    const leanLeft = article("leanLeft", "Progress Daily", "Workers across the state will see their pay rise after the minimum wage vote.");
    const right = article("right", "Rightwire", "Small business owners warned the minimum wage vote will cost jobs in rural towns.");
    const unrated = article("unknown", "Nobody Rates Us", "An unrated outlet wrote about the minimum wage vote in great detail today.");
    const summaries = sideSummaries([left, leanLeft, right, unrated]);
    expect(summaries.map((summary) => [summary.side, summary.articleCount])).toEqual([
      ["left", 2],
      ["right", 1],
    ]);
    const leftIds = summaries[0]!.sentences.map((sentence) => sentence.articleId);
    expect(leftIds.every((articleId) => articleId === left.id || articleId === leanLeft.id)).toBe(true);
    expect(summaries[1]!.sentences).toEqual([{ text: right.description, articleId: right.id, outletId: "rightwire", outletName: "Rightwire" }]);
  });

  it("is empty for a story only one side covers", () => {
    expect(sideSummaries([article("center", "Middle", "The council approved the budget after a short debate on Tuesday night."), article("center", "Median", "A short debate preceded the council's budget approval late on Tuesday.")])).toEqual([]);
  });

  it("shows a side's headlines when its articles have no whole sentence", () => {
    const summaries = sideSummaries([article("left", "Stub", "", "Vote passes"), article("right", "Other", "The vote passed narrowly in the state senate on Monday afternoon.")]);
    expect(summaries[0]!.sentences).toEqual([{ text: "Vote passes", articleId: id - 1, outletId: "stub", outletName: "Stub" }]);
  });
});
