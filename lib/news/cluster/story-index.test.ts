import { describe, expect, it } from "vitest";
import { SAME_NUMBER } from "./cluster-fixtures";
import { packVector } from "./packed-vector";
import { Story } from "./story";
import { StoryIndex, type IndexTerms } from "./story-index";
import { termId } from "./term-id";
import { seededRandom } from "@/test/seeded-random";
import { ClusterWorkspace } from "./workspace";

const workspace = new ClusterWorkspace();

function terms(...keys: string[]): IndexTerms {
  return { keys, ids: keys.map(termId) };
}

describe("StoryIndex.candidates", () => {
  it("ranks the stories sharing the query's terms by shared weight, then age, and keeps the best few", () => {
    const index = new StoryIndex();
    // Story i shares terms a… with the query; more shared weight for higher i, ties broken by age.
    const stories = Array.from({ length: 40 }, (_, i) => new Story(`s${i}`, i, 8, 30, 8, workspace));
    stories.forEach((s, i) => index.add(s, i % 2 === 0 ? terms("a", "b") : terms("a")));
    const query = packVector(new Map([["a", 0.5], ["b", 0.25], ["z", 1]]));
    const top = index.candidates([[query, 3]], 5);
    // Even stories share a and b (0.75), odd ones only a (0.5): the five oldest even stories win.
    expect(top.map((s) => s.sequence)).toEqual([0, 2, 4, 6, 8]);
    expect(index.candidates([[query, 3]], 30).map((s) => s.sequence)).toEqual([...stories.filter((s) => s.sequence % 2 === 0), ...stories.filter((s) => s.sequence % 2 === 1)].slice(0, 30).map((s) => s.sequence));
    // Only the first `count` terms of a query part are looked up.
    expect(index.candidates([[query, 1]], 3).map((s) => s.sequence)).toEqual([0, 1, 2]);
    // Stories the filter rejects are left out before the limit applies.
    expect(index.candidates([[query, 3]], 3, (s) => s.sequence >= 30).map((s) => s.sequence)).toEqual([30, 32, 34]);
    expect(index.candidates([[query, 3]], 0)).toEqual([]);
  });

  it("forgets a removed story under every term it was indexed under", () => {
    const index = new StoryIndex();
    const a = new Story("a", 0, 8, 30, 8, workspace);
    const b = new Story("b", 1, 8, 30, 8, workspace);
    const features = { vector: packVector(new Map([["exxon", 1]])), entities: new Map(), labels: new Map(), text: packVector(new Map()) };
    index.add(a, a.add({ articleId: "1", source: "x", publishedAt: 0, features }));
    index.add(b, b.add({ articleId: "2", source: "y", publishedAt: 0, features }));
    const query = packVector(new Map([["exxon", 1]]));
    expect(index.candidates([[query, 1]], 5)).toEqual([a, b]);
    index.remove(a);
    expect(index.candidates([[query, 1]], 5)).toEqual([b]);
    index.remove(b);
    expect(index.candidates([[query, 1]], 5)).toEqual([]);
  });

  it("keeps removed stories out when their places are taken by new ones, past a thousand stories", () => {
    const index = new StoryIndex();
    const story = (sequence: number, term: string) => {
      const created = new Story(`s${sequence}`, sequence, 8, 30, 8, workspace);
      const features = { vector: packVector(new Map([[term, 1]])), entities: new Map(), labels: new Map(), text: packVector(new Map()) };
      index.add(created, created.add({ articleId: `a${sequence}`, source: "x", publishedAt: 0, features }));
      return created;
    };
    const old = Array.from({ length: 1500 }, (_, i) => story(i, "storm"));
    old.filter((_, i) => i % 2 === 1).forEach((s) => index.remove(s));
    const fresh = Array.from({ length: 750 }, (_, i) => story(2000 + i, "court"));
    const sequences = (term: string) => index.candidates([[packVector(new Map([[term, 1]])), 1]], 5000).map((s) => s.sequence);
    expect(sequences("storm")).toEqual(old.filter((_, i) => i % 2 === 0).map((s) => s.sequence));
    expect(sequences("court")).toEqual(fresh.map((s) => s.sequence));
    // Taken out and put back (as the second look does): found again, once.
    index.remove(old[0]!);
    index.add(old[0]!, old[0]!.terms);
    expect(sequences("storm").filter((sequence) => sequence === 0)).toEqual([0]);
  });

  it("finds a story by its terms' keys, not only their numbers", () => {
    const index = new StoryIndex();
    const [first, second] = SAME_NUMBER;
    const a = new Story("a", 0, 8, 30, 8, workspace);
    const b = new Story("b", 1, 8, 30, 8, workspace);
    index.add(a, terms(first));
    index.add(b, terms(second));
    expect(index.candidates([[packVector(new Map([[first, 1]])), 1]], 5)).toEqual([a]);
    expect(index.candidates([[packVector(new Map([[second, 1]])), 1]], 5)).toEqual([b]);
    index.remove(a);
    expect(index.candidates([[packVector(new Map([[second, 1]])), 1]], 5)).toEqual([b]);
  });

  it("gives the accepted stories with the most shared weight, as a plain count over every story would", () => {
    const next = seededRandom(5);
    const index = new StoryIndex();
    const vocabulary = Array.from({ length: 40 }, (_, i) => `t${i}`);
    const stories = Array.from({ length: 300 }, (_, i) => {
      const story = new Story(`s${i}`, i, 8, 30, 8, workspace);
      index.add(story, terms(...vocabulary.filter(() => next() < 0.1)));
      return { story, terms: new Set<string>() };
    });
    // Each story's terms, read back from a lookup of each single term.
    for (const key of vocabulary) for (const found of index.candidates([[packVector(new Map([[key, 1]])), 1]], 1000)) stories[found.sequence]!.terms.add(key);
    for (let trial = 0; trial < 50; trial++) {
      // Weights in quarters, so that sums tie exactly and the age rule is exercised.
      const query = new Map(vocabulary.filter(() => next() < 0.3).map((key) => [key, Math.ceil(next() * 4) / 4]));
      const accepted = new Set(stories.filter(() => next() < 0.7).map(({ story }) => story));
      const overlap = (story: { terms: Set<string> }) => [...query].reduce((sum, [key, weight]) => sum + (story.terms.has(key) ? weight : 0), 0);
      const expected = stories
        .filter((s) => accepted.has(s.story) && overlap(s) > 0)
        .sort((a, b) => overlap(b) - overlap(a) || a.story.sequence - b.story.sequence)
        .slice(0, 12)
        .map((s) => s.story.sequence);
      const asked = new Set<Story>();
      const found = index.candidates([[packVector(query), query.size]], 12, (story) => {
        expect(asked.has(story)).toBe(false);
        asked.add(story);
        return accepted.has(story);
      });
      expect(found.map((story) => story.sequence)).toEqual(expected);
    }
  });
});
