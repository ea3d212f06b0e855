import type { ArticleFeatures, Labels } from "./article-features";
import type { PackedVector } from "./packed-vector";
import type { Story, StoryMember } from "./story";

const MAX_TERMS = 8;
const MAX_ENTITIES = 6;
const NO_LABELS: Labels = new Map();

function label(key: string, labels: Labels, fallback: Labels): string {
  const quoted = key.startsWith("q:");
  const words = (quoted ? key.slice(2) : key).split("_").map((part) => labels.get(part) ?? fallback.get(part) ?? part.replace(/^#/, ""));
  const text = words.join(" ");
  return quoted ? `“${text}”` : text;
}

/**
 * Where each term of one vector sits, found by its number and confirmed by its key (two keys may
 * share a number). An open-addressing table reused from one explanation to the next: every
 * decision is explained, and maps built per explanation cost more than the rest of it. One per
 * clusterer (`ClusterWorkspace.positions`).
 */
export class TermPositions {
  private capacity = 0;
  private generation = 0;
  private stamps = new Int32Array(0);
  private ids = new Int32Array(0);
  private positions = new Int32Array(0);
  private vector: PackedVector | null = null;

  load(vector: PackedVector): void {
    this.vector = vector;
    if (2 * vector.ids.length > this.capacity) {
      this.capacity = Math.max(256, 2 ** Math.ceil(Math.log2(2 * vector.ids.length)));
      this.stamps = new Int32Array(this.capacity);
      this.ids = new Int32Array(this.capacity);
      this.positions = new Int32Array(this.capacity);
      this.generation = 0;
    }
    if (++this.generation === 0x7fffffff) {
      this.stamps.fill(0);
      this.generation = 1;
    }
    for (let at = 0; at < vector.ids.length; at++) {
      let slot = this.start(vector.ids[at]!);
      while (this.stamps[slot] === this.generation) slot = (slot + 1) & (this.capacity - 1);
      this.stamps[slot] = this.generation;
      this.ids[slot] = vector.ids[at]!;
      this.positions[slot] = at;
    }
  }

  /** The position of `key` (numbered `id`) in the loaded vector, or -1. */
  positionOf(id: number, key: string): number {
    for (let slot = this.start(id); this.stamps[slot] === this.generation; slot = (slot + 1) & (this.capacity - 1)) {
      if (this.ids[slot] === id && this.vector!.keys[this.positions[slot]!] === key) return this.positions[slot]!;
    }
    return -1;
  }

  private start(id: number): number {
    return (Math.imul(id, 0x9e3779b1) >>> 8) & (this.capacity - 1);
  }
}

/** The terms two vectors share, each with `weight` × the product of its two weights, in `mine`'s order. */
function contributions(mine: PackedVector, theirs: PackedVector, weight: number, positions: TermPositions): { keys: string[]; values: number[] } {
  positions.load(theirs);
  const shared = { keys: [] as string[], values: [] as number[] };
  for (let i = 0; i < mine.keys.length; i++) {
    const at = positions.positionOf(mine.ids[i]!, mine.keys[i]!);
    if (at < 0) continue;
    shared.keys.push(mine.keys[i]!);
    shared.values.push(weight * mine.weights[i]! * theirs.weights[at]!);
  }
  return shared;
}

/**
 * Why an article joined a story, for the story page: the terms that weighed most in its match with
 * the closest member (headline and lead, and full texts with `textWeight` when they were compared),
 * and the names it shares with the story (rarest first). Words are shown as the article wrote them, or
 * as `fallback` gives them (a stored member keeps none of its own). For a member that has already
 * joined `story`, pass it as `without` so that its own names do not count as shared.
 */
export function explainMatch(
  article: ArticleFeatures,
  closest: ArticleFeatures,
  story: Story,
  textWeight = 0,
  fallback: Labels = NO_LABELS,
  without?: StoryMember,
): { sharedTerms: string[]; sharedEntities: string[] } {
  const { positions } = story.workspace;
  const shared = contributions(article.vector, closest.vector, 1, positions);
  if (textWeight > 0) {
    const text = contributions(article.text, closest.text, textWeight, positions);
    text.keys.forEach((key, i) => {
      // A term shared by both headlines and both texts counts once, with both contributions.
      const at = shared.keys.indexOf(key);
      if (at >= 0) shared.values[at]! += text.values[i]!;
      else {
        shared.keys.push(key);
        shared.values.push(text.values[i]!);
      }
    });
  }
  const { keys, values } = shared;
  const order = keys.map((_, i) => i).sort((a, b) => values[b]! - values[a]! || (keys[a]! < keys[b]! ? -1 : 1));
  const sharedTerms: string[] = [];
  for (const i of order) {
    const text = label(keys[i]!, article.labels, fallback);
    if (!sharedTerms.includes(text)) sharedTerms.push(text);
    if (sharedTerms.length === MAX_TERMS) break;
  }
  const sharedEntities = [...article.entities]
    .filter(([key]) => story.mentions(key, without))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_ENTITIES)
    .map(([key]) => label(key, article.labels, fallback));
  return { sharedTerms, sharedEntities };
}
