import { describe, expect, it } from "vitest";
import type { Bias } from "@/lib/news/bias-scale";
import { sideContexts, sideSummaries, sideSummaryFromReply, sideSummaryMessages, type SideArticle } from "./side-summaries";

let id = 0;
const article = (bias: Bias, outletName: string, description: string, title = `${outletName} headline about the vote`): SideArticle => ({
  id: ++id,
  title,
  description,
  url: `https://${outletName.toLowerCase().replace(/\s+/g, "")}.example/${id}`,
  outletId: outletName.toLowerCase(),
  outletName,
  bias,
  publishedAt: Date.UTC(2026, 10, 1, id),
});

const left = article("left", "Leftpost", "Advocates hailed the minimum wage vote as a long overdue raise for millions of workers.");
const leanLeft = article("leanLeft", "Progress Daily", "Workers across the state will see their pay rise after the minimum wage vote.");
const right = article("right", "Rightwire", "Small business owners warned the minimum wage vote will cost jobs in rural towns.");
const unrated = article("unknown", "Nobody Rates Us", "An unrated outlet wrote about the minimum wage vote in great detail today.");

describe("how each side tells it (issue 22)", () => {
  it("summarises each covered side from its own articles, each sentence naming its source", () => {
    const summaries = sideSummaries([left, leanLeft, right, unrated]);
    expect(summaries.map((summary) => [summary.side, summary.articleCount, summary.via])).toEqual([
      ["left", 2, "extractive"],
      ["right", 1, "extractive"],
    ]);
    const leftIds = summaries[0]!.sentences.flatMap((sentence) => sentence.sources.map((source) => source.articleId));
    expect(leftIds.length).toBeGreaterThan(0);
    expect(leftIds.every((articleId) => articleId === left.id || articleId === leanLeft.id)).toBe(true);
    expect(summaries[1]!.sentences).toEqual([{ text: right.description, sources: [{ articleId: right.id, url: right.url, outletName: "Rightwire" }] }]);
  });

  it("is empty for a story only one side covers", () => {
    expect(sideSummaries([article("center", "Middle", "The council approved the budget after a short debate on Tuesday night."), article("center", "Median", "A short debate preceded the council's budget approval late on Tuesday.")])).toEqual([]);
  });

  it("shows a side's headlines when its articles have no whole sentence", () => {
    const stub = article("left", "Stub", "", "Vote passes");
    const summaries = sideSummaries([stub, article("right", "Other", "The vote passed narrowly in the state senate on Monday afternoon.")]);
    expect(summaries[0]!.sentences).toEqual([{ text: "Vote passes", sources: [{ articleId: stub.id, url: stub.url, outletName: "Stub" }] }]);
  });

  it("gives a model only that side's sentences, and keeps the sources its summary cites", () => {
    const [leftSide, rightSide] = sideContexts([left, leanLeft, right]);
    const prompt = sideSummaryMessages(leftSide!)[1]!.content;
    expect(prompt).toContain("Left outlets' sentences:");
    expect(prompt).toContain(`(Leftpost) ${left.description}`);
    expect(prompt).not.toContain("Small business owners");
    const cited = leftSide!.context.find((source) => source.articleId === leanLeft.id)!;
    expect(sideSummaryFromReply(leftSide!, `Left outlets stress higher pay for workers [${cited.n}].`)).toEqual({
      side: "left",
      articleCount: 2,
      via: "model",
      sentences: [{ text: "Left outlets stress higher pay for workers.", sources: [{ articleId: leanLeft.id, url: leanLeft.url, outletName: "Progress Daily" }] }],
    });
    expect(sideSummaryFromReply(rightSide!, "Business is worried.")).toBeNull();
  });
});
