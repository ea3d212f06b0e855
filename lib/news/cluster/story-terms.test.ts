import { describe, expect, it } from "vitest";
import type { ArticleFeatures } from "./article-features";
import { EMPTY_PACKED, headlineProduct, packVector, weightOf } from "./packed-vector";
import { Story, type StoryMember } from "./story";
import { SAME_NUMBER } from "./cluster-fixtures";
import { termId } from "./term-id";
import { seededRandom } from "@/test/seeded-random";
import { ClusterWorkspace } from "./workspace";

const workspace = new ClusterWorkspace();

function words(next: () => number, count: number, vocabulary: number): string[] {
  const out = new Set<string>();
  while (out.size < count) out.add(`w${Math.floor(next() * vocabulary)}`);
  return [...out];
}

/** A member with a headline vector, a text vector and names drawn from a small vocabulary (so members share words). */
function member(next: () => number, id: number, names: number): StoryMember {
  const weighted = (keys: string[]) => packVector(new Map(keys.map((key) => [key, 0.05 + next()])));
  const features: ArticleFeatures = {
    vector: weighted(words(next, 40, 120)),
    text: id % 3 === 0 ? EMPTY_PACKED : weighted(words(next, 50, 160)),
    entities: new Map(words(next, names, 200).map((key) => [key, 1])),
    labels: new Map(),
  };
  return { articleId: `a${id}`, source: `o${id % 4}`, publishedAt: id, features };
}

/** What a story holds, counted with plain maps and sets over its members in joining order. */
function reference(members: StoryMember[], centroidCap: number, indexTerms: number, textIndexTerms: number) {
  const centroid = new Map<string, number>();
  const terms = new Map<string, number>();
  const names = new Map<string, number>();
  members.forEach((m, i) => {
    for (const key of m.features.entities.keys()) names.set(key, (names.get(key) ?? 0) + 1);
    const { vector, text } = m.features;
    if (i < centroidCap) vector.keys.forEach((key, at) => centroid.set(key, (centroid.get(key) ?? 0) + vector.weights[at]!));
    for (const key of new Set([...vector.keys.slice(0, indexTerms), ...text.keys.slice(0, textIndexTerms)])) terms.set(key, (terms.get(key) ?? 0) + 1);
  });
  return { centroid, terms, names };
}

describe("a story's words", () => {
  const next = seededRandom(3);
  // The third member names 100 words: more than the story's first arrays hold.
  const members = Array.from({ length: 12 }, (_, i) => member(next, i, i === 2 ? 100 : Math.floor(next() * 6)));
  const story = new Story("s", 0, 8, 30, 8, workspace);
  const indexed: string[] = [];
  for (const m of members) indexed.push(...story.add(m).keys);
  const expected = reference(members, 8, 30, 8);

  it("count index terms, names and the centroid as plain maps would", () => {
    expect([...story.terms.keys].sort()).toEqual([...expected.terms.keys()].sort());
    expect(Array.from(story.terms.ids)).toEqual(story.terms.keys.map(termId));
    expect(indexed.sort()).toEqual([...expected.terms.keys()].sort());
    // The same sums in the same order: equal to the last bit.
    expect(story.centroid.keys).toEqual([...expected.centroid.keys()]);
    expect([...story.centroid.weights]).toEqual([...expected.centroid.values()]);
    expect([...story.centroid.ids]).toEqual(story.centroid.keys.map(termId));
    expect(story.centroidNorm).toBeCloseTo(Math.hypot(...expected.centroid.values()), 12);
  });

  it("mention a word given by any member as a name, a centroid word or an index term", () => {
    for (let i = 0; i < 220; i++) {
      const key = `w${i}`;
      expect(story.mentions(key)).toBe(expected.names.has(key) || expected.centroid.has(key) || expected.terms.has(key));
    }
  });

  it("mention without a member what the story made of the others mentions", () => {
    // All members in the centroid: without one, no later member would take its place there.
    const uncapped = new Story("u", 1, 16, 30, 8, workspace);
    for (const m of members) uncapped.add(m);
    for (const without of members) {
      const others = new Story("o", 1, 16, 30, 8, workspace);
      for (const m of members) if (m !== without) others.add(m);
      for (let i = 0; i < 220; i++) expect(uncapped.mentions(`w${i}`, without)).toBe(others.mentions(`w${i}`));
    }
  });

  it("take the product with the centroid as the sum of the centroid members' products, in their order", () => {
    const article = { vector: packVector(new Map(words(next, 60, 120).map((key) => [key, next()]))), text: EMPTY_PACKED };
    let plain = 0;
    for (const m of members.slice(0, 8)) {
      const { ids, weights } = m.features.vector;
      for (let i = 0; i < ids.length; i++) plain += weights[i]! * (article.vector.keys.includes(m.features.vector.keys[i]!) ? weightOf(article.vector, m.features.vector.keys[i]!) : 0);
    }
    // Added up entry by entry as before the words were counted by entry: equal to the last bit.
    expect(story.centroidCosine(article) * story.centroidNorm).toBeCloseTo(plain, 12);
    expect(story.centroidCosine(article)).toBe(plain / story.centroidNorm);
    const { ids, weights } = story.centroid;
    expect(headlineProduct(workspace.products, article, ids, weights)).toBeCloseTo(plain, 12);
  });

  it("forget every word of a removed member", () => {
    const rebuilt = new Story("r", 2, 8, 30, 8, workspace);
    for (const m of members.slice(1)) rebuilt.add(m);
    const whole = new Story("w", 3, 8, 30, 8, workspace);
    for (const m of members) whole.add(m);
    whole.remove(members[0]!);
    expect(whole.terms).toEqual(rebuilt.terms);
    expect(whole.centroid).toEqual(rebuilt.centroid);
    for (let i = 0; i < 220; i++) {
      expect(whole.mentions(`w${i}`)).toBe(rebuilt.mentions(`w${i}`));
      // Counts too: without another member, what is left is the same.
      for (const without of members.slice(1, 4)) expect(whole.mentions(`w${i}`, without)).toBe(rebuilt.mentions(`w${i}`, without));
    }
  });
});

describe("a story of one member", () => {
  const next = seededRandom(9);
  const members = Array.from({ length: 3 }, (_, i) => member(next, i + 1, 4));

  it("holds its member's words as plain maps would, and goes on counting as others join", () => {
    for (const centroidCap of [8, 0]) {
      const story = new Story("s", 0, centroidCap, 30, 8, workspace);
      for (let size = 1; size <= members.length; size++) {
        const indexed = story.add(members[size - 1]!).keys;
        const expected = reference(members.slice(0, size), centroidCap, 30, 8);
        if (size === 1) expect([...indexed].sort()).toEqual([...expected.terms.keys()].sort());
        expect([...story.terms.keys].sort()).toEqual([...expected.terms.keys()].sort());
        expect(story.centroid.keys).toEqual([...expected.centroid.keys()]);
        expect([...story.centroid.weights]).toEqual([...expected.centroid.values()]);
        expect(story.centroidNorm).toBeCloseTo(Math.hypot(...expected.centroid.values()), 12);
        for (let i = 0; i < 220; i++) {
          const key = `w${i}`;
          expect(story.mentions(key)).toBe(expected.names.has(key) || expected.centroid.has(key) || expected.terms.has(key));
        }
      }
    }
  });

  it("takes the centroid cosine with its member's vector", () => {
    const article = { vector: packVector(new Map(words(next, 60, 120).map((key) => [key, next()]))), text: EMPTY_PACKED };
    const single = new Story("one", 0, 8, 30, 8, workspace);
    single.add(members[0]!);
    // Its centroid is its member's vector; its squared length adds up after² − before², nothing before.
    const { ids, weights } = members[0]!.features.vector;
    let squares = 0;
    for (let i = 0; i < weights.length; i++) squares += weights[i]! * weights[i]! - 0 * 0;
    expect(single.centroidNorm).toBe(Math.sqrt(squares));
    expect(single.centroidCosine(article)).toBe(headlineProduct(workspace.products, article, ids, weights) / Math.sqrt(squares));
  });

  it("enters a term heavy in both its headline and its text in the index once", () => {
    const features: ArticleFeatures = { vector: packVector(new Map([["dam", 0.8], ["flood", 0.6]])), text: packVector(new Map([["flood", 0.9], ["river", 0.4]])), entities: new Map(), labels: new Map() };
    const story = new Story("s", 0, 8, 30, 8, workspace);
    expect(story.add({ articleId: "a", source: "x", publishedAt: 0, features }).keys).toEqual(["dam", "flood", "river"]);
    expect(story.terms.keys).toEqual(["dam", "flood", "river"]);
  });

  it("keeps a name apart from another key with its number", () => {
    const [first, second] = SAME_NUMBER;
    const features: ArticleFeatures = { vector: packVector(new Map([[first, 1]])), text: EMPTY_PACKED, entities: new Map(), labels: new Map() };
    const story = new Story("s", 0, 8, 30, 8, workspace);
    story.add({ articleId: "a", source: "x", publishedAt: 0, features });
    expect(story.mentions(first)).toBe(true);
    expect(story.mentions(second)).toBe(false);
  });
});
