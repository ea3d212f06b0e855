import type { ArticleFeatures } from "./article-features";
import { dot, type Story, type StoryMember } from "./story";

const DAY_MS = 24 * 3600_000;

export interface SimilarityWeights {
  /** Share of the text score taken from the centroid; the rest from the closest member. */
  centroidShare: number;
  /** Bonus for covering the article's names (IDF-weighted share found in the story). */
  entityWeight: number;
  /** Time gaps up to this many days cost nothing (dates are often whole days, time zones differ). */
  freeGapDays: number;
  /** Score factor lost per further day of gap, down to `minTimeFactor`. */
  decayPerDay: number;
  minTimeFactor: number;
  /** Members compared one by one (most recent ones), bounding the cost for big stories. */
  memberLimit: number;
  /** Measure the time gap from the story's first article (its event) rather than its latest one. */
  fromStart: boolean;
  sameSourceFactor: number;
  sizePenalty: number;
}

export const DEFAULT_SIMILARITY_WEIGHTS: SimilarityWeights = {
  centroidShare: 0.5,
  entityWeight: 0.15,
  freeGapDays: 1.5,
  decayPerDay: 0.06,
  minTimeFactor: 0.5,
  memberLimit: 24,
  fromStart: true,
  sameSourceFactor: 1,
  sizePenalty: 0,
};

export interface Match {
  score: number;
  centroid: number;
  member: number;
  entity: number;
  timeFactor: number;
  closest: StoryMember;
}

export function timeFactor(gapMs: number, weights: SimilarityWeights): number {
  const days = gapMs / DAY_MS - weights.freeGapDays;
  return days <= 0 ? 1 : Math.max(weights.minTimeFactor, 1 - weights.decayPerDay * days);
}

/** IDF-weighted share of the article's names that the story also names. */
export function entityCoverage(article: ArticleFeatures, story: Story): number {
  let total = 0;
  let shared = 0;
  for (const [key, idf] of article.entities) {
    total += idf;
    if (story.entityCounts.has(key)) shared += idf;
  }
  return total === 0 ? 0 : shared / total;
}

export function scoreArticle(article: ArticleFeatures, publishedAt: number, story: Story, weights: SimilarityWeights, source = ""): Match {
  const centroid = story.centroidCosine(article.vector);
  let member = -1;
  let closest = story.members[story.members.length - 1];
  const from = Math.max(0, story.members.length - weights.memberLimit);
  for (let i = story.members.length - 1; i >= from; i--) {
    const candidate = story.members[i];
    const similarity = dot(article.vector, candidate.features.vector);
    if (similarity > member) {
      member = similarity;
      closest = candidate;
    }
  }
  const entity = entityCoverage(article, story);
  const text = weights.centroidShare * centroid + (1 - weights.centroidShare) * member;
  const gap = weights.fromStart && Number.isFinite(publishedAt) && Number.isFinite(story.firstSeen) ? Math.abs(publishedAt - story.firstSeen) : story.gapTo(publishedAt);
  const factor = timeFactor(gap, weights);
  const sourceFactor = story.members.some((m) => m.source === source) ? weights.sameSourceFactor : 1;
  const sizeFactor = 1 / (1 + weights.sizePenalty * Math.max(0, story.members.length - 1));
  return { score: (text + weights.entityWeight * entity) * factor * sourceFactor * sizeFactor, centroid, member, entity, timeFactor: factor, closest };
}
