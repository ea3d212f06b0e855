import { StoryClusterer, type ClusterInput, type ClustererOptions } from "@/lib/news/cluster/story-clusterer";
import type { LabelledArticle } from "./labelled-articles";

export interface ClusterRun {
  /** Article id → final story id (after moves and merges). */
  assignments: Map<string, string>;
  seconds: number;
  merges: number;
  moves: number;
  splits: number;
}

/** What the stream needs of a clusterer: `StoryClusterer`, or the reference clusterer (`lib/news/cluster/reference`). */
export interface StreamedClusterer {
  add(article: ClusterInput): { storyId: string };
  reassignMembers(): { articleId: string; intoStoryId: string }[];
  mergeConverged(now: number): { fromStoryId: string; intoStoryId: string }[];
  splitMixed(): { intoStoryId: string; articleIds: string[] }[];
}

/**
 * Streams articles through a StoryClusterer the way the engine does: decide each article, run the
 * reassignment and merge passes every `mergeEvery` articles, and follow move and merge events to each
 * article's final story.
 */
export function runClusterer(articles: LabelledArticle[], options: Partial<ClustererOptions> = {}, mergeEvery = 100): ClusterRun {
  return streamThrough(articles, (newStoryId) => new StoryClusterer({ ...options, newStoryId }), mergeEvery);
}

/** `runClusterer` with the clusterer `make` gives (given how to name new stories). */
export function streamThrough(articles: LabelledArticle[], make: (newStoryId: () => string) => StreamedClusterer, mergeEvery = 100): ClusterRun {
  let next = 0;
  const clusterer = make(() => `s${next++}`);
  const storyOf = new Map<string, string>();
  const mergedInto = new Map<string, string>();
  let streamTime = -Infinity;
  let merges = 0;
  let moves = 0;
  let splits = 0;
  const started = performance.now();
  const mergePass = () => {
    for (const move of clusterer.reassignMembers()) {
      storyOf.set(move.articleId, move.intoStoryId);
      moves++;
    }
    for (const event of clusterer.mergeConverged(streamTime)) {
      mergedInto.set(event.fromStoryId, event.intoStoryId);
      merges++;
    }
    for (const split of clusterer.splitMixed()) {
      for (const id of split.articleIds) storyOf.set(id, split.intoStoryId);
      splits++;
    }
  };
  articles.forEach(({ input }, i) => {
    storyOf.set(input.id, clusterer.add(input).storyId);
    if (Number.isFinite(input.publishedAt)) streamTime = Math.max(streamTime, input.publishedAt);
    if ((i + 1) % mergeEvery === 0) mergePass();
  });
  mergePass();
  const seconds = (performance.now() - started) / 1000;
  const finalStory = (id: string): string => {
    let current = id;
    for (let next = mergedInto.get(current); next !== undefined; next = mergedInto.get(current)) current = next;
    return current;
  };
  const assignments = new Map<string, string>();
  for (const [article, story] of storyOf) assignments.set(article, finalStory(story));
  return { assignments, seconds, merges, moves, splits };
}

/** The stories of two or more outlets, each as its members in stream order. */
export function multiOutletStories(articles: ClusterInput[], assignments: Map<string, string>): ClusterInput[][] {
  const stories = new Map<string, ClusterInput[]>();
  for (const a of articles) {
    const story = assignments.get(a.id)!;
    stories.set(story, [...(stories.get(story) ?? []), a]);
  }
  return [...stories.values()].filter((members) => new Set(members.map((m) => m.source)).size >= 2);
}
