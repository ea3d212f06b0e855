import type { MergeEvent } from "./story-clusterer";
import type { Story } from "./story";
import { EMPTY_PACKED, type PackedArticle, type PackedVector } from "./packed-vector";
import type { StoryIndex } from "./story-index";
import { scoreArticle, timeFactor, type SimilarityWeights } from "./story-similarity";

export interface MergeSettings {
  /** Centroid similarity at which two stories are one. */
  threshold: number;
  /**
   * The threshold when both stories' first reports carry full texts. Their headline-and-lead vectors
   * are then richer, and with dates hidden (a dense day) two stories of one saga's different events
   * reached 0.55 and fused: 0.85 costs no dated decision on the dev set.
   */
  textThreshold: number;
  /** The clusterer's join threshold: a story of one article moves when that article would now join. */
  joinThreshold: number;
  queryTerms: number;
  candidateLimit: number;
  similarity: SimilarityWeights;
  activeWindowMs: number;
}

export interface MergeState {
  stories: Map<string, Story>;
  index: StoryIndex;
  /** Story → its `changedAt` when last compared: unchanged stories are not compared again. */
  checked: Map<Story, number>;
  /**
   * Whether the split pass would cut the story made of `into` and `from` back into those two
   * (`splitWouldUndo`): the merge is then not made (issue 26: the two passes undid each other).
   */
  splitWouldUndo?: (into: Story, from: Story) => boolean;
}

function spanGap(a: Story, b: Story): number {
  if (!Number.isFinite(a.lastSeen) || !Number.isFinite(b.lastSeen)) return 0;
  return Math.max(0, a.firstSeen - b.lastSeen, b.firstSeen - a.lastSeen);
}

/** The centroid scaled to unit length, heaviest terms first (ties by key, as the index lookup expects). */
function unitCentroid(story: Story): PackedVector {
  const norm = story.centroidNorm || 1;
  const { keys, ids, weights } = story.centroid;
  const order = Array.from(keys, (_, i) => i).sort((a, b) => weights[b]! - weights[a]! || (keys[a]! < keys[b]! ? -1 : 1));
  const unit = { keys: order.map((i) => keys[i]!), ids: new Int32Array(order.length), weights: new Float64Array(order.length) };
  order.forEach((from, to) => {
    unit.ids[to] = ids[from]!;
    unit.weights[to] = weights[from]! / norm;
  });
  return unit;
}

/**
 * How well `story` fits `other`, as a multiple of the threshold it must reach (≥ 1: they are one).
 * Two stories compare centroids. A story of one article is that article arriving again: it started
 * alone because its story did not exist yet, or had not yet the report it is closest to, and now
 * joins when it would join today (the same score and threshold as a newcomer, outlet rule included).
 */
function fit(story: Story, unit: PackedArticle, other: Story, gap: number, settings: MergeSettings): { ratio: number; score: number } {
  if (story.members.length === 1) {
    const score = scoreArticle(story.members[0]!, other, settings.similarity).score;
    return { ratio: score / settings.joinThreshold, score };
  }
  const score = other.centroidCosine(unit) * timeFactor(gap, settings.similarity);
  const withTexts = story.members[0]!.features.text.ids.length > 0 && other.members[0]!.features.text.ids.length > 0;
  return { ratio: score / (withTexts ? settings.textThreshold : settings.threshold), score };
}

function absorb(state: MergeState, into: Story, from: Story): void {
  for (const member of from.members) state.index.add(into, into.add(member));
  state.index.remove(from);
  state.stories.delete(from.id);
  state.checked.delete(from);
}

/**
 * The periodic merge pass: two stories started apart (an article arrived before the story it belonged
 * to had enough words in common) whose centroids have since converged become one, and an article left
 * alone joins the story that has since formed around it (see `fit`). Only stories changed since the
 * last pass are compared; the older story keeps its id.
 *
 * A merge the split pass would undo at once is not made (`splitWouldUndo`): a story the split pass
 * cut out, or one it would cut out of the pair, stays apart while the evidence is the same, instead of
 * being fused back and cut out again under a new id every batch. Its best fit is then left alone, not
 * traded for the next best: what the two passes together made of it before, one batch after another.
 */
export function mergeConverged(state: MergeState, now: number, settings: MergeSettings): MergeEvent[] {
  const events: MergeEvent[] = [];
  for (const story of [...state.stories.values()]) {
    if (!state.stories.has(story.id) || state.checked.get(story) === story.changedAt) continue;
    if (Number.isFinite(story.lastSeen) && now - story.lastSeen > settings.activeWindowMs) continue;
    // The unit centroid as an article's headline (no text), for the index lookup and the cosines.
    const unit: PackedArticle = { vector: unitCentroid(story), text: EMPTY_PACKED };
    let best: { other: Story; ratio: number; score: number } | null = null;
    for (const other of state.index.candidates([[unit.vector, settings.queryTerms]], settings.candidateLimit)) {
      const gap = spanGap(story, other);
      if (other === story || gap > settings.activeWindowMs) continue;
      const { ratio, score } = fit(story, unit, other, gap, settings);
      if (ratio >= 1 && (!best || ratio > best.ratio)) best = { other, ratio, score };
    }
    state.checked.set(story, story.changedAt);
    if (!best) continue;
    const [into, from] = story.sequence < best.other.sequence ? [story, best.other] : [best.other, story];
    if (state.splitWouldUndo?.(into, from)) continue;
    absorb(state, into, from);
    events.push({ intoStoryId: into.id, fromStoryId: from.id, score: Math.round(best.score * 10_000) / 10_000 });
  }
  return events;
}
