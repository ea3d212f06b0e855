import { describe, expect, it } from "vitest";
import { EMPTY_PACKED, packVector, vectorProducts, type PackedVector } from "./packed-vector";
import { termId } from "./term-id";
import { seededRandom } from "@/test/seeded-random";
import { ClusterWorkspace } from "./workspace";

const workspace = new ClusterWorkspace();

function dot(a: Map<string, number>, b: Map<string, number>): number {
  let sum = 0;
  for (const [key, weight] of a) sum += weight * (b.get(key) ?? 0);
  return sum;
}

/** A vector of `size` words drawn from a vocabulary of `vocabulary` words. */
function vector(next: () => number, size: number, vocabulary: number): Map<string, number> {
  const out = new Map<string, number>();
  while (out.size < size) out.set(`w${Math.floor(next() * vocabulary)}`, next());
  return out;
}

interface Article {
  maps: { vector: Map<string, number>; text: Map<string, number> };
  packed: { vector: PackedVector; text: PackedVector };
}

function article(next: () => number, headlineSize: number, textSize: number): Article {
  const maps = { vector: vector(next, headlineSize, 300), text: vector(next, textSize, 600) };
  return { maps, packed: { vector: packVector(maps.vector), text: packVector(maps.text) } };
}

describe("packed vectors", () => {
  it("pack a map in its order, with each key's number", () => {
    const packed = packVector(new Map([["senat", 0.8], ["vote", 0.6]]));
    expect(packed.keys).toEqual(["senat", "vote"]);
    expect([...packed.ids]).toEqual([termId("senat"), termId("vote")]);
    expect([...packed.weights]).toEqual([0.8, 0.6]);
    expect(packVector(new Map())).toBe(EMPTY_PACKED);
  });

  it("give the four products of member similarity as the plain map products, for one article after another", () => {
    const next = seededRandom(7);
    // Sizes from empty to larger than the table's first capacity, so it grows and is reused.
    const articles = [article(next, 60, 80), article(next, 0, 0), article(next, 5, 0), article(next, 60, 200), article(next, 30, 80)];
    const members = [article(next, 60, 80), article(next, 60, 0), article(next, 1, 1), article(next, 40, 300)];
    for (const a of articles) {
      for (const m of members) {
        const products = vectorProducts(workspace.products, a.packed, m.packed, true);
        expect(products.headline).toBeCloseTo(dot(a.maps.vector, m.maps.vector), 12);
        expect(products.text).toBeCloseTo(dot(a.maps.text, m.maps.text), 12);
        expect(products.articleHeadlineMemberText).toBeCloseTo(dot(a.maps.vector, m.maps.text), 12);
        expect(products.memberHeadlineArticleText).toBeCloseTo(dot(m.maps.vector, a.maps.text), 12);
        // Without texts, only the headline product is taken.
        expect(vectorProducts(workspace.products, a.packed, m.packed, false)).toMatchObject({ headline: products.headline, text: 0, articleHeadlineMemberText: 0 });
      }
    }
  });

  it("count a term found in both of an article's vectors once in each", () => {
    const a = { vector: packVector(new Map([["exxon", 1]])), text: packVector(new Map([["exxon", 1]])) };
    const m = { vector: packVector(new Map([["exxon", 0.5]])), text: packVector(new Map([["exxon", 0.25]])) };
    expect(vectorProducts(workspace.products, a, m, true)).toEqual({ headline: 0.5, text: 0.25, articleHeadlineMemberText: 0.25, memberHeadlineArticleText: 0.5 });
  });
});
