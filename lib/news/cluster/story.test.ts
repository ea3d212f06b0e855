import { describe, expect, it } from "vitest";
import { DEFAULT_FEATURE_WEIGHTS, extractFeatures } from "./article-features";
import { Corpus } from "./corpus";
import { BACKGROUND, BRIDGE_A, BRIDGE_B, EXXON_A, EXXON_B, EXXON_C, HEARING_A } from "./cluster-fixtures";
import { Story, type StoryMember } from "./story";
import type { ClusterInput } from "./story-clusterer";
import { DEFAULT_SIMILARITY_WEIGHTS, scoreArticle } from "./story-similarity";
import { ClusterWorkspace } from "./workspace";

const workspace = new ClusterWorkspace();

const HOUR = 3600_000;

function members(articles: ClusterInput[]): StoryMember[] {
  const corpus = new Corpus();
  for (const bg of BACKGROUND) extractFeatures(bg, corpus, DEFAULT_FEATURE_WEIGHTS, workspace);
  return articles.map((a) => ({ articleId: a.id, source: a.source, publishedAt: a.publishedAt, features: extractFeatures(a, corpus, DEFAULT_FEATURE_WEIGHTS, workspace) }));
}

function story(of: StoryMember[], centroidCap = 8): Story {
  const s = new Story("s", 0, centroidCap, 30, 8, workspace);
  for (const m of of) s.add(m);
  return s;
}

// A mixed story: one event told three times, an unrelated report (whose names the others lack), a
// second report from one outlet (for the outlet rule), the earliest report (for the story's start),
// and full texts (for the text terms in the index).
const MIXED = members([
  { ...EXXON_A, source: "outlet-early", publishedAt: EXXON_A.publishedAt - 30 * HOUR },
  EXXON_B,
  { ...EXXON_C, source: EXXON_B.source },
  { ...HEARING_A, source: "outlet-hearing" },
  BRIDGE_A,
  BRIDGE_B,
]);

describe("Story without one of its members", () => {
  it("scores a member against the others exactly as against a story made of the others alone", () => {
    const whole = story(MIXED);
    for (const member of MIXED) {
      const others = story(MIXED.filter((m) => m !== member));
      const alone = scoreArticle(member, others, DEFAULT_SIMILARITY_WEIGHTS);
      const without = scoreArticle(member, whole, DEFAULT_SIMILARITY_WEIGHTS, member);
      expect(without.score).toBeCloseTo(alone.score, 10);
      expect(without.centroid).toBeCloseTo(alone.centroid, 10);
      expect(without.entity).toBeCloseTo(alone.entity, 10);
      expect(without.timeFactor).toBe(alone.timeFactor);
      expect(without.closest).toBe(alone.closest);
    }
  });

  it("a member's own words, names and outlet do not count for it", () => {
    const whole = story(MIXED);
    const hearing = MIXED.find((m) => m.articleId === "hearing-a")!;
    // Kavanaugh is named by the hearing report alone; the Exxon reports share their outlet.
    expect(whole.mentions("kavanaugh")).toBe(true);
    expect(whole.mentions("kavanaugh", hearing)).toBe(false);
    const exxonC = MIXED.find((m) => m.articleId === "exxon-c")!;
    expect(whole.hasSource(exxonC.source, exxonC)).toBe(true);
    expect(whole.hasSource(hearing.source, hearing)).toBe(false);
    // With itself counted, a member matches its own story better than the others let it.
    expect(scoreArticle(hearing, whole, DEFAULT_SIMILARITY_WEIGHTS).score).toBeGreaterThan(scoreArticle(hearing, whole, DEFAULT_SIMILARITY_WEIGHTS, hearing).score);
  });

  it("a member beyond the centroid cap leaves the centroid as it is", () => {
    const capped = story(MIXED, 3);
    const late = MIXED[5]!;
    const plain = capped.centroidCosine(MIXED[0]!.features);
    expect(capped.centroidCosine(MIXED[0]!.features, late)).toBeCloseTo(plain, 12);
  });

  it("remove() rebuilds the story from the others in their joining order", () => {
    const whole = story(MIXED);
    const removed = MIXED[0]!;
    whole.remove(removed);
    const rebuilt = story(MIXED.slice(1));
    expect(whole.members.map((m) => m.articleId)).toEqual(rebuilt.members.map((m) => m.articleId));
    expect([...whole.terms.keys].sort()).toEqual([...rebuilt.terms.keys].sort());
    expect(whole.centroid).toEqual(rebuilt.centroid);
    expect(whole.firstSeen).toBe(Math.min(...MIXED.slice(1).map((m) => m.publishedAt)));
    expect(whole.firstSeen).toBeGreaterThan(removed.publishedAt);
    expect(whole.centroidNorm).toBeCloseTo(rebuilt.centroidNorm, 12);
    expect(whole.hasSource(removed.source)).toBe(false);
  });
});
