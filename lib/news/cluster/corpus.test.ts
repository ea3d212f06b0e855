import { describe, expect, it } from "vitest";
import { DEFAULT_FEATURE_WEIGHTS, extractFeatures, type ArticleText } from "./article-features";
import { Corpus } from "./corpus";
import { seededRandom } from "@/test/seeded-random";
import { ClusterWorkspace } from "./workspace";

const workspace = new ClusterWorkspace();

/** A seeded stream of articles whose made-up words and pairs keep coming. */
function articles(count: number, seed: number): ArticleText[] {
  const next = seededRandom(seed);
  // Common words recur across articles; rare ones mostly do not.
  const word = (pool: number) => "zq" + Math.floor(next() * pool).toString(36) + "x";
  const text = (words: number) => Array.from({ length: words }, () => (next() < 0.5 ? word(300) : word(100_000))).join(" ");
  return Array.from({ length: count }, () => ({ title: "Senate " + text(10), lead: text(20), body: text(150) }));
}

const features = (article: ArticleText, corpus: Corpus, learn = true) => {
  const { vector, entities, text } = extractFeatures(article, corpus, DEFAULT_FEATURE_WEIGHTS, workspace, learn);
  return { vector, entities: [...entities], text };
};

describe("Corpus", () => {
  it("keeps its vocabulary bounded, forgetting only keys it knows nothing of, and reads every article as before", () => {
    const bounded = new Corpus(undefined, 5_000);
    const unbounded = new Corpus(undefined, 1e9);
    let compactions = 0;
    for (const [i, article] of articles(300, 7).entries()) {
      const size = bounded.vocabulary.size;
      // Articles only scored, not learned from (as for calibration), leave keys with no statistics.
      const learn = i % 3 !== 0;
      expect(features(article, bounded, learn)).toEqual(features(article, unbounded, learn));
      if (bounded.vocabulary.size < size) compactions++;
    }
    expect(compactions).toBeGreaterThanOrEqual(2);
    expect(bounded.vocabulary.size).toBeLessThan(unbounded.vocabulary.size);
    const sorted = (corpus: Corpus) => JSON.stringify(Object.values(corpus.snapshot()).map((s) => [s.documents, ...[s.documentFrequency, s.capitalized, s.lowercase].map((rows) => [...rows].sort())]));
    expect(sorted(bounded)).toBe(sorted(unbounded));
  });

  it("comes back from a snapshot reading articles with the same weights", () => {
    const corpus = new Corpus();
    const stream = articles(40, 11);
    for (const article of stream.slice(0, 30)) extractFeatures(article, corpus, DEFAULT_FEATURE_WEIGHTS, workspace);
    const restored = new Corpus(JSON.parse(JSON.stringify(corpus.snapshot())));
    for (const article of stream.slice(30)) expect(features(article, restored)).toEqual(features(article, corpus));
  });
});
