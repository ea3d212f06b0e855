import type { ArticleFeatures } from "./article-features";
import { heaviest } from "./story-index";

export interface StoryMember {
  articleId: string;
  source: string;
  /** ms since epoch, or NaN when unknown. */
  publishedAt: number;
  features: ArticleFeatures;
}

/**
 * One active story: its members and a centroid. The centroid is the sum of the first
 * `centroidCap` members' unit vectors only: later members still join and still match newcomers one
 * by one, but cannot drag the story's centre towards a neighbouring event (chaining, hub stories).
 */
export class Story {
  readonly members: StoryMember[] = [];
  readonly centroid = new Map<string, number>();
  /** The heaviest terms of each member (headline and lead, then full text): the story's entries in the inverted index. */
  readonly terms = new Set<string>();
  /** Entity key → number of members naming it. */
  readonly entityCounts = new Map<string, number>();
  readonly entityIdf = new Map<string, number>();
  /** Outlets of the members. */
  readonly sources = new Set<string>();
  private centroidNormSquared = 0;
  private centroidMembers = 0;
  /** Stream clock when an article last joined: eviction still works for articles without a date. */
  touchedAt = Number.NaN;
  firstSeen = Number.NaN;
  lastSeen = Number.NaN;
  /** Bumped on every change, so the merge pass can skip stories it already compared. */
  version = 0;

  constructor(
    readonly id: string,
    readonly sequence: number,
    private readonly centroidCap: number,
    private readonly indexTerms: number,
    private readonly textIndexTerms: number,
  ) {}

  get centroidNorm(): number {
    return Math.sqrt(this.centroidNormSquared);
  }

  /** Adds a member; returns the terms that are new to the story (to be indexed). */
  add(member: StoryMember): string[] {
    this.members.push(member);
    this.sources.add(member.source);
    this.version++;
    const time = member.publishedAt;
    if (Number.isFinite(time)) {
      this.firstSeen = Number.isFinite(this.firstSeen) ? Math.min(this.firstSeen, time) : time;
      this.lastSeen = Number.isFinite(this.lastSeen) ? Math.max(this.lastSeen, time) : time;
    }
    for (const [key, idf] of member.features.entities) {
      this.entityCounts.set(key, (this.entityCounts.get(key) ?? 0) + 1);
      this.entityIdf.set(key, idf);
    }
    if (this.centroidMembers < this.centroidCap) {
      this.centroidMembers++;
      for (const [key, weight] of member.features.vector) {
        const before = this.centroid.get(key) ?? 0;
        const after = before + weight;
        this.centroid.set(key, after);
        this.centroidNormSquared += after * after - before * before;
      }
    }
    const added: string[] = [];
    for (const [key] of [...heaviest(member.features.vector, this.indexTerms), ...heaviest(member.features.text, this.textIndexTerms)]) {
      if (!this.terms.has(key)) {
        this.terms.add(key);
        added.push(key);
      }
    }
    return added;
  }

  /**
   * Whether the story mentions a name: as a name, or as a word of its centroid (whether a word is a
   * name is learned as the stream goes, so an early member may not have known it yet).
   */
  mentions(key: string): boolean {
    return this.entityCounts.has(key) || this.centroid.has(key);
  }

  /** Cosine between a unit vector and the centroid. */
  centroidCosine(vector: Map<string, number>): number {
    const norm = this.centroidNorm;
    if (norm === 0) return 0;
    let dot = 0;
    for (const [key, weight] of vector) {
      const c = this.centroid.get(key);
      if (c !== undefined) dot += weight * c;
    }
    return dot / norm;
  }

  /** Time distance in ms from the story's first article (its event); 0 when either is unknown. */
  distanceFromStart(time: number): number {
    return Number.isFinite(time) && Number.isFinite(this.firstSeen) ? Math.abs(time - this.firstSeen) : 0;
  }

  /** Time distance in ms from `time` to the story's span; 0 inside it or when either is unknown. */
  gapTo(time: number): number {
    if (!Number.isFinite(time) || !Number.isFinite(this.lastSeen)) return 0;
    if (time > this.lastSeen) return time - this.lastSeen;
    if (time < this.firstSeen) return this.firstSeen - time;
    return 0;
  }
}

/** Dot product of two sparse vectors (walks the smaller one). */
export function dot(a: Map<string, number>, b: Map<string, number>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let sum = 0;
  for (const [key, weight] of small) {
    const other = large.get(key);
    if (other !== undefined) sum += weight * other;
  }
  return sum;
}
