// The top feed of each edition (ARCHITECTURE.md §4: "the top feed per edition scores coverage breadth,
// diversity of lean and recency"). Every factor is exported per story so the UI can show why a story
// ranks where it does.

export interface RankInput {
  id: string;
  /** Distinct outlets covering the story. */
  sourceCount: number;
  /** Whole percents of rated outlets (bias-distribution.ts); all 0 when none is rated. */
  left: number;
  center: number;
  right: number;
  firstSeenAt: number;
  lastSeenAt: number;
  /** Editions the story belongs to (top-us, top-uk, …). */
  editions: string[];
  /** Distinct outlets per edition, when known: relevance becomes the edition's share of the sources. */
  editionSourceCounts?: Record<string, number>;
}

export interface RankOptions {
  /** Milliseconds since the epoch: the moment the feed is evaluated at. */
  now: number;
  /** "top" is the International edition, which takes every story at full weight. */
  edition: string;
}

export interface RankComponents {
  /** log2(1 + distinct sources): 1 source → 1, 3 → 2, 7 → 3, 15 → 4. */
  breadth: number;
  /** Normalised entropy of the left / centre / right split: 0 one side only, 1 an even three-way split. */
  diversity: number;
  /** 1 when last seen now, halving every RECENCY_HALF_LIFE_HOURS. */
  recency: number;
  /** How much the story belongs to the edition: EDITION_RELEVANCE_FLOOR … 1. */
  editionRelevance: number;
  /**
   * Which group the story leads in (issue 25), before any score: 2 several outlets from more than one
   * side, 1 several outlets of one side (or unrated), 0 a single source however recent.
   */
  tier: number;
}

export interface RankedStory {
  id: string;
  score: number;
  components: RankComponents;
}

/**
 * Eight hours: the edition feed looks two days back; a story last updated yesterday then weighs 1/8 of
 * one updated now, so today's news leads while a very widely covered story from yesterday can hold on.
 */
export const RECENCY_HALF_LIFE_HOURS = 8;
/**
 * An evenly covered story scores 1.5× a one-sided story with as many sources; at seven sources that is
 * worth about three times the outlets (log2 scale). Comparing sides is the product's core idea (spec §1),
 * but breadth still has to win against a tiny balanced story.
 */
export const DIVERSITY_WEIGHT = 0.5;
/** A story only a few of whose sources belong to the edition still counts a quarter, never zero. */
export const EDITION_RELEVANCE_FLOOR = 0.25;
export const INTERNATIONAL_EDITION = "top";

const HOUR_MS = 3_600_000;

export function breadthScore(sourceCount: number): number {
  return Math.log2(1 + Math.max(0, sourceCount));
}

export function diversityScore(shares: { left: number; center: number; right: number }): number {
  const total = shares.left + shares.center + shares.right;
  if (total <= 0) return 0;
  let entropy = 0;
  for (const share of [shares.left, shares.center, shares.right]) {
    const p = share / total;
    if (p > 0) entropy -= p * Math.log(p);
  }
  return entropy / Math.log(3);
}

export function recencyScore(lastSeenAt: number, now: number): number {
  const ageHours = Math.max(0, now - lastSeenAt) / HOUR_MS; // a clock ahead of ours is not "newer than now"
  return Math.pow(0.5, ageHours / RECENCY_HALF_LIFE_HOURS);
}

export function editionRelevance(story: Pick<RankInput, "sourceCount" | "editions" | "editionSourceCounts">, edition: string): number {
  if (edition === INTERNATIONAL_EDITION) return 1;
  let share: number;
  if (story.editionSourceCounts && story.sourceCount > 0) share = Math.min(1, (story.editionSourceCounts[edition] ?? 0) / story.sourceCount);
  else share = story.editions.includes(edition) ? 1 : 0;
  return EDITION_RELEVANCE_FLOOR + (1 - EDITION_RELEVANCE_FLOOR) * share;
}

/** Several outlets from more than one side → 2; several outlets → 1; one source → 0 (issue 25). */
export function coverageTier(story: Pick<RankInput, "sourceCount" | "left" | "center" | "right">): number {
  if (story.sourceCount < 2) return 0;
  const sides = [story.left, story.center, story.right].filter((share) => share > 0).length;
  return sides >= 2 ? 2 : 1;
}

export function scoreStory(story: RankInput, options: RankOptions): RankedStory {
  const components: RankComponents = {
    breadth: breadthScore(story.sourceCount),
    diversity: diversityScore(story),
    recency: recencyScore(story.lastSeenAt, options.now),
    editionRelevance: editionRelevance(story, options.edition),
    tier: coverageTier(story),
  };
  const score = components.breadth * (1 + DIVERSITY_WEIGHT * components.diversity) * components.recency * components.editionRelevance;
  return { id: story.id, score, components };
}

/**
 * Best first: the widest tier first (coverageTier: a one-source item never leads a story several outlets
 * cover, however recent it is), then by score. Ties go to more sources, then the more recent story,
 * then the smaller id: always one order.
 */
export function rankStories(stories: readonly RankInput[], options: RankOptions): RankedStory[] {
  return stories
    .map((story) => ({ story, ranked: scoreStory(story, options) }))
    .sort(
      (a, b) =>
        b.ranked.components.tier - a.ranked.components.tier ||
        b.ranked.score - a.ranked.score ||
        b.story.sourceCount - a.story.sourceCount ||
        b.story.lastSeenAt - a.story.lastSeenAt ||
        (a.story.id < b.story.id ? -1 : a.story.id > b.story.id ? 1 : 0),
    )
    .map(({ ranked }) => ranked);
}
