import type { ArticleFeatures } from "./article-features";
import type { PackedVector } from "./packed-vector";
import { termId } from "./term-id";
import type { IndexTerms } from "./term-postings";
import { withRoom } from "./typed-arrays";

/** Returned for a key the story does not hold. */
export const NO_ENTRY = -1;

/**
 * An entry's fields, one after another in `fields`. (A const enum: the compiler writes its values in,
 * where V8 would read a module's `const` at every use.)
 */
const enum Field {
  Id = 0,
  IndexCount = 1,
  NameCount = 2,
  /** Summed weight in the centroid; NaN while no centroid member has the key. */
  CentroidSum = 3,
  /** The member that last counted the entry as an index term (a member counts a term once). */
  MemberMark = 4,
  Count = 5,
  /** Entries a story is first made room for: a member brings some 60 headline terms, 8 text terms and a few names. */
  FirstRoom = 128,
}

/**
 * The words a story holds, counted over its members, one entry per key: the members giving it among
 * their heaviest terms (the story's entries in the inverted index), the members naming it, and its
 * summed weight in the centroid. A member joining looks each of its words up once, and asking whether
 * the story mentions a name is one lookup (they were three maps, and a set per member).
 *
 * A story is made by the thousand and most keep their first member's words only, so its entries are
 * found through an open-addressing table on the terms' numbers (each confirmed by its key) and their
 * fields lie in one array, both made with room for a member's words at once and grown by doubling:
 * a map and an array per field grew step by step, and those steps were nearly half of what the
 * clustering allocated.
 *
 * The centroid members' headline vectors are also kept one after another (numbers and weights): the
 * product with a sum is the sum of the products, so the centroid cosine walks these through the
 * article's table (`headlineProduct`), adding up in the same order as ever.
 */
export class StoryTerms {
  /** Per table slot, 1 + the entry whose term it holds, or 0. */
  private slots: number[] = [];
  private readonly keys: string[] = [];
  /** `Field.Count` numbers per entry. */
  private fields: number[] = [];
  private entries = 0;
  /** The entries of the centroid, in order of first sight. */
  private readonly centroidEntries: number[] = [];
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
    const { vector, text, entities } = features;
    const headlineIndexed = Math.min(indexTerms, vector.keys.length);
    const walked = inCentroid ? vector.keys.length : headlineIndexed;
    this.makeRoom(entities.size + walked + Math.min(textIndexTerms, text.keys.length));
    entities.forEach((_, key) => {
      const entry = this.entryFor(termId(key), key);
      this.fields[Field.Count * entry + Field.NameCount]!++;
    });
    if (inCentroid) this.appendToCentroid(vector);
    for (let i = 0; i < walked; i++) {
      const entry = this.entryFor(vector.ids[i]!, vector.keys[i]!);
      if (inCentroid) this.addToCentroidSum(entry, vector.weights[i]!);
      if (i < headlineIndexed) this.countIndexTerm(entry, mark, added);
    }
    for (let i = 0; i < text.keys.length && i < textIndexTerms; i++) this.countIndexTerm(this.entryFor(text.ids[i]!, text.keys[i]!), mark, added);
    return added;
  }

  /** Forgets every member. */
  clear(): void {
    this.slots.fill(0);
    this.keys.length = 0;
    this.entries = 0;
    this.centroidEntries.length = 0;
    this.centroidLength = 0;
    this.centroidNormSquared = 0;
  }

  /** The entry of `key` (numbered `id`), or NO_ENTRY when no member gave it as a name, an index term or a centroid word. */
  entry(key: string, id: number): number {
    // A table slot holds 1 + its entry: a free slot gives NO_ENTRY.
    return this.entries === 0 ? NO_ENTRY : this.slots[this.slotOf(id, key)]! - 1;
  }

  indexCount(entry: number): number {
    return this.fields[Field.Count * entry + Field.IndexCount]!;
  }

  nameCount(entry: number): number {
    return this.fields[Field.Count * entry + Field.NameCount]!;
  }

  /** The entry's summed weight in the centroid, or undefined when no centroid member has the key. */
  centroidWeight(entry: number): number | undefined {
    const sum = this.fields[Field.Count * entry + Field.CentroidSum]!;
    return Number.isNaN(sum) ? undefined : sum;
  }

  /** The story's entries in the inverted index. */
  get indexed(): IndexTerms {
    const keys: string[] = [];
    const ids: number[] = [];
    for (let entry = 0; entry < this.entries; entry++) {
      if (this.fields[Field.Count * entry + Field.IndexCount] === 0) continue;
      keys.push(this.keys[entry]!);
      ids.push(this.fields[Field.Count * entry + Field.Id]!);
    }
    return { keys, ids };
  }

  /** The centroid as a vector of summed weights, its terms in order of first sight. */
  get centroid(): PackedVector {
    const entries = this.centroidEntries;
    return {
      keys: entries.map((entry) => this.keys[entry]!),
      ids: Int32Array.from(entries, (entry) => this.fields[Field.Count * entry + Field.Id]!),
      weights: Float64Array.from(entries, (entry) => this.fields[Field.Count * entry + Field.CentroidSum]!),
    };
  }

  /** The entry of `key` (numbered `id`), made when the story has not met the key yet (room made first). */
  private entryFor(id: number, key: string): number {
    const slot = this.slotOf(id, key);
    if (this.slots[slot] !== 0) return this.slots[slot]! - 1;
    const entry = this.entries++;
    this.slots[slot] = entry + 1;
    this.keys[entry] = key;
    const at = Field.Count * entry;
    this.fields[at + Field.Id] = id;
    this.fields[at + Field.IndexCount] = 0;
    this.fields[at + Field.NameCount] = 0;
    this.fields[at + Field.CentroidSum] = Number.NaN;
    this.fields[at + Field.MemberMark] = 0;
    return entry;
  }

  /** The table slot holding the key (numbered `id`), or the free slot where it would go. */
  private slotOf(id: number, key: string): number {
    const mask = this.slots.length - 1;
    for (let slot = start(id, mask); ; slot = (slot + 1) & mask) {
      const held = this.slots[slot]!;
      if (held === 0 || (this.fields[Field.Count * (held - 1) + Field.Id] === id && this.keys[held - 1] === key)) return slot;
    }
  }

  /** Room for `more` entries, the table kept at most half full. */
  private makeRoom(more: number): void {
    const needed = this.entries + more;
    if (2 * needed <= this.slots.length) return;
    let capacity = Math.max(Field.FirstRoom, this.slots.length);
    while (2 * needed > capacity) capacity *= 2;
    // Arrays made at their size, filled, so that they are not grown step by step.
    this.slots = new Array<number>(capacity).fill(0);
    const fields = new Array<number>((Field.Count * capacity) / 2).fill(0);
    for (let i = 0; i < Field.Count * this.entries; i++) fields[i] = this.fields[i]!;
    this.fields = fields;
    const mask = capacity - 1;
    for (let entry = 0; entry < this.entries; entry++) {
      let slot = start(this.fields[Field.Count * entry + Field.Id]!, mask);
      while (this.slots[slot] !== 0) slot = (slot + 1) & mask;
      this.slots[slot] = entry + 1;
    }
  }

  private countIndexTerm(entry: number, mark: number, added: { keys: string[]; ids: number[] }): void {
    const at = Field.Count * entry;
    if (this.fields[at + Field.MemberMark] === mark) return;
    this.fields[at + Field.MemberMark] = mark;
    if (this.fields[at + Field.IndexCount]!++ > 0) return;
    added.keys.push(this.keys[entry]!);
    added.ids.push(this.fields[at + Field.Id]!);
  }

  private addToCentroidSum(entry: number, weight: number): void {
    const at = Field.Count * entry + Field.CentroidSum;
    let before = this.fields[at]!;
    if (Number.isNaN(before)) {
      before = 0;
      this.centroidEntries.push(entry);
    }
    const after = before + weight;
    this.fields[at] = after;
    this.centroidNormSquared += after * after - before * before;
  }

  private appendToCentroid(vector: PackedVector): void {
    const needed = this.centroidLength + vector.ids.length;
    this.centroidIds = withRoom(this.centroidIds, needed - 1);
    this.centroidWeights = withRoom(this.centroidWeights, needed - 1);
    this.centroidIds.set(vector.ids, this.centroidLength);
    this.centroidWeights.set(vector.weights, this.centroidLength);
    this.centroidLength = needed;
  }
}

/** A term number's first table slot: the top bits of a multiplicative hash. */
function start(id: number, mask: number): number {
  return (Math.imul(id, 0x9e3779b1) >>> 12) & mask;
}
