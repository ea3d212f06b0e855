import { describe, expect, it } from "vitest";
import { heaviestIndices } from "./heaviest";
import { sortPrefix } from "./vocabulary";
import { seededRandom } from "@/test/seeded-random";
import { ClusterWorkspace } from "./workspace";

const workspace = new ClusterWorkspace();

/** The plain way: every index sorted by weight (heaviest first), ties by key, then cut. */
function sortedCut(keys: string[], weight: number[], count: number): number[] {
  return keys
    .map((_, i) => i)
    .sort((a, b) => weight[b]! - weight[a]! || (keys[a]! < keys[b]! ? -1 : 1))
    .slice(0, Math.max(0, count));
}

describe("heaviestIndices", () => {
  it("keeps the same heaviest keys in the same order as sorting them all, ties included", () => {
    const next = seededRandom(12345);
    for (let round = 0; round < 300; round++) {
      const size = Math.floor(next() * 400);
      // Few distinct weights in some rounds, so many keys tie at the cut.
      const distinct = round % 3 === 0 ? 4 : 1000;
      // Keys of one letter sharing their first code units, or not.
      const keys = Array.from({ length: size }, (_, i) => `${round % 2 === 0 ? "k" : String.fromCharCode(97 + (i % 26))}${Math.floor(next() * 1e6)}-${i}`);
      const weight = keys.map(() => Math.floor(next() * distinct) / distinct + 0.01);
      for (const count of [0, 1, 60, 80, size, size + 5]) {
        const expected = sortedCut(keys, weight, count);
        expect([...heaviestIndices(weight, count, { key: (i) => keys[i]! }, workspace.heaviest)]).toEqual(expected);
        // Keys told apart by their first code units where those differ, by the whole key otherwise.
        expect([...heaviestIndices(weight, count, { key: (i) => keys[i]!, prefix: (i) => sortPrefix(keys[i]!) }, workspace.heaviest)]).toEqual(expected);
      }
    }
  });
});
