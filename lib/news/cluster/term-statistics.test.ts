import { describe, expect, it } from "vitest";
import { TermStatistics } from "./term-statistics";
import { KEY_RECORD, Vocabulary } from "./vocabulary";

/** Statistics on a vocabulary of their own, with keys spelt out. */
function spelt(stats = new TermStatistics()) {
  const number = (key: string) => stats.vocabulary.number(key);
  return {
    stats,
    add: (keys: string[]) => [...stats.addDocument(keys.map(number))],
    idf: (key: string) => stats.idf(stats.vocabulary.find(key)),
    share: (key: string) => stats.documentShare(stats.vocabulary.find(key)),
  };
}

describe("TermStatistics", () => {
  it("weighs rare words above common ones, and counts a document's words as it learns them", () => {
    const { add, idf, share } = spelt();
    for (let i = 0; i < 20; i++) add(["senat", i % 10 === 0 ? "filibust" : "vote"]);
    expect(idf("filibust")).toBeGreaterThan(idf("senat"));
    expect(idf("never-seen")).toBeGreaterThan(idf("filibust"));
    expect(share("senat")).toBe(1);
    expect(share("filibust")).toBe(0.1);
  });

  it("returns each key's IDF with the document counted, as asked afterwards", () => {
    const { add, idf } = spelt();
    for (const keys of [["court", "rule"], ["court", "appeal", "rule"], ["storm"], ["court"]]) expect(add(keys)).toEqual(keys.map(idf));
    // ln(1 + (N + 1) / (df + 0.5)) with N = 4 documents: "court" is in 3, "appeal" in 1.
    expect(idf("court")).toBeCloseTo(Math.log(1 + 5 / 3.5), 12);
    expect(idf("appeal")).toBeCloseTo(Math.log(1 + 5 / 1.5), 12);
  });

  it("keeps its vocabulary bounded, forgetting one-off words while common words keep their weight", () => {
    const { add, idf, share, stats } = spelt();
    for (let i = 0; i < 250_001; i++) add(i % 2 === 0 ? [`once-${i}`, "common"] : [`once-${i}`]);
    expect(share("once-7")).toBe(0);
    expect(share("common")).toBeCloseTo(0.5, 2);
    // The document that crossed the bound gets the IDF of the halved counts.
    expect(add(["common", "fresh"])).toEqual([idf("common"), idf("fresh")]);
    expect(stats.documentCount).toBe(125_002);
  });

  it("keeps two statistics apart on one vocabulary, each in its own column", () => {
    const vocabulary = new Vocabulary();
    const headlines = new TermStatistics(vocabulary, KEY_RECORD.HeadlineFrequency);
    const texts = new TermStatistics(vocabulary, KEY_RECORD.TextFrequency);
    const court = vocabulary.number("court");
    headlines.addDocument([court]);
    headlines.addDocument([court]);
    texts.addDocument([court]);
    texts.addDocument([vocabulary.number("storm")]);
    expect(headlines.documentShare(court)).toBe(1);
    expect(texts.documentShare(court)).toBe(0.5);
  });

  it("tells names from words by how often they are capitalised mid-sentence", () => {
    const { stats } = spelt();
    const exxon = stats.vocabulary.number("exxon");
    const plan = stats.vocabulary.number("plan");
    // Seen fewer than twice: the article's own evidence decides.
    expect(stats.isName(exxon, true)).toBe(true);
    expect(stats.isName(exxon, false)).toBe(false);
    for (let i = 0; i < 7; i++) stats.addCaseObservation(exxon, true);
    for (let i = 0; i < 3; i++) stats.addCaseObservation(exxon, false);
    stats.addCaseObservation(plan, true);
    stats.addCaseObservation(plan, false);
    expect(stats.isName(exxon, false)).toBe(true);
    expect(stats.isName(plan, true)).toBe(false);
  });

  it("comes back from a snapshot with the same weights and name evidence", () => {
    const { stats, add, idf } = spelt();
    add(["exxon", "lawsuit"]);
    add(["exxon"]);
    stats.addCaseObservation(stats.vocabulary.find("exxon"), true);
    stats.addCaseObservation(stats.vocabulary.find("exxon"), true);
    stats.addCaseObservation(stats.vocabulary.find("lawsuit"), false);
    const restored = spelt(TermStatistics.fromSnapshot(JSON.parse(JSON.stringify(stats.snapshot()))));
    expect(restored.idf("exxon")).toBe(idf("exxon"));
    expect(restored.idf("lawsuit")).toBe(idf("lawsuit"));
    expect(restored.stats.isName(restored.stats.vocabulary.find("exxon"), false)).toBe(true);
    expect(restored.stats.isName(restored.stats.vocabulary.find("lawsuit"), true)).toBe(true);
    expect(restored.stats.documentCount).toBe(2);
    expect(restored.stats.snapshot()).toEqual(stats.snapshot());
  });

  it("keeps its counts when the vocabulary renumbers its keys", () => {
    const { stats, add, idf } = spelt();
    for (let i = 0; i < 50; i++) add([`gone-${i}`]);
    add(["court", "rule"]);
    add(["court"]);
    stats.addCaseObservation(stats.vocabulary.find("court"), true);
    stats.addCaseObservation(stats.vocabulary.find("court"), true);
    const before = { court: idf("court"), rule: idf("rule"), snapshot: stats.snapshot() };
    // Only what it knows of "court" and "rule" is kept: everything else moves.
    const renumbered = stats.vocabulary.compact((number) => ["court", "rule"].includes(stats.vocabulary.keys[number]!));
    stats.renumber(renumbered);
    expect(stats.vocabulary.size).toBe(2);
    expect([idf("court"), idf("rule")]).toEqual([before.court, before.rule]);
    expect(stats.isName(stats.vocabulary.find("court"), false)).toBe(true);
    expect(stats.snapshot().capitalized).toEqual(before.snapshot.capitalized);
  });
});
