import type { ArticleFeatures } from "./article-features";
import type { PackedVector } from "./packed-vector";
import type { IndexTerms } from "./term-postings";

/** Returned for a key the story does not hold. */
export const NO_ENTRY = -1;

/**
 * The words a story holds, counted over its members, one entry per key: the members giving it among
 * their heaviest terms (the story's entries in the inverted index), the members naming it, and its
 * summed weight in the centroid. One map from key to entry number, with the counts in arrays by
 * entry, so a member joining looks each of its words up once, and asking whether the story mentions
 * a name costs one lookup (they were three maps, and a set per member). Plain arrays of small
 * numbers: a story holds some 70 to 400 words, and small typed arrays cost more to make than they
 * save (measured).
 *
 * The centroid members' headline vectors are also kept one after another (numbers and weights): the
 * product with a sum is the sum of the products, so the centroid cosine walks these through the
 * article's table (`headlineProduct`), adding up in the same order as ever.
 */
export class StoryTerms {
  private readonly entryOf = new Map<string, number>();
  private readonly keys: string[] = [];
  private readonly ids: number[] = [];
  private readonly indexCounts: number[] = [];
  private readonly nameCounts: number[] = [];
  /** Each entry's summed weight in the centroid; NaN when no centroid member has it. */
  private readonly centroidSums: number[] = [];
  /** The entries of the centroid, in order of first sight. */
  private readonly centroidEntries: number[] = [];
  /** The member that last counted the entry as an index term (a member counts a term once). */
  private readonly memberMarks: number[] = [];
  private memberMark = 0;
  /** The centroid members' headline vectors one after another: `centroidLength` numbers and weights. */
  centroidIds = new Int32Array(0);
  centroidWeights = new Float64Array(0);
  centroidLength = 0;
  /** Squared length of the centroid, kept as weights are added. */
  centroidNormSquared = 0;

  /**
   * Counts a member: its names, its `indexTerms` heaviest headline-and-lead terms and `textIndexTerms`
   * heaviest full-text terms (a term in both once), and with `inCentroid` its headline vector in the
   * centroid. Returns the index terms new to the story.
   */
  add(features: ArticleFeatures, inCentroid: boolean, indexTerms: number, textIndexTerms: number): IndexTerms {
    const mark = ++this.memberMark;
    const added = { keys: [] as string[], ids: [] as number[] };
    features.entities.forEach((_, key) => this.nameCounts[this.entryFor(key)]++);
    const { vector, text } = features;
    if (inCentroid) this.appendToCentroid(vector);
    const headlineIndexed = Math.min(indexTerms, vector.keys.length);
    const walked = inCentroid ? vector.keys.length : headlineIndexed;
    for (let i = 0; i < walked; i++) {
      const entry = this.entryFor(vector.keys[i]!);
      this.ids[entry] = vector.ids[i]!;
      if (inCentroid) this.addToCentroidSum(entry, vector.weights[i]!);
      if (i < headlineIndexed) this.countIndexTerm(entry, mark, added);
    }
    for (let i = 0; i < text.keys.length && i < textIndexTerms; i++) {
      const entry = this.entryFor(text.keys[i]!);
      this.ids[entry] = text.ids[i]!;
      this.countIndexTerm(entry, mark, added);
    }
    return added;
  }

  /** Forgets every member. */
  clear(): void {
    this.entryOf.clear();
    for (const entries of [this.keys, this.ids, this.indexCounts, this.nameCounts, this.centroidSums, this.centroidEntries, this.memberMarks]) entries.length = 0;
    this.centroidLength = 0;
    this.centroidNormSquared = 0;
  }

  /** The key's entry, or NO_ENTRY when no member gave it as a name, an index term or a centroid word. */
  entry(key: string): number {
    return this.entryOf.get(key) ?? NO_ENTRY;
  }

  indexCount(entry: number): number {
    return this.indexCounts[entry]!;
  }

  nameCount(entry: number): number {
    return this.nameCounts[entry]!;
  }

  /** The entry's summed weight in the centroid, or undefined when no centroid member has the key. */
  centroidWeight(entry: number): number | undefined {
    const sum = this.centroidSums[entry]!;
    return Number.isNaN(sum) ? undefined : sum;
  }

  /** The story's entries in the inverted index. */
  get indexed(): IndexTerms {
    const keys: string[] = [];
    const ids: number[] = [];
    for (let entry = 0; entry < this.keys.length; entry++) {
      if (this.indexCounts[entry] === 0) continue;
      keys.push(this.keys[entry]!);
      ids.push(this.ids[entry]!);
    }
    return { keys, ids };
  }

  /** The centroid as a vector of summed weights, its terms in order of first sight. */
  get centroid(): PackedVector {
    const entries = this.centroidEntries;
    return {
      keys: entries.map((entry) => this.keys[entry]!),
      ids: Int32Array.from(entries, (entry) => this.ids[entry]!),
      weights: Float64Array.from(entries, (entry) => this.centroidSums[entry]!),
    };
  }

  private entryFor(key: string): number {
    const found = this.entryOf.get(key);
    if (found !== undefined) return found;
    const entry = this.keys.length;
    this.entryOf.set(key, entry);
    this.keys.push(key);
    this.ids.push(0);
    this.indexCounts.push(0);
    this.nameCounts.push(0);
    this.centroidSums.push(Number.NaN);
    this.memberMarks.push(0);
    return entry;
  }

  private countIndexTerm(entry: number, mark: number, added: { keys: string[]; ids: number[] }): void {
    if (this.memberMarks[entry] === mark) return;
    this.memberMarks[entry] = mark;
    if (this.indexCounts[entry]++ > 0) return;
    added.keys.push(this.keys[entry]!);
    added.ids.push(this.ids[entry]!);
  }

  private addToCentroidSum(entry: number, weight: number): void {
    let before = this.centroidSums[entry]!;
    if (Number.isNaN(before)) {
      before = 0;
      this.centroidEntries.push(entry);
    }
    const after = before + weight;
    this.centroidSums[entry] = after;
    this.centroidNormSquared += after * after - before * before;
  }

  private appendToCentroid(vector: PackedVector): void {
    const needed = this.centroidLength + vector.ids.length;
    if (needed > this.centroidIds.length) {
      const capacity = Math.max(needed, 2 * this.centroidIds.length);
      const ids = new Int32Array(capacity);
      const weights = new Float64Array(capacity);
      ids.set(this.centroidIds.subarray(0, this.centroidLength));
      weights.set(this.centroidWeights.subarray(0, this.centroidLength));
      this.centroidIds = ids;
      this.centroidWeights = weights;
    }
    this.centroidIds.set(vector.ids, this.centroidLength);
    this.centroidWeights.set(vector.weights, this.centroidLength);
    this.centroidLength = needed;
  }
}
