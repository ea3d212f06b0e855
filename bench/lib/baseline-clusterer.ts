import type { ClusterInput } from "@/lib/news/cluster/story-clusterer";
import { STOPWORDS } from "@/lib/news/cluster/stopwords";

// The plain single-pass TF-IDF baseline the StoryClusterer is measured against: title and lead as one
// bag of lower-case words, IDF learned online, cosine with each recent story's centroid, join the best
// above a fixed threshold. No names, numbers, quotes, stemming, member check or merge pass.

const DAY_MS = 24 * 3600_000;

interface BaselineStory {
  id: string;
  centroid: Map<string, number>;
  lastSeen: number;
}

export class BaselineClusterer {
  private readonly documentFrequency = new Map<string, number>();
  private documents = 0;
  private readonly stories: BaselineStory[] = [];

  constructor(
    private readonly threshold = 0.3,
    private readonly windowMs = 3 * DAY_MS,
  ) {}

  add(article: ClusterInput): string {
    const words = `${article.title} ${article.lead}`.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    const counts = new Map<string, number>();
    for (const word of words) if (!STOPWORDS.has(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    this.documents++;
    for (const word of counts.keys()) this.documentFrequency.set(word, (this.documentFrequency.get(word) ?? 0) + 1);
    const vector = new Map<string, number>();
    let norm = 0;
    for (const [word, count] of counts) {
      const weight = count * Math.log((this.documents + 1) / (this.documentFrequency.get(word)! + 0.5));
      vector.set(word, weight);
      norm += weight * weight;
    }
    norm = Math.sqrt(norm) || 1;
    for (const [word, weight] of vector) vector.set(word, weight / norm);

    let best: { story: BaselineStory; score: number } | null = null;
    for (const story of this.stories) {
      const known = Number.isFinite(article.publishedAt) && Number.isFinite(story.lastSeen);
      if (known && Math.abs(article.publishedAt - story.lastSeen) > this.windowMs) continue;
      const score = cosine(vector, story.centroid);
      if (!best || score > best.score) best = { story, score };
    }
    const story = best && best.score >= this.threshold ? best.story : this.open(article);
    for (const [word, weight] of vector) story.centroid.set(word, (story.centroid.get(word) ?? 0) + weight);
    if (Number.isFinite(article.publishedAt)) story.lastSeen = Math.max(story.lastSeen, article.publishedAt);
    return story.id;
  }

  private open(article: ClusterInput): BaselineStory {
    const story = { id: `b${this.stories.length}`, centroid: new Map<string, number>(), lastSeen: Number.isFinite(article.publishedAt) ? article.publishedAt : -Infinity };
    this.stories.push(story);
    return story;
  }
}

function cosine(unit: Map<string, number>, centroid: Map<string, number>): number {
  let dot = 0;
  let norm = 0;
  for (const weight of centroid.values()) norm += weight * weight;
  for (const [word, weight] of unit) dot += weight * (centroid.get(word) ?? 0);
  return norm === 0 ? 0 : dot / Math.sqrt(norm);
}
