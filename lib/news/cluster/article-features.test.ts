import { describe, expect, it } from "vitest";
import { DEFAULT_FEATURE_WEIGHTS, extractFeatures } from "./article-features";
import { Corpus } from "./corpus";
import { ClusterWorkspace } from "./workspace";

const workspace = new ClusterWorkspace();

describe("extractFeatures", () => {
  const corpus = () => new Corpus();
  // Made-up words: no stopwords, no stems to strip, each its own key.
  const words = Array.from({ length: 400 }, (_, i) => `zq${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}x`);

  it("weighs every word of a very long headline, however many keys it has", () => {
    const { vector } = extractFeatures({ title: words.join(" "), lead: "" }, corpus(), DEFAULT_FEATURE_WEIGHTS, workspace, false);
    // With no statistics every key weighs the same per occurrence; single words (3) outweigh pairs (1.5).
    const kept = [...words].sort().slice(0, DEFAULT_FEATURE_WEIGHTS.maxTerms);
    expect(vector.keys).toEqual(kept);
    for (const weight of vector.weights) expect(weight).toBeCloseTo(1 / Math.sqrt(kept.length), 12);
  });

  it("reads an article the same whether or not a long one came before it", () => {
    const stats = corpus();
    const article = { title: "Senate passes budget deal as Schumer and McConnell agree", lead: "The Senate passed the budget deal on Friday; Schumer said the budget deal ends the standoff." };
    const before = extractFeatures(article, stats, DEFAULT_FEATURE_WEIGHTS, workspace, false);
    extractFeatures({ title: words.join(" "), lead: words.slice(0, 50).join(" ") }, stats, DEFAULT_FEATURE_WEIGHTS, workspace, false);
    const after = extractFeatures(article, stats, DEFAULT_FEATURE_WEIGHTS, workspace, false);
    expect(after.vector).toEqual(before.vector);
    expect([...after.entities]).toEqual([...before.entities]);
    expect(after.vector.keys).toContain("budget_deal");
  });
});
