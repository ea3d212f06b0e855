import type { ArticleFeatures } from "./article-features";
import { headlineProduct, type PackedArticle, type PackedVector } from "./packed-vector";
import { heaviest } from "./story-index";

export interface StoryMember {
  articleId: string;
  source: string;
  /** ms since epoch, or NaN when unknown. */
  publishedAt: number;
  features: ArticleFeatures;
}

/** Counts changes to any story: a story's `changedAt` says which change was its last. */
let changes = 0;

/**
 * One active story: its members and a centroid. The centroid is the sum of the first
 * `centroidCap` members' unit vectors only: later members still join and still match newcomers one
 * by one, but cannot drag the story's centre towards a neighbouring event (chaining, hub stories).
 *
 * Every question about the story can be asked `without` one of its members: how well a member fits
 * the story made of the others (the reassignment pass, `reassign-members.ts`).
 */
export class Story {
  readonly members: StoryMember[] = [];
  readonly centroid = new Map<string, number>();
  /**
   * The heaviest terms of each member (headline and lead, then full text), with the number of members
   * giving each: the story's entries in the inverted index.
   */
  private readonly termCounts = new Map<string, number>();
  /** Entity key → number of members naming it. */
  readonly entityCounts = new Map<string, number>();
  /** Outlet → number of members from it. */
  private readonly sourceCounts = new Map<string, number>();
  /** The members that shaped the centroid (the first `centroidCap`). */
  private readonly centroidMembers = new Set<StoryMember>();
  private centroidNormSquared = 0;
  /**
   * The centroid members' headline vectors one after another (term numbers and weights): the dot
   * product with a sum is the sum of the dot products, so the centroid cosine walks these through the
   * article's table (`headlineProduct`) instead of looking its words up in the centroid map.
   */
  private centroidIds = new Int32Array(0);
  private centroidWeights = new Float64Array(0);
  private centroidEntries = 0;
  /** Stream clock when an article last joined: eviction still works for articles without a date. */
  touchedAt = Number.NaN;
  firstSeen = Number.NaN;
  lastSeen = Number.NaN;
  /** Bumped on every change, so the periodic passes can skip stories they already examined. */
  version = 0;
  /** The number of this story's last change among all stories' changes (later changes, larger numbers). */
  changedAt = 0;
  /** Scratch of `StoryIndex.candidates`: the lookup that last met this story, and its overlap in it. */
  lookup = 0;
  overlap = 0;

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

  /** The story's entries in the inverted index. */
  get terms(): Iterable<string> {
    return this.termCounts.keys();
  }

  /** Adds a member; returns the terms that are new to the story (to be indexed). */
  add(member: StoryMember): string[] {
    this.members.push(member);
    this.sourceCounts.set(member.source, (this.sourceCounts.get(member.source) ?? 0) + 1);
    this.version++;
    this.changedAt = ++changes;
    const time = member.publishedAt;
    if (Number.isFinite(time)) {
      this.firstSeen = Number.isFinite(this.firstSeen) ? Math.min(this.firstSeen, time) : time;
      this.lastSeen = Number.isFinite(this.lastSeen) ? Math.max(this.lastSeen, time) : time;
    }
    for (const [key] of member.features.entities) this.entityCounts.set(key, (this.entityCounts.get(key) ?? 0) + 1);
    if (this.centroidMembers.size < this.centroidCap) {
      this.centroidMembers.add(member);
      this.appendToCentroid(member.features.packed.vector);
      for (const [key, weight] of member.features.vector) {
        const before = this.centroid.get(key) ?? 0;
        const after = before + weight;
        this.centroid.set(key, after);
        this.centroidNormSquared += after * after - before * before;
      }
    }
    const added: string[] = [];
    for (const key of this.indexTermsOf(member)) {
      const count = this.termCounts.get(key) ?? 0;
      this.termCounts.set(key, count + 1);
      if (count === 0) added.push(key);
    }
    return added;
  }

  private appendToCentroid(vector: PackedVector): void {
    const needed = this.centroidEntries + vector.ids.length;
    if (needed > this.centroidIds.length) {
      const capacity = Math.max(needed, 2 * this.centroidIds.length);
      const ids = new Int32Array(capacity);
      const weights = new Float64Array(capacity);
      ids.set(this.centroidIds.subarray(0, this.centroidEntries));
      weights.set(this.centroidWeights.subarray(0, this.centroidEntries));
      this.centroidIds = ids;
      this.centroidWeights = weights;
    }
    this.centroidIds.set(vector.ids, this.centroidEntries);
    this.centroidWeights.set(vector.weights, this.centroidEntries);
    this.centroidEntries = needed;
  }

  /**
   * Takes a member out and rebuilds what the members make (centroid, index terms, names, outlets,
   * span) from the others, in their joining order. The caller re-indexes the story.
   */
  remove(member: StoryMember): void {
    const at = this.members.indexOf(member);
    if (at < 0) return;
    const rest = this.members.filter((m) => m !== member);
    this.members.length = 0;
    this.centroid.clear();
    this.termCounts.clear();
    this.entityCounts.clear();
    this.sourceCounts.clear();
    this.centroidMembers.clear();
    this.centroidNormSquared = 0;
    this.centroidEntries = 0;
    this.firstSeen = Number.NaN;
    this.lastSeen = Number.NaN;
    for (const m of rest) this.add(m);
  }

  /** A member's entries in the index: its heaviest headline-and-lead terms, then its heaviest full-text terms (distinct). */
  private indexTermsOf(member: StoryMember): Set<string> {
    const keys = new Set<string>();
    for (const [key] of heaviest(member.features.vector, this.indexTerms)) keys.add(key);
    for (const [key] of heaviest(member.features.text, this.textIndexTerms)) keys.add(key);
    return keys;
  }

  /** Whether any member other than `without` comes from this outlet. */
  hasSource(source: string, without?: StoryMember): boolean {
    const count = this.sourceCounts.get(source) ?? 0;
    return count - (without?.source === source ? 1 : 0) > 0;
  }

  /**
   * Whether the story mentions a name: as a name, as a word of its centroid (whether a word is a name
   * is learned as the stream goes, so an early member may not have known it yet), or among the
   * heaviest words of its reports (a name in one outlet's headline that another outlet's report names
   * prominently only further down). Members other than `without` count.
   */
  mentions(key: string, without?: StoryMember): boolean {
    if (!without) return this.entityCounts.has(key) || this.centroid.has(key) || this.termCounts.has(key);
    if ((this.entityCounts.get(key) ?? 0) - (without.features.entities.has(key) ? 1 : 0) > 0) return true;
    const centroid = this.centroid.get(key);
    if (centroid !== undefined && centroid - (this.centroidMembers.has(without) ? (without.features.vector.get(key) ?? 0) : 0) > 1e-12) return true;
    const terms = this.termCounts.get(key) ?? 0;
    return terms > 0 && terms - (this.indexTermsOf(without).has(key) ? 1 : 0) > 0;
  }

  /**
   * Cosine between an article's headline vector (of unit length) and the centroid (made without
   * `without` when it shaped it).
   */
  centroidCosine(article: PackedArticle, without?: StoryMember): number {
    const sum = headlineProduct(article, this.centroidIds, this.centroidWeights, this.centroidEntries);
    if (!without || !this.centroidMembers.has(without)) {
      const norm = this.centroidNorm;
      return norm === 0 ? 0 : sum / norm;
    }
    // Centroid minus the member's unit vector w: |C − w|² = |C|² − 2·C·w + 1, and (C − w)·v = C·v − w·v.
    const own = without.features.vector;
    let centroidDotOwn = 0;
    for (const [key, weight] of own) centroidDotOwn += weight * (this.centroid.get(key) ?? 0);
    const normSquared = this.centroidNormSquared - 2 * centroidDotOwn + unitNormSquared(own);
    if (normSquared <= 1e-12) return 0;
    const ownPacked = without.features.packed.vector;
    const vectorDotOwn = headlineProduct(article, ownPacked.ids, ownPacked.weights);
    return (sum - vectorDotOwn) / Math.sqrt(normSquared);
  }

  /** Time distance in ms from the story's first article (its event); 0 when either is unknown. */
  distanceFromStart(time: number, without?: StoryMember): number {
    const first = without ? this.firstSeenWithout(without) : this.firstSeen;
    return Number.isFinite(time) && Number.isFinite(first) ? Math.abs(time - first) : 0;
  }

  private firstSeenWithout(without: StoryMember): number {
    if (without.publishedAt !== this.firstSeen) return this.firstSeen;
    let first = Number.NaN;
    for (const member of this.members) {
      if (member === without || !Number.isFinite(member.publishedAt)) continue;
      first = Number.isFinite(first) ? Math.min(first, member.publishedAt) : member.publishedAt;
    }
    return first;
  }

  /** Time distance in ms from `time` to the story's span; 0 inside it or when either is unknown. */
  gapTo(time: number): number {
    if (!Number.isFinite(time) || !Number.isFinite(this.lastSeen)) return 0;
    if (time > this.lastSeen) return time - this.lastSeen;
    if (time < this.firstSeen) return this.firstSeen - time;
    return 0;
  }
}

function unitNormSquared(vector: Map<string, number>): number {
  let sum = 0;
  for (const weight of vector.values()) sum += weight * weight;
  return sum;
}
