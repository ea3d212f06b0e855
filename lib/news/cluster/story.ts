import type { ArticleFeatures } from "./article-features";
import { headlineProduct, weightOf, type PackedArticle, type PackedVector } from "./packed-vector";
import { termId } from "./term-id";
import type { IndexTerms } from "./term-postings";
import { NO_ENTRY, StoryTerms } from "./story-terms";
import type { ClusterWorkspace } from "./workspace";

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
 *
 * Every question about the story can be asked `without` one of its members: how well a member fits
 * the story made of the others (the reassignment pass, `reassign-members.ts`).
 */
export class Story {
  readonly members: StoryMember[] = [];
  /**
   * The words of the members: the heaviest terms of each (headline and lead, then full text) with the
   * number of members giving each (the story's entries in the inverted index), the names with the
   * number of members naming each, and the centroid.
   */
  private readonly words = new StoryTerms();
  /** Outlet → number of members from it. */
  private readonly sourceCounts = new Map<string, number>();
  /** The members that shaped the centroid (the first `centroidCap`). */
  private readonly centroidMembers = new Set<StoryMember>();
  /** Stream clock when an article last joined: eviction still works for articles without a date. */
  touchedAt = Number.NaN;
  firstSeen = Number.NaN;
  lastSeen = Number.NaN;
  /**
   * The number of this story's last change among its clusterer's changes to any story (later changes,
   * larger numbers; `ClusterWorkspace.nextChange`): the merge pass skips stories unchanged since it compared them, and the second look
   * scores only stories changed since an article joined.
   */
  changedAt = 0;

  constructor(
    readonly id: string,
    readonly sequence: number,
    private readonly centroidCap: number,
    private readonly indexTerms: number,
    private readonly textIndexTerms: number,
    /** The clusterer's workspace: its change count, and the tables that score articles against the story. */
    readonly workspace: ClusterWorkspace,
  ) {}

  /**
   * How tight the centroid's members (without `without`) are: the centroid's length over their
   * number, 1 when they are alike, 1/√n when they share nothing (their mean cosine with an article is
   * the centroid cosine × this).
   */
  centroidTightness(without?: StoryMember): number {
    const { centroidIds, centroidWeights, centroidLength, centroidNormSquared } = this.words;
    if (!without || !this.centroidMembers.has(without)) {
      const count = this.centroidMembers.size;
      return count === 0 ? 1 : Math.sqrt(centroidNormSquared) / count;
    }
    const count = this.centroidMembers.size - 1;
    if (count <= 0) return 1;
    // |C − w|² = |C|² − 2·C·w + |w|², as in `centroidCosine`.
    const own = without.features;
    const table = this.workspace.products;
    const normSquared = centroidNormSquared - 2 * headlineProduct(table, own, centroidIds, centroidWeights, centroidLength) + headlineProduct(table, own, own.vector.ids, own.vector.weights);
    return Math.sqrt(Math.max(0, normSquared)) / count;
  }

  get centroidNorm(): number {
    return Math.sqrt(this.words.centroidNormSquared);
  }

  /** The centroid (the sum of the centroid members' headline vectors), its terms in order of first sight. */
  get centroid(): PackedVector {
    return this.words.centroid;
  }

  /** The story's entries in the inverted index. */
  get terms(): IndexTerms {
    return this.words.indexed;
  }

  /** Adds a member; returns the terms that are new to the story (to be indexed). */
  add(member: StoryMember): IndexTerms {
    this.members.push(member);
    this.sourceCounts.set(member.source, (this.sourceCounts.get(member.source) ?? 0) + 1);
    this.changedAt = this.workspace.nextChange();
    const time = member.publishedAt;
    if (Number.isFinite(time)) {
      this.firstSeen = Number.isFinite(this.firstSeen) ? Math.min(this.firstSeen, time) : time;
      this.lastSeen = Number.isFinite(this.lastSeen) ? Math.max(this.lastSeen, time) : time;
    }
    const inCentroid = this.centroidMembers.size < this.centroidCap;
    if (inCentroid) this.centroidMembers.add(member);
    return this.words.add(member.features, inCentroid, this.indexTerms, this.textIndexTerms);
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
    this.words.clear();
    this.sourceCounts.clear();
    this.centroidMembers.clear();
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
   * prominently only further down). Members other than `without` count. `id` is the key's number
   * (`termId`), when the caller has it.
   */
  mentions(key: string, without?: StoryMember, id = termId(key)): boolean {
    const words = this.words;
    const entry = words.entry(key, id);
    // A key has an entry only when some member gave it as a name, a centroid word or an index term.
    if (entry === NO_ENTRY) return false;
    if (!without) return true;
    if (words.nameCount(entry) - (without.features.entities.has(key) ? 1 : 0) > 0) return true;
    const centroid = words.centroidWeight(entry);
    if (centroid !== undefined && centroid - (this.centroidMembers.has(without) ? weightOf(without.features.vector, key) : 0) > 1e-12) return true;
    const terms = words.indexCount(entry);
    return terms > 1 || (terms === 1 && !this.isIndexTermOf(without, key));
  }

  /**
   * Cosine between an article's headline vector (of unit length) and the centroid (made without
   * `without` when it shaped it).
   */
  centroidCosine(article: PackedArticle, without?: StoryMember): number {
    const { centroidIds, centroidWeights, centroidLength, centroidNormSquared } = this.words;
    const table = this.workspace.products;
    const sum = headlineProduct(table, article, centroidIds, centroidWeights, centroidLength);
    if (!without || !this.centroidMembers.has(without)) {
      const norm = Math.sqrt(centroidNormSquared);
      return norm === 0 ? 0 : sum / norm;
    }
    // Centroid minus the member's unit vector w: |C − w|² = |C|² − 2·C·w + |w|², and (C − w)·v = C·v − w·v.
    // A member scored against its own story is the article itself: then C·w is the sum just taken.
    const own = without.features;
    const centroidDotOwn = own === article ? sum : headlineProduct(table, own, centroidIds, centroidWeights, centroidLength);
    const ownNormSquared = headlineProduct(table, own, own.vector.ids, own.vector.weights);
    const normSquared = centroidNormSquared - 2 * centroidDotOwn + ownNormSquared;
    if (normSquared <= 1e-12) return 0;
    const vectorDotOwn = own === article ? ownNormSquared : headlineProduct(table, article, own.vector.ids, own.vector.weights);
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

