import { DEFAULT_FEATURE_WEIGHTS, extractFeatures, type ArticleFeatures, type FeatureWeights, type Labels } from "./article-features";
import { bestStory, type SearchSettings } from "./best-story";
import { Corpus, type CorpusSnapshot } from "./corpus";
import { explainMatch } from "./explain-match";
import { mergeConverged, type MergeSettings } from "./merge-stories";
import { reassignMembers, type RecentJoin } from "./reassign-members";
import { splitBound, splitMixed, splitWouldUndo, type PairRuleName, type SplitRule, type SplitSettings } from "./split-stories";
import { Story, type StoryMember } from "./story";
import { StoryIndex } from "./story-index";
import { DEFAULT_SIMILARITY_WEIGHTS, scoreArticle, type Match, type SimilarityWeights } from "./story-similarity";
import { ClusterWorkspace } from "./workspace";

export interface ClusterInput {
  id: string;
  title: string;
  /** Feed description or first paragraph. */
  lead: string;
  /** Full text when available; only its beginning is used, with a low weight. */
  body?: string;
  /** ms since epoch, UTC; NaN when unknown (then time plays no part). */
  publishedAt: number;
  /** Outlet id. */
  source: string;
}

export interface JoinDecision {
  articleId: string;
  storyId: string;
  isNewStory: boolean;
  /** Score against the chosen story; for a new story, the best score that fell short (0 if none). */
  score: number;
  sharedTerms: string[];
  sharedEntities: string[];
}

export interface MergeEvent {
  intoStoryId: string;
  fromStoryId: string;
  score: number;
}

/** An article moved from one story to another by the reassignment pass, with why it fits there. */
export interface MoveEvent {
  articleId: string;
  fromStoryId: string;
  intoStoryId: string;
  /** Score against the story it moved into. */
  score: number;
  sharedTerms: string[];
  sharedEntities: string[];
}

/** Members taken out of a story into a new one by the split pass, with why. */
export interface SplitEvent {
  fromStoryId: string;
  intoStoryId: string;
  articleIds: string[];
  /** Mean pair score between the members that left and those that stayed. */
  score: number;
  /**
   * "threshold": `score` is below the split threshold; "core": it is not, but they hung on the others
   * loosely (`splitCoreRatio`); "fit": one full text that fitted the rest of its story below
   * `splitFitFloor` (`score` is then that fit).
   */
  rule: SplitRule;
  /** Mean pair score within the members that left, and within those that stayed (null for one member). */
  within: number | null;
  kept: number | null;
  /** The split pass's pair rules that lowered the score between the two groups, most pairs first (`Split.rules`). */
  rules: PairRuleName[];
  /** `score` with those rules taken off. */
  before: number;
}

export interface ClustererOptions {
  newStoryId: () => string;
  /** A story with no article for this long leaves the index (default 3 days). */
  activeWindowMs?: number;
  /** Minimum score to join a story (calibrated on the development set and the SemEval pairs). */
  joinThreshold?: number;
  /** Minimum centroid similarity for the merge pass to fuse two stories. */
  mergeThreshold?: number;
  /** The same when both stories' first reports carry full texts (see `merge-stories.ts`). */
  textMergeThreshold?: number;
  /** Members that shape a story's centroid; later ones cannot move it (drift cap). */
  centroidCap?: number;
  /** Heaviest article terms used to look up candidates, and how many candidates are scored. */
  queryTerms?: number;
  candidateLimit?: number;
  /** Heaviest terms of each member entered in the inverted index. */
  indexTerms?: number;
  /**
   * Heaviest full-text terms of each member entered in the index; a lookup tries every full-text
   * term of the article (most are in no story's entries, so the cost stays small). Reports whose
   * headlines share no word are still found through the facts their texts share.
   */
  textIndexTerms?: number;
  /** Candidates (best by centroid) whose members are also compared one by one. */
  memberChecks?: number;
  /** How much better another story must fit a member than its own for the reassignment pass to move it. */
  moveMargin?: number;
  /** Mean pair score below which two groups of a story's members are split apart (see `split-stories.ts`); 0: no split pass. */
  splitThreshold?: number;
  /** Stories of more members are not examined by the split pass. */
  splitMaxMembers?: number;
  /** Smallest group the split pass takes out (1: a lone outlier too). */
  splitMinGroup?: number;
  /**
   * The event-anchor penalty of the split pass's headline-only pair scores (the join's is
   * `similarity.anchorPenalty`): steeper, since the pass only asks whether two reports tell one event.
   */
  splitAnchorPenalty?: number;
  /**
   * The split pass's event anchors read a two-word name written in two forms ("North Korean", "North
   * Korea") as one name (`concentration`'s `nameForms`; issue 26, sixth round).
   */
  splitNameForms?: boolean;
  /**
   * A headline-only member of an examined story whose mean pair score with the rest of its group is
   * below this share of the rest's own mean pair score leaves it (0: never; see `split-stories.ts`).
   */
  splitCoreRatio?: number;
  /**
   * The split pass's pair score of two reports that are not both full-text is multiplied by this when
   * their headlines name different latest stages of a legal saga (`event-stage.ts`: the plea against the
   * sentence); 1: off.
   */
  splitStageFactor?: number;
  /**
   * The split pass's pair score of two pieces, not both full-text, whose headlines announce different
   * genres (`genre.ts`: a photo gallery, an interview programme, a report) is multiplied by this; 1: off.
   */
  splitGenreFactor?: number;
  /**
   * The split pass's pair score of two pieces, not both full-text, one of which announces a third
   * party's reaction (`headlineReaction` in `genre.ts`: a crowd on social media, a late-night host; or
   * a celebrity's side piece the other never names, `celebrityKeys`) is multiplied by this, against a
   * report or another reaction alike; 1: off.
   */
  splitReactionFactor?: number;
  /**
   * Specific anchors in the split pass: two reports, not both full-text, whose headline vectors share no
   * key held by fewer than `splitBroadShare` of the headlines read so far score `splitBroadFactor` of
   * their pair score (`sharesSpecificKey` in `split-stories.ts`); factor 1: off.
   */
  splitBroadShare?: number;
  splitBroadFactor?: number;
  /**
   * Conflicting anchors in the split pass (issue 26, tenth round): two reports, both with a full text,
   * whose headlines each name a name held by fewer than `splitConflictShare` of the headlines read so far
   * that the other never writes score `splitConflictFactor` of their pair score (`conflictingAnchors` in
   * `split-stories.ts`); 1: off.
   */
  splitConflictShare?: number;
  splitConflictFactor?: number;
  /**
   * Time in the split pass: two reports, not both full-text, published further apart than
   * `splitFreeGapDays` (the least gap their times allow: a date without a time of day, midnight UTC, is
   * any moment of that day) lose `splitTimeDecay` of their pair score per further day, down to
   * `splitMinTimeFactor` of it (1: off).
   */
  splitFreeGapDays?: number;
  splitTimeDecay?: number;
  splitMinTimeFactor?: number;
  /**
   * A member with a full text, in a story of three or more, whose fit to the rest of its story (the
   * join's score without it, as "why grouped" shows) is below this leaves as a story of its own (issue
   * 26, eighth round; `SplitSettings.fitFloor`); 0: off.
   */
  splitFitFloor?: number;
  features?: Partial<FeatureWeights>;
  similarity?: Partial<SimilarityWeights>;
  /** Corpus statistics saved earlier, so IDF does not start cold after a restart. */
  statistics?: ClustererStatistics;
}

/** Saved corpus statistics: of headlines and leads, and of full texts. */
export type ClustererStatistics = CorpusSnapshot;

const DAY_MS = 24 * 3600_000;
const NO_LABELS: Labels = new Map();

export const DEFAULT_OPTIONS = {
  activeWindowMs: 3 * DAY_MS,
  joinThreshold: 0.25,
  mergeThreshold: 0.55,
  textMergeThreshold: 0.85,
  centroidCap: 8,
  queryTerms: 24,
  candidateLimit: 12,
  indexTerms: 30,
  textIndexTerms: 8,
  memberChecks: 8,
  moveMargin: 0,
  splitThreshold: 0.22,
  splitMaxMembers: 6,
  splitMinGroup: 1,
  splitAnchorPenalty: 1.4,
  splitNameForms: true as boolean,
  splitCoreRatio: 0.4,
  splitStageFactor: 0.3,
  splitGenreFactor: 0.5,
  splitReactionFactor: 0.5,
  splitBroadShare: 0.08,
  splitBroadFactor: 0.85,
  splitConflictShare: 0.03,
  splitConflictFactor: 0.5,
  splitFreeGapDays: 0.7,
  splitTimeDecay: 2,
  splitMinTimeFactor: 0.55,
  splitFitFloor: 0.22,
};

/** Articles kept for their second look between two reassignment passes (the engine's batch is 500). */
const MAX_RECENT_JOINS = 5_000;

export class StoryClusterer {
  private readonly stats: Corpus;
  /** This clusterer's own tables and change count (nothing is shared between clusterers). */
  private readonly workspace = new ClusterWorkspace();
  private readonly index = new StoryIndex();
  private readonly stories = new Map<string, Story>();
  private readonly features: FeatureWeights;
  private readonly similarityWeights: SimilarityWeights;
  private readonly settings: typeof DEFAULT_OPTIONS;
  private readonly newStoryId: () => string;
  private sequence = 0;
  /** Latest publication time seen: the clock for articles without a date. */
  private clock = Number.NaN;
  private readonly mergeChecked = new Map<Story, number>();
  private readonly splitChecked = new Map<Story, number>();
  /** Articles decided since the last reassignment pass, for their second look. */
  private recentJoins: RecentJoin[] = [];

  constructor(options: ClustererOptions) {
    this.newStoryId = options.newStoryId;
    this.settings = {
      activeWindowMs: options.activeWindowMs ?? DEFAULT_OPTIONS.activeWindowMs,
      joinThreshold: options.joinThreshold ?? DEFAULT_OPTIONS.joinThreshold,
      mergeThreshold: options.mergeThreshold ?? DEFAULT_OPTIONS.mergeThreshold,
      textMergeThreshold: options.textMergeThreshold ?? DEFAULT_OPTIONS.textMergeThreshold,
      centroidCap: options.centroidCap ?? DEFAULT_OPTIONS.centroidCap,
      queryTerms: options.queryTerms ?? DEFAULT_OPTIONS.queryTerms,
      candidateLimit: options.candidateLimit ?? DEFAULT_OPTIONS.candidateLimit,
      indexTerms: options.indexTerms ?? DEFAULT_OPTIONS.indexTerms,
      textIndexTerms: options.textIndexTerms ?? DEFAULT_OPTIONS.textIndexTerms,
      memberChecks: options.memberChecks ?? DEFAULT_OPTIONS.memberChecks,
      moveMargin: options.moveMargin ?? DEFAULT_OPTIONS.moveMargin,
      splitThreshold: options.splitThreshold ?? DEFAULT_OPTIONS.splitThreshold,
      splitMaxMembers: options.splitMaxMembers ?? DEFAULT_OPTIONS.splitMaxMembers,
      splitMinGroup: options.splitMinGroup ?? DEFAULT_OPTIONS.splitMinGroup,
      splitAnchorPenalty: options.splitAnchorPenalty ?? DEFAULT_OPTIONS.splitAnchorPenalty,
      splitNameForms: options.splitNameForms ?? DEFAULT_OPTIONS.splitNameForms,
      splitCoreRatio: options.splitCoreRatio ?? DEFAULT_OPTIONS.splitCoreRatio,
      splitStageFactor: options.splitStageFactor ?? DEFAULT_OPTIONS.splitStageFactor,
      splitGenreFactor: options.splitGenreFactor ?? DEFAULT_OPTIONS.splitGenreFactor,
      splitReactionFactor: options.splitReactionFactor ?? DEFAULT_OPTIONS.splitReactionFactor,
      splitBroadShare: options.splitBroadShare ?? DEFAULT_OPTIONS.splitBroadShare,
      splitBroadFactor: options.splitBroadFactor ?? DEFAULT_OPTIONS.splitBroadFactor,
      splitConflictShare: options.splitConflictShare ?? DEFAULT_OPTIONS.splitConflictShare,
      splitConflictFactor: options.splitConflictFactor ?? DEFAULT_OPTIONS.splitConflictFactor,
      splitFreeGapDays: options.splitFreeGapDays ?? DEFAULT_OPTIONS.splitFreeGapDays,
      splitTimeDecay: options.splitTimeDecay ?? DEFAULT_OPTIONS.splitTimeDecay,
      splitMinTimeFactor: options.splitMinTimeFactor ?? DEFAULT_OPTIONS.splitMinTimeFactor,
      splitFitFloor: options.splitFitFloor ?? DEFAULT_OPTIONS.splitFitFloor,
    };
    this.features = { ...DEFAULT_FEATURE_WEIGHTS, ...options.features };
    this.similarityWeights = { ...DEFAULT_SIMILARITY_WEIGHTS, ...options.similarity };
    this.stats = new Corpus(options.statistics);
  }

  get activeStoryCount(): number {
    return this.stories.size;
  }

  /** Decides which active story the article belongs to (or starts one) and joins it. */
  add(article: ClusterInput): JoinDecision {
    const features = extractFeatures(article, this.stats, this.features, this.workspace);
    const best = bestStory(this.index, { features, publishedAt: article.publishedAt, source: article.source }, this.search());
    if (best && best.match.score >= this.settings.joinThreshold) {
      const why = this.explain(features, best.match, best.story);
      this.remember(best.story, this.join(best.story, article, features), features.labels);
      return { articleId: article.id, storyId: best.story.id, isNewStory: false, score: round(best.match.score), ...why };
    }
    const story = this.createStory(this.newStoryId());
    this.remember(story, this.join(story, article, features), features.labels);
    return { articleId: article.id, storyId: story.id, isNewStory: true, score: round(best?.match.score ?? 0), sharedTerms: [], sharedEntities: [] };
  }

  /** Re-adds an article already assigned to `storyId` (rebuilding memory after a restart); no decision. */
  restore(article: ClusterInput, storyId: string): void {
    const features = extractFeatures(article, this.stats, this.features, this.workspace);
    this.join(this.stories.get(storyId) ?? this.createStory(storyId), article, features);
  }

  /**
   * The second look at the articles decided since the last call (see `reassign-members.ts`): one that
   * fits a story formed since better than its own moves there. Call once a batch is in, before
   * `mergeConverged`.
   */
  reassignMembers(): MoveEvent[] {
    const recent = this.recentJoins;
    this.recentJoins = [];
    const moves = reassignMembers(this.stories, this.index, recent, { ...this.search(), joinThreshold: this.settings.joinThreshold, moveMargin: this.settings.moveMargin });
    return moves.map(({ member, from, into, match, labels }) => ({
      articleId: member.articleId,
      fromStoryId: from.id,
      intoStoryId: into.id,
      score: round(match.score),
      ...explainMatch(member.features, match.closest.features, into, match.textsCompared ? this.similarityWeights.textWeight : 0, labels, member),
    }));
  }

  /** Fuses stories whose centroids converged; the older story absorbs the newer one. */
  mergeConverged(now: number): MergeEvent[] {
    const settings: MergeSettings = {
      threshold: this.settings.mergeThreshold,
      textThreshold: this.settings.textMergeThreshold,
      queryTerms: this.settings.queryTerms,
      candidateLimit: this.settings.candidateLimit,
      similarity: this.similarityWeights,
      activeWindowMs: this.settings.activeWindowMs,
      joinThreshold: this.settings.joinThreshold,
    };
    // A merge the split pass would undo at once is not made (issue 26: the passes undid each other).
    const split = this.splitSettings();
    const undo = split.threshold > 0 ? (into: Story, from: Story) => splitWouldUndo(into, from, this.headlines, split) : undefined;
    return mergeConverged({ stories: this.stories, index: this.index, checked: this.mergeChecked, splitWouldUndo: undo }, now, settings);
  }

  /**
   * The split pass (`split-stories.ts`): a story whose members form two groups, each telling its own
   * event, is cut in two; the group with the story's first report keeps its id. Call after `mergeConverged`.
   */
  splitMixed(): SplitEvent[] {
    if (this.settings.splitThreshold <= 0) return [];
    const splits = splitMixed(
      { stories: this.stories, index: this.index, checked: this.splitChecked, createStory: () => this.createStory(this.newStoryId()), ...this.headlines },
      this.splitSettings(),
    );
    return splits.map((s) => {
      s.into.touchedAt = s.from.touchedAt;
      return { fromStoryId: s.from.id, intoStoryId: s.into.id, articleIds: s.members.map((m) => m.articleId), score: round(s.cross), rule: s.rule, within: s.within === null ? null : round(s.within), kept: s.kept === null ? null : round(s.kept), rules: s.rules, before: round(s.before) };
    });
  }

  /**
   * Why a member is grouped in its story (its score against the story without it, shared terms and
   * names), in the words of `article` as written: a split's moved articles get a new explanation, and a
   * stored member keeps no words as written. Score 0 and nothing shared when it is alone or absent.
   */
  explainMember(storyId: string, article: ClusterInput): { score: number; sharedTerms: string[]; sharedEntities: string[] } {
    const story = this.stories.get(storyId);
    const member = story?.members.find((m) => m.articleId === article.id);
    if (!story || !member || story.members.length < 2) return { score: 0, sharedTerms: [], sharedEntities: [] };
    const { labels } = extractFeatures(article, this.stats, this.features, this.workspace, false);
    const match = scoreArticle(member, story, this.similarityWeights, member);
    const why = explainMatch(member.features, match.closest.features, story, match.textsCompared ? this.similarityWeights.textWeight : 0, labels, member);
    return { score: round(match.score), ...why };
  }

  /** At most how many new stories the next `splitMixed` call may start (and so ask `newStoryId` for). */
  splitBound(): number {
    if (this.settings.splitThreshold <= 0) return 0;
    return splitBound({ stories: this.stories, checked: this.splitChecked }, { maxMembers: this.settings.splitMaxMembers, minGroup: this.settings.splitMinGroup });
  }

  /** Drops stories without an article for the active window; returns their ids. */
  evictInactive(now: number): string[] {
    const evicted: string[] = [];
    for (const story of this.stories.values()) {
      const last = Number.isFinite(story.lastSeen) ? Math.max(story.lastSeen, story.touchedAt) : story.touchedAt;
      if (Number.isFinite(last) && now - last > this.settings.activeWindowMs) {
        this.index.remove(story);
        this.stories.delete(story.id);
        this.mergeChecked.delete(story);
        this.splitChecked.delete(story);
        evicted.push(story.id);
      }
    }
    return evicted;
  }

  /**
   * How strongly `article` would match a story made of `other` alone, with the statistics learned so
   * far and without changing anything: for calibration on labelled pairs and for explanations.
   */
  similarity(article: ClusterInput, other: ClusterInput): JoinDecision {
    const features = extractFeatures(article, this.stats, this.features, this.workspace, false);
    const story = new Story(other.id, -1, this.settings.centroidCap, this.settings.indexTerms, this.settings.textIndexTerms, this.workspace);
    story.add({ articleId: other.id, source: other.source, publishedAt: other.publishedAt, features: extractFeatures(other, this.stats, this.features, this.workspace, false) });
    const match = scoreArticle({ features, publishedAt: article.publishedAt, source: article.source }, story, this.similarityWeights);
    const why = this.explain(features, match, story);
    return { articleId: article.id, storyId: story.id, isNewStory: match.score < this.settings.joinThreshold, score: round(match.score), ...why };
  }

  /** Corpus statistics to save and pass back as `options.statistics` after a restart. */
  statisticsSnapshot(): ClustererStatistics {
    return this.stats.snapshot();
  }

  /** Ids of the articles in an active story, in joining order. */
  storyMembers(storyId: string): string[] {
    return this.stories.get(storyId)?.members.map((m) => m.articleId) ?? [];
  }

  /** What the split pass reads of the headlines so far: each key's share of them, and their number. */
  private readonly headlines = {
    headlineShare: (key: string) => this.stats.terms.documentShare(this.stats.vocabulary.find(key)),
    headlineCount: () => this.stats.terms.documentCount,
  };

  /** The split pass's settings (the merge pass asks it too whether it would undo a merge). */
  private splitSettings(): SplitSettings {
    return {
      threshold: this.settings.splitThreshold,
      maxMembers: this.settings.splitMaxMembers,
      minGroup: this.settings.splitMinGroup,
      coreRatio: this.settings.splitCoreRatio,
      stageFactor: this.settings.splitStageFactor,
      genreFactor: this.settings.splitGenreFactor,
      reactionFactor: this.settings.splitReactionFactor,
      broadShare: this.settings.splitBroadShare,
      broadFactor: this.settings.splitBroadFactor,
      conflictShare: this.settings.splitConflictShare,
      conflictFactor: this.settings.splitConflictFactor,
      freeGapDays: this.settings.splitFreeGapDays,
      timeDecay: this.settings.splitTimeDecay,
      minTimeFactor: this.settings.splitMinTimeFactor,
      fitFloor: this.settings.splitFitFloor,
      joinSimilarity: this.similarityWeights,
      similarity: { ...this.similarityWeights, anchorPenalty: this.settings.splitAnchorPenalty, anchorNameForms: this.settings.splitNameForms },
    };
  }

  private search(): SearchSettings {
    const { queryTerms, candidateLimit, memberChecks, activeWindowMs } = this.settings;
    return { queryTerms, candidateLimit, memberChecks, activeWindowMs, similarity: this.similarityWeights };
  }

  private explain(features: ArticleFeatures, match: Match, story: Story): { sharedTerms: string[]; sharedEntities: string[] } {
    return explainMatch(features, match.closest.features, story, match.textsCompared ? this.similarityWeights.textWeight : 0);
  }

  private createStory(id: string): Story {
    const story = new Story(id, this.sequence++, this.settings.centroidCap, this.settings.indexTerms, this.settings.textIndexTerms, this.workspace);
    this.stories.set(id, story);
    return story;
  }

  private join(story: Story, article: ClusterInput, features: ArticleFeatures): StoryMember {
    if (Number.isFinite(article.publishedAt)) this.clock = Number.isFinite(this.clock) ? Math.max(this.clock, article.publishedAt) : article.publishedAt;
    story.touchedAt = this.clock;
    // Only a newcomer's labels are ever shown (and a moved article's, kept until its second look).
    const stored = { ...features, labels: NO_LABELS };
    const member = { articleId: article.id, source: article.source, publishedAt: article.publishedAt, features: stored };
    this.index.add(story, story.add(member));
    return member;
  }

  /** Remembers a decided article for its second look; the oldest lose theirs if passes never come. */
  private remember(story: Story, member: StoryMember, labels: Labels): void {
    if (this.recentJoins.length >= MAX_RECENT_JOINS) this.recentJoins.splice(0, MAX_RECENT_JOINS / 2);
    this.recentJoins.push({ story, member, labels, decidedAt: story.changedAt });
  }
}

function round(score: number): number {
  return Math.round(score * 10_000) / 10_000;
}
