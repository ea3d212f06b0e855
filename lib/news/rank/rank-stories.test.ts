import { describe, expect, it } from "vitest";
import {
  DIVERSITY_WEIGHT,
  EDITION_RELEVANCE_FLOOR,
  RECENCY_HALF_LIFE_HOURS,
  coverageTier,
  diversityScore,
  rankStories,
  scoreStory,
  type RankInput,
} from "./rank-stories";

const NOW = Date.UTC(2025, 5, 1, 12);
const HOUR = 3_600_000;

function story(id: string, overrides: Partial<RankInput> = {}): RankInput {
  return {
    id,
    sourceCount: 6,
    left: 33,
    center: 34,
    right: 33,
    firstSeenAt: NOW - 3 * HOUR,
    lastSeenAt: NOW,
    editions: ["top-us"],
    ...overrides,
  };
}

const ids = (stories: RankInput[], edition = "top-us") => rankStories(stories, { now: NOW, edition }).map((ranked) => ranked.id);

describe("rankStories", () => {
  it("puts the story more outlets cover first", () => {
    expect(ids([story("few", { sourceCount: 3 }), story("many", { sourceCount: 20 })])).toEqual(["many", "few"]);
  });

  it("grows with breadth on a log scale: doubling the outlets adds a step, not double the score", () => {
    const [seven, fifteen] = [7, 15].map((sourceCount) => scoreStory(story("s", { sourceCount }), { now: NOW, edition: "top" }));
    expect(seven!.components.breadth).toBeCloseTo(3);
    expect(fifteen!.components.breadth).toBeCloseTo(4);
  });

  it("puts a story covered by every side ahead of one covered by one side with as many outlets", () => {
    const oneSided = story("one-sided", { left: 0, center: 0, right: 100 });
    const balanced = story("balanced", { left: 33, center: 34, right: 33 });
    expect(ids([oneSided, balanced])).toEqual(["balanced", "one-sided"]);
  });

  it("lets a much wider story beat a small balanced one", () => {
    const smallBalanced = story("small", { sourceCount: 3 });
    const wideOneSided = story("wide", { sourceCount: 30, left: 10, center: 20, right: 70 });
    expect(ids([smallBalanced, wideOneSided])).toEqual(["wide", "small"]);
  });

  it("halves a story's weight every half-life since it was last seen", () => {
    const fresh = scoreStory(story("fresh"), { now: NOW, edition: "top-us" });
    const old = scoreStory(story("old", { lastSeenAt: NOW - RECENCY_HALF_LIFE_HOURS * HOUR }), { now: NOW, edition: "top-us" });
    expect(old.components.recency).toBeCloseTo(0.5);
    expect(old.score / fresh.score).toBeCloseTo(0.5);
  });

  it("puts yesterday's story behind today's with equal coverage", () => {
    expect(ids([story("yesterday", { lastSeenAt: NOW - 24 * HOUR }), story("today", { lastSeenAt: NOW - HOUR })])).toEqual(["today", "yesterday"]);
  });

  it("does not reward a last-seen time ahead of the clock", () => {
    expect(scoreStory(story("future", { lastSeenAt: NOW + 5 * HOUR }), { now: NOW, edition: "top" }).components.recency).toBe(1);
  });

  it("weighs the edition's own stories over others in a national edition", () => {
    const ukStory = story("uk", { editions: ["top-uk"] });
    const usStory = story("us", { editions: ["top-us"], sourceCount: 10 });
    expect(ids([usStory, ukStory], "top-uk")).toEqual(["uk", "us"]);
    expect(ids([usStory, ukStory], "top-us")).toEqual(["us", "uk"]);
  });

  it("uses the edition's share of the sources when it is known", () => {
    const mostlyUs = story("mostly-us", { sourceCount: 10, editions: ["top-us", "top-uk"], editionSourceCounts: { "top-us": 9, "top-uk": 1 } });
    const relevance = scoreStory(mostlyUs, { now: NOW, edition: "top-uk" }).components.editionRelevance;
    expect(relevance).toBeCloseTo(EDITION_RELEVANCE_FLOOR + (1 - EDITION_RELEVANCE_FLOOR) * 0.1);
    const ukOnly = story("uk-only", { sourceCount: 4, editions: ["top-uk"], editionSourceCounts: { "top-uk": 4 } });
    expect(ids([mostlyUs, ukOnly], "top-uk")).toEqual(["uk-only", "mostly-us"]);
  });

  it("takes every story at full weight in the International edition", () => {
    const ranked = rankStories([story("uk", { editions: ["top-uk"] }), story("ca", { editions: ["top-ca"] })], { now: NOW, edition: "top" });
    expect(ranked.map((entry) => entry.components.editionRelevance)).toEqual([1, 1]);
  });

  it("orders ties the same way every time: more sources, then more recent, then id", () => {
    const a = story("a");
    const b = story("b");
    expect(ids([b, a])).toEqual(["a", "b"]);
    expect(ids([a, b])).toEqual(["a", "b"]);
  });

  it("puts a one-source item after every story several outlets cover, however recent it is (issue 25)", () => {
    const justNow = story("just-now", { sourceCount: 1, left: 100, center: 0, right: 0, lastSeenAt: NOW });
    const yesterdayPair = story("yesterday-pair", { sourceCount: 2, left: 50, center: 0, right: 50, lastSeenAt: NOW - 40 * HOUR });
    const oneSidedPair = story("one-sided-pair", { sourceCount: 2, left: 0, center: 0, right: 100, lastSeenAt: NOW - 30 * HOUR });
    expect(ids([justNow, oneSidedPair, yesterdayPair])).toEqual(["yesterday-pair", "one-sided-pair", "just-now"]);
  });

  it("leads with stories covered from more than one side, then several outlets of one side, then single sources", () => {
    expect(coverageTier({ sourceCount: 5, left: 40, center: 0, right: 60 })).toBe(2);
    expect(coverageTier({ sourceCount: 5, left: 0, center: 100, right: 0 })).toBe(1);
    expect(coverageTier({ sourceCount: 3, left: 0, center: 0, right: 0 })).toBe(1); // unrated outlets
    expect(coverageTier({ sourceCount: 1, left: 0, center: 100, right: 0 })).toBe(0);
  });

  it("explains each score by its components", () => {
    const [ranked] = rankStories([story("s", { sourceCount: 7, left: 0, center: 0, right: 100 })], { now: NOW, edition: "top-us" });
    expect(ranked!.components).toEqual({ breadth: 3, diversity: 0, recency: 1, editionRelevance: 1, tier: 1 });
    expect(ranked!.score).toBeCloseTo(3 * (1 + DIVERSITY_WEIGHT * 0));
  });

  it("returns nothing for no stories", () => {
    expect(rankStories([], { now: NOW, edition: "top" })).toEqual([]);
  });
});

describe("diversityScore", () => {
  it("is 0 for one side, 1 for an even split, and in between otherwise", () => {
    expect(diversityScore({ left: 100, center: 0, right: 0 })).toBe(0);
    expect(diversityScore({ left: 0, center: 0, right: 0 })).toBe(0);
    expect(diversityScore({ left: 33, center: 34, right: 33 })).toBeCloseTo(1, 3);
    const twoSides = diversityScore({ left: 50, center: 0, right: 50 });
    expect(twoSides).toBeGreaterThan(0.5);
    expect(twoSides).toBeLessThan(1);
  });
});
