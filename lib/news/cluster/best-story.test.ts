import { describe, expect, it } from "vitest";
import { DEFAULT_FEATURE_WEIGHTS, extractFeatures } from "./article-features";
import { bestStory, type SearchSettings } from "./best-story";
import { Corpus } from "./corpus";
import { BACKGROUND, BRIDGE_A, BRIDGE_B, BUDGET, EXXON_A, EXXON_B, EXXON_C, HEARING_A, HEARING_B } from "./cluster-fixtures";
import { Story, type StoryMember } from "./story";
import { StoryIndex } from "./story-index";
import { DEFAULT_SIMILARITY_WEIGHTS, scoreArticle } from "./story-similarity";
import { ClusterWorkspace } from "./workspace";

const workspace = new ClusterWorkspace();

const SETTINGS: SearchSettings = { queryTerms: 24, candidateLimit: 12, memberChecks: 8, activeWindowMs: 3 * 24 * 3600_000, similarity: DEFAULT_SIMILARITY_WEIGHTS };

describe("bestStory", () => {
  it("gives the match that scoring the chosen story afresh gives, and the best of every candidate", () => {
    const corpus = new Corpus();
    const member = (a: (typeof BACKGROUND)[number]): StoryMember => ({ articleId: a.id, source: a.source, publishedAt: a.publishedAt, features: extractFeatures(a, corpus, DEFAULT_FEATURE_WEIGHTS, workspace) });
    const index = new StoryIndex();
    // One story per group: the newcomers below each share words with several of them.
    const groups = [BACKGROUND.slice(0, 3), BACKGROUND.slice(3), [EXXON_A, EXXON_B], [HEARING_A], [BUDGET], [BRIDGE_A]];
    const stories = groups.map((articles, i) => {
      const story = new Story(`s${i}`, i, 8, 30, 8, workspace);
      for (const a of articles) index.add(story, story.add(member(a)));
      return story;
    });
    for (const newcomer of [EXXON_C, HEARING_B, BRIDGE_B].map(member)) {
      const best = bestStory(index, newcomer, SETTINGS);
      expect(best).not.toBeNull();
      expect(best!.match).toEqual(scoreArticle(newcomer, best!.story, DEFAULT_SIMILARITY_WEIGHTS));
      // Few stories here: every story sharing a word is a candidate and is scored.
      for (const story of stories) expect(scoreArticle(newcomer, story, DEFAULT_SIMILARITY_WEIGHTS).score).toBeLessThanOrEqual(best!.match.score);
    }
  });
});
