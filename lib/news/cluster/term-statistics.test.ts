import { describe, expect, it } from "vitest";
import { TermStatistics } from "./term-statistics";

describe("TermStatistics", () => {
  it("weighs rare words above common ones, and counts a document's words as it learns them", () => {
    const stats = new TermStatistics();
    for (let i = 0; i < 20; i++) stats.addDocument(["senat", i % 10 === 0 ? "filibust" : "vote"]);
    expect(stats.idf("filibust")).toBeGreaterThan(stats.idf("senat"));
    expect(stats.idf("never-seen")).toBeGreaterThan(stats.idf("filibust"));
    expect(stats.documentShare("senat")).toBe(1);
    expect(stats.documentShare("filibust")).toBe(0.1);
  });

  it("gives the same IDF when it learns and weighs a document in one step as in two", () => {
    const oneStep = new TermStatistics();
    const twoSteps = new TermStatistics();
    const documents = [["court", "rule"], ["court", "appeal", "rule"], ["storm"], ["court"]];
    for (const keys of documents) {
      const idf = oneStep.addDocumentWithIdf(keys);
      twoSteps.addDocument(keys);
      expect(idf).toEqual(keys.map((key) => twoSteps.idf(key)));
    }
  });

  it("counts keys given with their vocabulary numbers exactly as keys given alone, across vocabularies and halvings", () => {
    const numbered = new TermStatistics();
    const plain = new TermStatistics();
    const first = { keys: ["court", "rule", "storm", "appeal"] };
    // A new vocabulary numbers the same keys differently (the text reader forgot its words).
    const second = { keys: ["storm", "court", "rule"] };
    const documents: [string[], typeof first][] = [
      [["court", "rule"], first],
      [["storm", "court"], first],
      [["rule", "storm"], second],
      [["court"], second],
      [["court", "storm", "appeal"], first],
    ];
    for (const [keys, vocabulary] of documents) {
      const idf = numbered.addNumberedDocument({ vocabulary, numbers: Int32Array.from(keys.map((key) => vocabulary.keys.indexOf(key))) });
      expect([...idf]).toEqual(plain.addDocumentWithIdf(keys));
    }
    // Past the bound, counts are halved and some dropped: numbered counts must not keep dropped ones.
    for (let i = 0; i < 250_001; i++) {
      const keys = [`once-${i}`, "court"];
      numbered.addDocument(keys);
      plain.addDocument(keys);
    }
    // "appeal" was seen once, so the halving dropped it: it counts from zero again.
    const keys = ["court", "rule", "storm", "appeal"];
    expect([...numbered.addNumberedDocument({ vocabulary: first, numbers: Int32Array.from([0, 1, 2, 3]) })]).toEqual(plain.addDocumentWithIdf(keys));
    expect(numbered.idf("court")).toBe(plain.idf("court"));
  });

  it("keeps its vocabulary bounded, forgetting one-off words while common words keep their weight", () => {
    const stats = new TermStatistics();
    for (let i = 0; i < 250_001; i++) stats.addDocument(i % 2 === 0 ? [`once-${i}`, "common"] : [`once-${i}`]);
    expect(stats.documentShare("once-7")).toBe(0);
    expect(stats.documentShare("common")).toBeCloseTo(0.5, 2);
    const idf = stats.addDocumentWithIdf(["common", "fresh"]);
    expect(idf).toEqual([stats.idf("common"), stats.idf("fresh")]);
  });

  it("comes back from a snapshot with the same weights and name evidence", () => {
    const stats = new TermStatistics();
    stats.addDocument(["exxon", "lawsuit"]);
    stats.addCaseObservation("exxon", true);
    stats.addCaseObservation("exxon", true);
    stats.addCaseObservation("lawsuit", false);
    const restored = TermStatistics.fromSnapshot(JSON.parse(JSON.stringify(stats.snapshot())));
    expect(restored.idf("exxon")).toBe(stats.idf("exxon"));
    expect(restored.isName("exxon", false)).toBe(true);
    expect(restored.isName("lawsuit", true)).toBe(true);
    expect(restored.documentCount).toBe(1);
  });
});
