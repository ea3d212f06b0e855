import type { ArticleFeatures } from "./article-features";
import type { Story } from "./story";
import type { QueryPart, StoryIndex } from "./story-index";
import { scoreWithCentroid, type Match, type Newcomer, type SimilarityWeights } from "./story-similarity";

export interface SearchSettings {
  /** Heaviest headline-and-lead terms used to look up candidates. */
  queryTerms: number;
  /** Candidates taken from the index, best by shared term weight. */
  candidateLimit: number;
  /** Candidates (best by centroid) whose members are also compared one by one. */
  memberChecks: number;
  /** Stories further away in time than this are not candidates. */
  activeWindowMs: number;
  similarity: SimilarityWeights;
}

/** An article's terms for the index lookup: its heaviest headline-and-lead terms, then its full-text terms. */
export function lookupTerms(features: ArticleFeatures, queryTerms: number): QueryPart[] {
  return [
    [features.vector, queryTerms],
    [features.text, features.text.keys.length],
  ];
}

/**
 * The story an article fits best, or null when no story shares a term with it: candidates from the
 * index within the time window, ranked by centroid similarity; only the best few are scored in full
 * (member by member), which keeps the cost per article flat as stories grow. `exclude` is left out
 * (a member looking for a better story than its own), and with `changedAfter` only stories changed
 * since that change (`Story.changedAt`) are candidates.
 */
export function bestStory(index: StoryIndex, newcomer: Newcomer, settings: SearchSettings, exclude?: Story, changedAfter = -1): { story: Story; match: Match } | null {
  const { features, publishedAt } = newcomer;
  const accept = (story: Story) => story !== exclude && story.changedAt > changedAfter && story.gapTo(publishedAt) <= settings.activeWindowMs;
  const shortlist = index
    .candidates(lookupTerms(features, settings.queryTerms), settings.candidateLimit, accept)
    .map((story) => ({ story, centroid: story.centroidCosine(features) }))
    .sort((a, b) => b.centroid - a.centroid || a.story.sequence - b.story.sequence)
    .slice(0, settings.memberChecks);
  let best: { story: Story; match: Match } | null = null;
  for (const { story, centroid } of shortlist) {
    const match = scoreWithCentroid(newcomer, story, settings.similarity, centroid);
    if (!best || match.score > best.match.score) best = { story, match };
  }
  return best;
}
