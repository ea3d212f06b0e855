import { describe, expect, it } from "vitest";
import { DEFAULT_FEATURE_WEIGHTS, extractFeatures, heaviestIndices } from "./article-features";
import { TermStatistics } from "./term-statistics";

/** The plain way: every index sorted by weight (heaviest first), ties by key, then cut. */
function sortedCut(keys: string[], weight: number[], count: number): number[] {
  return keys
    .map((_, i) => i)
    .sort((a, b) => weight[b]! - weight[a]! || (keys[a]! < keys[b]! ? -1 : 1))
    .slice(0, Math.max(0, count));
}

describe("heaviestIndices", () => {
  it("keeps the same heaviest keys in the same order as sorting them all, ties included", () => {
    let state = 12345;
    const next = () => (state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32;
    for (let round = 0; round < 300; round++) {
      const size = Math.floor(next() * 400);
      // Few distinct weights in some rounds, so many keys tie at the cut.
      const distinct = round % 3 === 0 ? 4 : 1000;
      const keys = Array.from({ length: size }, (_, i) => `k${Math.floor(next() * 1e6)}-${i}`);
      const weight = keys.map(() => Math.floor(next() * distinct) / distinct + 0.01);
      for (const count of [0, 1, 60, 80, size, size + 5]) expect(heaviestIndices(weight, count, (i) => keys[i]!)).toEqual(sortedCut(keys, weight, count));
    }
  });
});

describe("extractFeatures", () => {
  const corpus = () => ({ terms: new TermStatistics(), text: new TermStatistics() });
  // Made-up words: no stopwords, no stems to strip, each its own key.
  const words = Array.from({ length: 400 }, (_, i) => `zq${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}x`);

  it("weighs every word of a very long headline, however many keys it has", () => {
    const { vector } = extractFeatures({ title: words.join(" "), lead: "" }, corpus(), DEFAULT_FEATURE_WEIGHTS, false);
    // With no statistics every key weighs the same per occurrence; single words (3) outweigh pairs (1.5).
    const kept = [...words].sort().slice(0, DEFAULT_FEATURE_WEIGHTS.maxTerms);
    expect(vector.keys).toEqual(kept);
    for (const weight of vector.weights) expect(weight).toBeCloseTo(1 / Math.sqrt(kept.length), 12);
  });

  it("reads an article the same whether or not a long one came before it", () => {
    const stats = corpus();
    const article = { title: "Senate passes budget deal as Schumer and McConnell agree", lead: "The Senate passed the budget deal on Friday; Schumer said the budget deal ends the standoff." };
    const before = extractFeatures(article, stats, DEFAULT_FEATURE_WEIGHTS, false);
    extractFeatures({ title: words.join(" "), lead: words.slice(0, 50).join(" ") }, stats, DEFAULT_FEATURE_WEIGHTS, false);
    const after = extractFeatures(article, stats, DEFAULT_FEATURE_WEIGHTS, false);
    expect(after.vector).toEqual(before.vector);
    expect([...after.entities]).toEqual([...before.entities]);
    expect(after.vector.keys).toContain("budget_deal");
  });
});
