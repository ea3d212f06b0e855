import { describe, expect, it } from "vitest";
import { termId } from "./term-id";
import { KEY_RECORD, sortPrefix, Vocabulary } from "./vocabulary";
import { seededRandom } from "@/test/seeded-random";

describe("Vocabulary", () => {
  it("numbers keys densely in order of first sight, with their term ids", () => {
    const vocabulary = new Vocabulary();
    expect(["court", "rule", "court", "q:witch_hunt"].map((key) => vocabulary.number(key))).toEqual([0, 1, 0, 2]);
    expect(vocabulary.keys).toEqual(["court", "rule", "q:witch_hunt"]);
    expect(vocabulary.ids[2]).toBe(termId("q:witch_hunt"));
    expect(vocabulary.find("rule")).toBe(1);
    expect(vocabulary.find("storm")).toBe(-1);
  });

  it("gives a word pair one number, whether it is read as two keys or spelt out", () => {
    const vocabulary = new Vocabulary();
    const budget = vocabulary.number("budget");
    const deal = vocabulary.number("deal");
    const pair = vocabulary.pair(budget, deal);
    expect(vocabulary.keys[pair]).toBe("budget_deal");
    expect(vocabulary.number("budget_deal")).toBe(pair);
    expect(vocabulary.find("budget_deal")).toBe(pair);
    expect(vocabulary.pair(deal, budget)).not.toBe(pair);
    expect(vocabulary.find("deal_budget")).toBe(vocabulary.pair(deal, budget));
    expect(vocabulary.find("budget_vote")).toBe(-1);
    // A pair spelt out first, then read.
    const storm = vocabulary.number("storm_surge");
    expect(vocabulary.pair(vocabulary.find("storm"), vocabulary.find("surge"))).toBe(storm);
  });

  it("keeps every pair's number while thousands of pairs grow its table", () => {
    const vocabulary = new Vocabulary();
    const words = Array.from({ length: 200 }, (_, i) => vocabulary.number(`w${i}x`));
    const numbers = new Map<string, number>();
    for (const a of words) for (const b of words.slice(0, 40)) numbers.set(`${a} ${b}`, vocabulary.pair(a, b));
    for (const a of words) for (const b of words.slice(0, 40)) expect(vocabulary.pair(a, b)).toBe(numbers.get(`${a} ${b}`));
    expect(new Set(numbers.values()).size).toBe(numbers.size);
  });

  it("keeps the chosen keys, and both keys of each pair kept, renumbered with their records", () => {
    const vocabulary = new Vocabulary();
    for (const key of ["gone", "court", "rule", "q:a_b"]) vocabulary.number(key);
    const pair = vocabulary.pair(vocabulary.find("court"), vocabulary.find("rule"));
    vocabulary.records[pair * KEY_RECORD.Size + KEY_RECORD.TextFrequency] = 7;
    const renumbered = vocabulary.compact((number) => vocabulary.keys[number] === "court_rule" || vocabulary.keys[number] === "q:a_b");
    expect(vocabulary.keys).toEqual(["court", "rule", "q:a_b", "court_rule"]);
    expect([...renumbered]).toEqual([-1, 0, 1, 2, 3]);
    expect(vocabulary.find("gone")).toBe(-1);
    expect(vocabulary.pair(0, 1)).toBe(3);
    expect(vocabulary.number("court_rule")).toBe(3);
    expect(vocabulary.records[3 * KEY_RECORD.Size + KEY_RECORD.TextFrequency]).toBe(7);
    expect(vocabulary.ids[3]).toBe(termId("court_rule"));
    expect(vocabulary.number("new")).toBe(4);
  });
});

describe("sortPrefix", () => {
  it("orders keys as their strings order wherever it differs", () => {
    const next = seededRandom(99);
    const alphabet = ["a", "b", "z", "#", "_", "é", "я", "中", "\uffff", "1"];
    const key = () => Array.from({ length: 1 + Math.floor(next() * 5) }, () => alphabet[Math.floor(next() * alphabet.length)]).join("");
    for (let i = 0; i < 5000; i++) {
      const [a, b] = [key(), key()];
      const [pa, pb] = [sortPrefix(a), sortPrefix(b)];
      if (pa !== pb) expect(pa < pb).toBe(a < b);
      else expect(a.slice(0, 3)).toBe(b.slice(0, 3));
    }
    expect(sortPrefix("ab")).toBeLessThan(sortPrefix("abc"));
  });
});
