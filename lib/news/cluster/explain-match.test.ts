import { describe, expect, it } from "vitest";
import type { ArticleFeatures } from "./article-features";
import { SAME_NUMBER } from "./cluster-fixtures";
import { explainMatch } from "./explain-match";
import { EMPTY_PACKED, packVector, type PackedVector } from "./packed-vector";
import { Story } from "./story";
import { seededRandom } from "@/test/seeded-random";
import { ClusterWorkspace } from "./workspace";

const workspace = new ClusterWorkspace();

/** The shared terms as maps of keys give them: each term's summed contributions, heaviest first (ties by key). */
function sharedByMaps(article: ArticleFeatures, closest: ArticleFeatures, textWeight: number): string[] {
  const shared = new Map<string, number>();
  const add = (mine: PackedVector, theirs: PackedVector, weight: number) => {
    const theirWeights = new Map(theirs.keys.map((key, i) => [key, theirs.weights[i]!]));
    mine.keys.forEach((key, i) => {
      const other = theirWeights.get(key);
      if (other !== undefined) shared.set(key, (shared.get(key) ?? 0) + weight * mine.weights[i]! * other);
    });
  };
  add(article.vector, closest.vector, 1);
  if (textWeight > 0) add(article.text, closest.text, textWeight);
  return [...shared].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([key]) => key);
}

function features(next: () => number, extra: string[]): ArticleFeatures {
  const vector = (size: number, vocabulary: number) => {
    const weights = new Map<string, number>(extra.map((key) => [key, next()]));
    // Weights in eighths, so that contributions tie and the key order is exercised.
    while (weights.size < size) weights.set(`w${Math.floor(next() * vocabulary)}`, Math.ceil(next() * 8) / 8);
    return packVector(weights);
  };
  return { vector: vector(40, 90), text: vector(60, 120), entities: new Map(), labels: new Map() };
}

describe("explainMatch", () => {
  it("names the shared terms as maps of keys would, headline and text contributions added up", () => {
    const next = seededRandom(5);
    const story = new Story("s", 0, 8, 30, 8, workspace);
    const [first, second] = SAME_NUMBER;
    for (let trial = 0; trial < 40; trial++) {
      // Two keys with one number, one in each article: not a shared term.
      const article = features(next, [first]);
      const closest = features(next, [second]);
      for (const textWeight of [0, 2.5]) {
        const { sharedTerms } = explainMatch(article, closest, story, textWeight);
        // Keys are their own labels here ("w12"); at most eight are shown.
        expect(sharedTerms).toEqual(sharedByMaps(article, closest, textWeight).slice(0, 8));
        expect(sharedTerms).not.toContain(first);
      }
    }
    expect(explainMatch({ ...features(next, []), vector: EMPTY_PACKED, text: EMPTY_PACKED }, features(next, []), story, 2.5).sharedTerms).toEqual([]);
  });
});
