import { describe, expect, it } from "vitest";
import { SAME_NUMBER } from "./cluster-fixtures";
import { TermPostings } from "./term-postings";
import { termId } from "./term-id";
import { seededRandom } from "@/test/seeded-random";

describe("TermPostings", () => {
  it("keeps two keys that share a number apart", () => {
    const [first, second] = SAME_NUMBER;
    expect(termId(first)).toBe(termId(second));
    const postings = new TermPostings();
    postings.add(termId(first), first, 1);
    expect(postings.storiesOf(termId(second), second)).toEqual([]);
    postings.add(termId(second), second, 2);
    expect(postings.storiesOf(termId(first), first)).toEqual([1]);
    expect(postings.storiesOf(termId(second), second)).toEqual([2]);
    postings.remove(termId(first), first, 1);
    expect(postings.storiesOf(termId(first), first)).toEqual([]);
    expect(postings.storiesOf(termId(second), second)).toEqual([2]);
    expect(postings.size).toBe(1);
  });

  it("keeps apart keys of one length that share a number and differ in one letter", () => {
    // Not a real collision: the number is given, so only the key tells them apart.
    const postings = new TermPostings();
    postings.add(7, "court", 1);
    postings.add(7, "count", 2);
    expect(postings.storiesOf(7, "court")).toEqual([1]);
    expect(postings.storiesOf(7, "count")).toEqual([2]);
    expect(postings.storiesOf(7, "cour")).toEqual([]);
  });

  it("answers as a map of keys through growth, moves, compaction and many removals", () => {
    const next = seededRandom(11);
    const postings = new TermPostings();
    const reference = new Map<string, Set<number>>();
    // Numbers confined to a few values make long probe runs, which removals must keep reachable.
    const ids = new Map<string, number>();
    const idOf = (key: string) => {
      if (!ids.has(key)) ids.set(key, next() < 0.3 ? termId(key) & 7 : termId(key));
      return ids.get(key)!;
    };
    for (let step = 0; step < 60_000; step++) {
      // Some keys are long, so postings of different sizes move and the pool fills and is compacted.
      const key = `k${Math.floor(next() * 4_000)}${step % 7 === 0 ? "-with-a-longer-tail" : ""}`;
      const story = Math.floor(next() * 50);
      const stories = reference.get(key) ?? new Set<number>();
      if (next() < 0.6) {
        if (stories.has(story)) continue;
        postings.add(idOf(key), key, story);
        reference.set(key, stories.add(story));
      } else if (stories.size > 0) {
        const taken = [...stories][Math.floor(next() * stories.size)]!;
        postings.remove(idOf(key), key, taken);
        stories.delete(taken);
        if (stories.size === 0) reference.delete(key);
      }
    }
    expect(postings.size).toBe(reference.size);
    for (const [key, id] of ids) expect(postings.storiesOf(id, key).sort((a, b) => a - b)).toEqual([...(reference.get(key) ?? [])].sort((a, b) => a - b));
  });
});
