import { describe, expect, it } from "vitest";
import { SAME_NUMBER } from "./cluster-fixtures";
import { TermPostings } from "./term-postings";
import { termId } from "./term-id";


/** A seeded generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("TermPostings", () => {
  it("keeps two keys that share a number apart", () => {
    const [first, second] = SAME_NUMBER;
    expect(termId(first)).toBe(termId(second));
    const table = new TermPostings();
    table.listFor(termId(first), first).push(1);
    expect(table.get(termId(second), second)).toBeUndefined();
    table.listFor(termId(second), second).push(2);
    expect(table.get(termId(first), first)).toEqual([1]);
    expect(table.get(termId(second), second)).toEqual([2]);
    table.delete(termId(first), first);
    expect(table.get(termId(first), first)).toBeUndefined();
    expect(table.get(termId(second), second)).toEqual([2]);
  });

  it("answers as a map of keys through growth and many deletions", () => {
    const next = random(11);
    const table = new TermPostings();
    const reference = new Map<string, number[]>();
    // Numbers confined to a few values make long probe runs, which deletions must keep reachable.
    const idOf = (key: string) => (next() < 0.3 ? termId(key) & 7 : termId(key));
    const ids = new Map<string, number>();
    for (let step = 0; step < 20_000; step++) {
      const key = `k${Math.floor(next() * 3_000)}`;
      if (!ids.has(key)) ids.set(key, idOf(key));
      const id = ids.get(key)!;
      if (next() < 0.6) {
        table.listFor(id, key).push(step);
        reference.set(key, [...(reference.get(key) ?? []), step]);
      } else if (reference.has(key)) {
        table.delete(id, key);
        reference.delete(key);
      }
    }
    expect(table.size).toBe(reference.size);
    for (const [key, id] of ids) expect(table.get(id, key) ?? null).toEqual(reference.get(key) ?? null);
  });
});
