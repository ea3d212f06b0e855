import { termId } from "./term-id";

/**
 * A sparse vector as the hot loops walk it: its keys, their numbers (`termId`) and weights, in the
 * vector's order (heaviest first). Lookups by key are rare (explanations, a member's own words) and
 * scan the keys (`weightOf`).
 */
export interface PackedVector {
  keys: readonly string[];
  ids: Int32Array;
  weights: Float64Array;
}

export const EMPTY_PACKED: PackedVector = { keys: [], ids: new Int32Array(0), weights: new Float64Array(0) };

/** The weight of `key` among the first `count` terms of `vector`, or 0. */
export function weightOf(vector: PackedVector, key: string, count = vector.keys.length): number {
  const at = vector.keys.indexOf(key);
  return at >= 0 && at < count ? vector.weights[at]! : 0;
}

/** Packs a vector, in its order. */
export function packVector(vector: ReadonlyMap<string, number>): PackedVector {
  if (vector.size === 0) return EMPTY_PACKED;
  const keys = [...vector.keys()];
  const ids = new Int32Array(keys.length);
  const weights = new Float64Array(keys.length);
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!;
    ids[i] = termId(key);
    weights[i] = vector.get(key)!;
  }
  return { keys, ids, weights };
}

/** An article's two vectors, packed. */
export interface PackedArticle {
  vector: PackedVector;
  text: PackedVector;
}

/**
 * The four products of two articles' vectors that member similarity needs, in one walk of the
 * member's terms: headline·headline, text·text, and the cross products (each one's headline against
 * the other's text). The article being placed is loaded once into an open-addressing table of term
 * numbers (typed arrays, reused from one article to the next), so each of the member's terms costs
 * one probe instead of four map lookups. Most of a member's terms are not the article's (some 90%
 * for the members scored), so a bit per hashed number (`Filter`, a few of which the article's
 * terms set) answers most of them before the probe, whose outcome the processor cannot predict.
 */
export interface Products {
  headline: number;
  text: number;
  /** The article's headline against the member's text. */
  articleHeadlineMemberText: number;
  /** The member's headline against the article's text. */
  memberHeadlineArticleText: number;
}

/**
 * The article's term filter: some 140 numbers set under 2% of 8,192 bits, in 1 KB. (A const enum:
 * the compiler writes its values in, where V8 would read a module's `const` at every use.)
 */
const enum Filter {
  Bits = 13,
  Shift = 32 - 13,
}

/** The filter bit of a term number: the top bits of a multiplicative hash (not the table's). */
function filterBit(id: number): number {
  return Math.imul(id, 0x85ebca6b) >>> Filter.Shift;
}

/** Whether the article's filter lets term number `id` through (if not, the term is not the article's). */
function passes(filter: Int32Array, id: number): boolean {
  const bit = filterBit(id);
  return (filter[bit >>> 5]! & (1 << (bit & 31))) !== 0;
}

/**
 * The article being placed, as an open-addressing table of its term numbers with its headline and
 * text weights: each clusterer has its own (`ClusterWorkspace.products`), and the article is
 * compared with many members in a row, so it is loaded once for all of them.
 */
export class ArticleTable {
  /** One bit per filter position, set for the loaded article's term numbers. */
  private readonly filter = new Int32Array((1 << Filter.Bits) / 32);
  private capacity = 0;
  private mask = 0;
  private generation = 0;
  private stamps = new Int32Array(0);
  private ids = new Int32Array(0);
  private headline = new Float64Array(0);
  private text = new Float64Array(0);
  private owner: PackedArticle | null = null;

  /** Makes the table hold this article's two vectors (a no-op when it already does). */
  load(article: PackedArticle): void {
    if (this.owner === article) return;
    this.owner = article;
    const { vector, text } = article;
    const needed = 2 * (vector.ids.length + text.ids.length);
    if (needed > this.capacity) this.grow(needed);
    // A new generation empties the table without clearing it: a slot counts only with the current stamp.
    if (++this.generation === 0x7fffffff) {
      this.stamps.fill(0);
      this.generation = 1;
    }
    this.filter.fill(0);
    for (let i = 0; i < vector.ids.length; i++) this.headline[this.slotFor(vector.ids[i]!)]! += vector.weights[i]!;
    for (let i = 0; i < text.ids.length; i++) this.text[this.slotFor(text.ids[i]!)]! += text.weights[i]!;
  }

  /** The products of the loaded article with a member's two vectors, written into `into`. */
  products(vector: PackedVector, text: PackedVector, withTexts: boolean, into: Products): Products {
    // Locals, so that the loops read the arrays without going through the table each time.
    const { filter, headline: headlineWeights, text: textWeights } = this;
    let headline = 0;
    let memberHeadlineArticleText = 0;
    for (let i = 0, ids = vector.ids, weights = vector.weights; i < ids.length; i++) {
      if (!passes(filter, ids[i]!)) continue;
      const slot = this.probe(ids[i]!);
      if (slot < 0) continue;
      headline += weights[i]! * headlineWeights[slot]!;
      memberHeadlineArticleText += weights[i]! * textWeights[slot]!;
    }
    let textProduct = 0;
    let articleHeadlineMemberText = 0;
    if (withTexts) {
      for (let i = 0, ids = text.ids, weights = text.weights; i < ids.length; i++) {
        if (!passes(filter, ids[i]!)) continue;
        const slot = this.probe(ids[i]!);
        if (slot < 0) continue;
        textProduct += weights[i]! * textWeights[slot]!;
        articleHeadlineMemberText += weights[i]! * headlineWeights[slot]!;
      }
    }
    into.headline = headline;
    into.text = textProduct;
    into.articleHeadlineMemberText = articleHeadlineMemberText;
    into.memberHeadlineArticleText = memberHeadlineArticleText;
    return into;
  }

  /** Σ weights[i] × the loaded article's headline weight of ids[i], for i < length. */
  headlineProduct(ids: Int32Array, weights: Float64Array, length: number): number {
    const { filter, headline } = this;
    let sum = 0;
    for (let i = 0; i < length; i++) {
      if (!passes(filter, ids[i]!)) continue;
      const slot = this.probe(ids[i]!);
      if (slot >= 0) sum += weights[i]! * headline[slot]!;
    }
    return sum;
  }

  private grow(needed: number): void {
    let capacity = 256;
    while (capacity < needed) capacity *= 2;
    this.capacity = capacity;
    this.mask = capacity - 1;
    this.stamps = new Int32Array(capacity);
    this.ids = new Int32Array(capacity);
    this.headline = new Float64Array(capacity);
    this.text = new Float64Array(capacity);
    this.generation = 0;
  }

  private start(id: number): number {
    // Fibonacci hashing spreads FNV numbers whose low bits are alike.
    return (Math.imul(id, 0x9e3779b1) >>> 7) & this.mask;
  }

  /** The slot of `id`, taken (with zero weights) when it is not in the table yet. */
  private slotFor(id: number): number {
    let slot = this.start(id);
    while (this.stamps[slot] === this.generation) {
      if (this.ids[slot] === id) return slot;
      slot = (slot + 1) & this.mask;
    }
    this.stamps[slot] = this.generation;
    this.ids[slot] = id;
    this.headline[slot] = 0;
    this.text[slot] = 0;
    const bit = filterBit(id);
    this.filter[bit >>> 5]! |= 1 << (bit & 31);
    return slot;
  }

  /** The slot of `id`, or -1 (callers ask the filter first: `passes`). */
  private probe(id: number): number {
    let slot = this.start(id);
    while (this.stamps[slot] === this.generation) {
      if (this.ids[slot] === id) return slot;
      slot = (slot + 1) & this.mask;
    }
    return -1;
  }
}

/**
 * The four products of `article` (loaded into `table`, the clusterer's own) with `member`, written into
 * `into`: a new object unless the caller gives its own (scoring reuses one, `ClusterWorkspace.record`,
 * and reads it at once: no object per member compared).
 */
export function vectorProducts(table: ArticleTable, article: PackedArticle, member: PackedArticle, withTexts: boolean, into: Products = { headline: 0, text: 0, articleHeadlineMemberText: 0, memberHeadlineArticleText: 0 }): Products {
  table.load(article);
  return table.products(member.vector, member.text, withTexts, into);
}

/**
 * The product of `article`'s headline vector with a sum of vectors given as their entries one after
 * another (a key may come more than once: the products add up as the sum's would).
 */
export function headlineProduct(table: ArticleTable, article: PackedArticle, ids: Int32Array, weights: Float64Array, length = ids.length): number {
  table.load(article);
  return table.headlineProduct(ids, weights, length);
}
