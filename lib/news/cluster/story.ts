import type { ArticleFeatures } from "./article-features";
import { headlineProduct, weightOf, type PackedArticle, type PackedVector } from "./packed-vector";
import { termId } from "./term-id";
import type { IndexTerms } from "./term-postings";

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
  /**
   * The number of this story's last change among all stories' changes (later changes, larger
   * numbers): the merge pass skips stories unchanged since it compared them, and the second look
   * scores only stories changed since an article joined.
   */
  changedAt = 0;

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
  get terms(): IndexTerms {
    const keys = [...this.termCounts.keys()];
    return { keys, ids: keys.map(termId) };
  }

  /** Adds a member; returns the terms that are new to the story (to be indexed). */
  add(member: StoryMember): IndexTerms {
    this.members.push(member);
    this.sourceCounts.set(member.source, (this.sourceCounts.get(member.source) ?? 0) + 1);
    this.changedAt = ++changes;
    const time = member.publishedAt;
    if (Number.isFinite(time)) {
      this.firstSeen = Number.isFinite(this.firstSeen) ? Math.min(this.firstSeen, time) : time;
      this.lastSeen = Number.isFinite(this.lastSeen) ? Math.max(this.lastSeen, time) : time;
    }
    for (const key of member.features.entities.keys()) this.entityCounts.set(key, (this.entityCounts.get(key) ?? 0) + 1);
    if (this.centroidMembers.size < this.centroidCap) {
      this.centroidMembers.add(member);
      const { keys, weights } = member.features.vector;
      this.appendToCentroid(member.features.vector);
      for (let i = 0; i < keys.length; i++) {
        const before = this.centroid.get(keys[i]!) ?? 0;
        const after = before + weights[i]!;
        this.centroid.set(keys[i]!, after);
        this.centroidNormSquared += after * after - before * before;
      }
    }
    const added = { keys: [] as string[], ids: [] as number[] };
    const { vector, text } = member.features;
    const headlineCount = Math.min(this.indexTerms, vector.keys.length);
    for (let i = 0; i < headlineCount; i++) this.countIndexTerm(vector.keys[i]!, vector.ids[i]!, added);
    for (let i = 0; i < text.keys.length && i < this.textIndexTerms; i++) {
      // A member counts a term once, when its headline and its text both have it among their heaviest.
      const inHeadline = vector.keys.indexOf(text.keys[i]!);
      if (inHeadline < 0 || inHeadline >= headlineCount) this.countIndexTerm(text.keys[i]!, text.ids[i]!, added);
    }
    return added;
  }

  private countIndexTerm(key: string, id: number, added: { keys: string[]; ids: number[] }): void {
    const count = this.termCounts.get(key) ?? 0;
    this.termCounts.set(key, count + 1);
    if (count === 0) {
      added.keys.push(key);
      added.ids.push(id);
    }
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

  private isIndexTermOf(member: StoryMember, key: string): boolean {
    const { vector, text } = member.features;
    const inVector = vector.keys.indexOf(key);
    const inText = text.keys.indexOf(key);
    return (inVector >= 0 && inVector < this.indexTerms) || (inText >= 0 && inText < this.textIndexTerms);
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
    if (centroid !== undefined && centroid - (this.centroidMembers.has(without) ? weightOf(without.features.vector, key) : 0) > 1e-12) return true;
    const terms = this.termCounts.get(key) ?? 0;
    return terms > 1 || (terms === 1 && !this.isIndexTermOf(without, key));
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
    // Centroid minus the member's unit vector w: |C − w|² = |C|² − 2·C·w + |w|², and (C − w)·v = C·v − w·v.
    // A member scored against its own story is the article itself: then C·w is the sum just taken.
    const own = without.features;
    const centroidDotOwn = own === article ? sum : headlineProduct(own, this.centroidIds, this.centroidWeights, this.centroidEntries);
    const ownNormSquared = headlineProduct(own, own.vector.ids, own.vector.weights);
    const normSquared = this.centroidNormSquared - 2 * centroidDotOwn + ownNormSquared;
    if (normSquared <= 1e-12) return 0;
    const vectorDotOwn = own === article ? ownNormSquared : headlineProduct(article, own.vector.ids, own.vector.weights);
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

