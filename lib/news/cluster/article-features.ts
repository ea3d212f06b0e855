import { EMPTY_PACKED, type PackedVector } from "./packed-vector";
import type { TermStatistics } from "./term-statistics";
import { formAt, readFields, textTerms, type FieldToken, type Vocabulary } from "./text-terms";
import { isCaseUninformative, quotedPhrases } from "./text-tokens";

/** How much each part of an article counts; calibrated on the development set (README.md here). */
export interface FeatureWeights {
  title: number;
  lead: number;
  /** Extra weight of names (people, places, organisations) over ordinary words. */
  entityBoost: number;
  numberBoost: number;
  /** Adjacent-word pairs ("budget deal", "climate fraud"), relative to single words. */
  bigram: number;
  /** Word pairs inside quotation marks: outlets quote the same words when they report one event. */
  quote: number;
  /** Heaviest terms kept per article: the tail adds cost, not evidence. */
  maxTerms: number;
  /**
   * The full text, when the feed or page gives one, as a separate vector: characters read and
   * heaviest terms kept. Two reports of one event told in different headlines still describe the
   * same people, places and facts further down.
   */
  textChars: number;
  textTerms: number;
}

export const DEFAULT_FEATURE_WEIGHTS: FeatureWeights = {
  title: 3,
  lead: 1,
  entityBoost: 1.5,
  numberBoost: 1.2,
  bigram: 0.5,
  quote: 1,
  maxTerms: 60,
  textChars: 3000,
  textTerms: 80,
};

/** Readable forms of keys, for explanations: a map from key to form fits. */
export interface Labels {
  get(key: string): string | undefined;
}

export interface ArticleFeatures {
  /** TF-IDF vector of unit length, IDF taken when the article arrived; heaviest terms first. */
  vector: PackedVector;
  /** Names mentioned in the title or lead, each with its IDF. */
  entities: Map<string, number>;
  /** Readable form of each word key, for the "why it joined" explanation (dropped once stored). */
  labels: Labels;
  /** TF-IDF vector of the full text (unit length, heaviest terms first); empty without a body. */
  text: PackedVector;
}

/** Document frequencies of headlines and leads, and separately of full texts (other words, other counts). */
export interface CorpusStatistics {
  terms: TermStatistics;
  text: TermStatistics;
}

export interface ArticleText {
  title: string;
  lead: string;
  body?: string;
}

interface Field {
  tokens: FieldToken[];
  weight: number;
  caseInformative: boolean;
  quotes: string[][];
}

/**
 * Title and lead: where names, word pairs and capitalisation are read (the full text has its own
 * vector). Their keys are numbered in `vocabulary`.
 */
function fields(article: ArticleText, weights: FeatureWeights): { fields: Field[]; vocabulary: Vocabulary } {
  const present = [
    { text: article.title, weight: weights.title },
    { text: article.lead, weight: weights.lead },
  ].filter((field) => field.text.trim().length > 0);
  const { fields: readings, vocabulary } = readFields(present.map((field) => field.text));
  const read = present.map(({ text, weight }, i) => {
    const { tokens, allCaps } = readings[i]!;
    return { tokens, weight, caseInformative: !isCaseUninformative(tokens, allCaps), quotes: quotedPhrases(text) };
  });
  return { fields: read, vocabulary };
}

// What a key is in the article being read (`HeadlineScratch`): flags kept per key.
const NAME_CANDIDATE = 1;
const ACRONYM = 2;
const CAPITALIZED_HERE = 4;
/** Counted: in `keys`, with a sum. */
const COUNTED = 8;
const FREE = -1;

/**
 * Per-key scratch for one article's headline and lead: some 100 keys are counted, weighed and
 * flagged per article. A small open-addressing table on the keys' vocabulary numbers, reused from
 * one article to the next, stays in the processor's nearest cache; maps and sets made per article
 * cost more, and arrays indexed by vocabulary number are too big to stay there.
 */
class HeadlineScratch {
  private slotKeys = new Int32Array(256).fill(FREE);
  private sums = new Float64Array(256);
  private groupStamps = new Int32Array(256);
  private groupCounts = new Int32Array(256);
  private flagBits = new Uint8Array(256);
  /** Slots in use, in order of first sight. */
  private used: number[] = [];
  private group = 0;
  /** The article's counted keys, in order of first count. */
  keys: number[] = [];
  /** The article's keys that may be names (words and acronyms), in order of first sight. */
  nameCandidates: number[] = [];
  private distinct: number[] = [];

  startArticle(): void {
    for (const slot of this.used) this.slotKeys[slot] = FREE;
    this.used.length = 0;
    this.keys = [];
    this.nameCandidates = [];
  }

  /** The key's slot, made (flags and sum zero) on first sight. */
  private slotOf(key: number): number {
    const mask = this.slotKeys.length - 1;
    for (let slot = this.start(key); ; slot = (slot + 1) & mask) {
      const stored = this.slotKeys[slot]!;
      if (stored === key) return slot;
      if (stored !== FREE) continue;
      this.slotKeys[slot] = key;
      this.sums[slot] = 0;
      this.flagBits[slot] = 0;
      this.groupStamps[slot] = 0;
      this.used.push(slot);
      if (this.used.length * 2 <= this.slotKeys.length) return slot;
      this.grow();
      return this.slotOf(key);
    }
  }

  flag(key: number, flag: number): void {
    const slot = this.slotOf(key);
    if (flag === NAME_CANDIDATE && (this.flagBits[slot]! & NAME_CANDIDATE) === 0) this.nameCandidates.push(key);
    this.flagBits[slot]! |= flag;
  }

  has(key: number, flag: number): boolean {
    const slot = this.find(key);
    return slot >= 0 && (this.flagBits[slot]! & flag) !== 0;
  }

  sum(key: number): number {
    const slot = this.find(key);
    return slot >= 0 ? this.sums[slot]! : 0;
  }

  /** The key's slot, or -1 when the article has not met it. */
  private find(key: number): number {
    const mask = this.slotKeys.length - 1;
    for (let slot = this.start(key); ; slot = (slot + 1) & mask) {
      const stored = this.slotKeys[slot]!;
      if (stored === key) return slot;
      if (stored === FREE) return -1;
    }
  }

  private start(key: number): number {
    return (Math.imul(key, 0x9e3779b1) >>> 12) & (this.slotKeys.length - 1);
  }

  /** Adds `weight * (1 + ln count)` per distinct key of `keys`: sublinear, so one repeated word cannot dominate. */
  addCounts(keys: ArrayLike<number>, weight: number): void {
    if (++this.group === 0x7fffffff) {
      this.groupStamps.fill(0);
      this.group = 1;
    }
    const group = this.group;
    const distinct = this.distinct;
    distinct.length = 0;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const slot = this.slotOf(key);
      if ((this.flagBits[slot]! & COUNTED) === 0) {
        this.flagBits[slot]! |= COUNTED;
        this.keys.push(key);
      }
      if (this.groupStamps[slot] !== group) {
        this.groupStamps[slot] = group;
        this.groupCounts[slot] = 0;
        distinct.push(key);
      }
      this.groupCounts[slot]++;
    }
    // By key, not slot: a slot made above may have grown the table and moved the others.
    for (const key of distinct) {
      const slot = this.slotOf(key);
      this.sums[slot] += weight * (1 + Math.log(this.groupCounts[slot]!));
    }
  }

  /** Twice the slots, the keys in use placed again in the same order. */
  private grow(): void {
    const old = { keys: this.slotKeys, sums: this.sums, groupStamps: this.groupStamps, groupCounts: this.groupCounts, flagBits: this.flagBits, used: this.used };
    const size = old.keys.length * 2;
    this.slotKeys = new Int32Array(size).fill(FREE);
    this.sums = new Float64Array(size);
    this.groupStamps = new Int32Array(size);
    this.groupCounts = new Int32Array(size);
    this.flagBits = new Uint8Array(size);
    this.used = [];
    for (const from of old.used) {
      const slot = this.slotOf(old.keys[from]!);
      this.sums[slot] = old.sums[from]!;
      this.groupStamps[slot] = old.groupStamps[from]!;
      this.groupCounts[slot] = old.groupCounts[from]!;
      this.flagBits[slot] = old.flagBits[from]!;
    }
  }
}

const scratch = new HeadlineScratch();

/** The keys of a field's tokens, and of adjacent words of one sentence as pair keys ("budget_deal"). */
function tokenKeys(tokens: FieldToken[], vocabulary: Vocabulary): { words: Int32Array; pairs: number[] } {
  const words = new Int32Array(tokens.length);
  const pairs: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    words[i] = tokens[i]!.key;
    if (i > 0 && tokens[i]!.sentence === tokens[i - 1]!.sentence) pairs.push(vocabulary.pair(words[i - 1]!, words[i]!));
  }
  return { words, pairs };
}

function quoteKeys(quotes: string[][], vocabulary: Vocabulary): number[] {
  const out: number[] = [];
  for (const keys of quotes) {
    if (keys.length === 1) out.push(vocabulary.number("q:" + keys[0]));
    for (let i = 1; i < keys.length; i++) out.push(vocabulary.number("q:" + keys[i - 1] + "_" + keys[i]));
  }
  return out;
}

/**
 * The indices of the `count` heaviest of `weight`, heaviest first (ties by key, `keyOf` spelling
 * each index's, for determinism; the candidate lookup relies on this order). A full text has some 300
 * distinct words of which 80 are kept, so the cut is found by selection and only the kept ones are
 * sorted.
 */
export function heaviestIndices(weight: ArrayLike<number>, count: number, keyOf: (index: number) => string): number[] {
  const byRank = (a: number, b: number) => weight[b]! - weight[a]! || (keyOf(a) < keyOf(b) ? -1 : 1);
  if (weight.length <= count) return Array.from({ length: weight.length }, (_, i) => i).sort(byRank);
  if (count <= 0) return [];
  const cut = kthLargest(Float64Array.from(weight), count);
  const kept: number[] = [];
  const tied: number[] = [];
  for (let i = 0; i < weight.length; i++) {
    if (weight[i]! > cut) kept.push(i);
    else if (weight[i] === cut) tied.push(i);
  }
  // Keys as heavy as the cut fill the remaining places in key order.
  tied.sort(byRank);
  for (let i = 0; kept.length < count; i++) kept.push(tied[i]!);
  return kept.sort(byRank);
}

/** The k-th largest value (k from 1), by quickselect; reorders `values`. */
function kthLargest(values: Float64Array, k: number): number {
  let low = 0;
  let high = values.length - 1;
  const target = k - 1;
  while (low < high) {
    // Partition around the middle value: larger values to the left.
    const pivot = values[(low + high) >> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! > pivot) i++;
      while (values[j]! < pivot) j--;
      if (i <= j) {
        const swap = values[i]!;
        values[i++] = values[j]!;
        values[j--] = swap;
      }
    }
    if (target <= j) high = j;
    else if (target >= i) low = i;
    else return values[target]!;
  }
  return values[target]!;
}

interface UnitVector {
  vector: PackedVector;
  /** The indices of `numbers` kept, in the vector's order (so a caller can pick labels for them). */
  kept: number[];
}

/** Unit-length vector of the heaviest `maxTerms` of the keys numbered `numbers` weighed by `weight`, heaviest first. */
function unitVector(numbers: Int32Array, vocabulary: Vocabulary, weight: ArrayLike<number>, maxTerms: number): UnitVector {
  const kept = heaviestIndices(weight, maxTerms, (i) => vocabulary.keys[numbers[i]!]!);
  if (kept.length === 0) return { vector: EMPTY_PACKED, kept };
  let squares = 0;
  for (const i of kept) squares += weight[i]! * weight[i]!;
  const norm = Math.sqrt(squares) || 1;
  const vector = { keys: new Array<string>(kept.length), ids: new Int32Array(kept.length), weights: new Float64Array(kept.length) };
  for (let at = 0; at < kept.length; at++) {
    const number = numbers[kept[at]!]!;
    vector.keys[at] = vocabulary.keys[number]!;
    vector.ids[at] = vocabulary.ids[number]!;
    vector.weights[at] = weight[kept[at]!]! / norm;
  }
  return { vector, kept };
}

/**
 * Readable forms of an article's keys: as its headline and lead wrote them, else as its full text
 * first wrote them (its vector's words only). Looked up only to explain a match, so nothing is
 * indexed ahead.
 */
class ArticleLabels implements Labels {
  constructor(
    private readonly headline: ReadonlyMap<string, string>,
    private readonly text: PackedVector,
    private readonly textForms: readonly string[],
  ) {}

  get(key: string): string | undefined {
    const label = this.headline.get(key);
    if (label !== undefined) return label;
    const at = this.text.keys.indexOf(key);
    return at >= 0 ? this.textForms[at] : undefined;
  }
}

/** The full-text vector: sublinear counts of the body's words, with full-text document frequencies, and each kept word's first form. */
function textVector(article: ArticleText, stats: TermStatistics, weights: FeatureWeights, learn: boolean): { vector: PackedVector; forms: string[] } {
  const body = (article.body ?? "").slice(0, weights.textChars);
  if (weights.textTerms <= 0 || body.trim().length === 0) return { vector: EMPTY_PACKED, forms: [] };
  const terms = textTerms(body);
  const { numbers, counts, vocabulary } = terms;
  const weight = learn ? stats.addNumberedDocument(terms) : Float64Array.from(numbers, (number) => stats.idf(vocabulary.keys[number]!));
  for (let i = 0; i < numbers.length; i++) weight[i] = (1 + Math.log(counts[i]!)) * weight[i]!;
  const { vector, kept } = unitVector(numbers, vocabulary, weight, weights.textTerms);
  return { vector, forms: kept.map((i) => formAt(terms, i)) };
}

/**
 * Learns from the article (document frequencies, capitalisation) and returns its features. The
 * statistics are updated first, so the article's own words count as seen once. With `learn` false
 * the statistics are only read (scoring a pair without changing the clusterer).
 */
export function extractFeatures(article: ArticleText, corpus: CorpusStatistics, weights: FeatureWeights, learn = true): ArticleFeatures {
  const stats = corpus.terms;
  const { fields: parts, vocabulary } = fields(article, weights);
  const labels = new Map<string, string>();
  scratch.startArticle();
  for (const field of parts) {
    for (const token of field.tokens) {
      const key = vocabulary.keys[token.key]!;
      if (!labels.has(key) || (token.capitalized && !token.sentenceStart)) labels.set(key, token.surface);
      if (token.kind !== "number") scratch.flag(token.key, NAME_CANDIDATE);
      if (token.kind === "acronym") scratch.flag(token.key, ACRONYM);
      if (token.kind !== "word" || token.sentenceStart || !field.caseInformative) continue;
      if (learn) stats.addCaseObservation(key, token.capitalized);
      if (token.capitalized) scratch.flag(token.key, CAPITALIZED_HERE);
    }
    const { words, pairs } = tokenKeys(field.tokens, vocabulary);
    scratch.addCounts(words, field.weight);
    scratch.addCounts(pairs, field.weight * weights.bigram);
    scratch.addCounts(quoteKeys(field.quotes, vocabulary), field.weight * weights.quote);
  }
  const numbers = Int32Array.from(scratch.keys);
  const idf = learn ? stats.addNumberedDocument({ numbers, vocabulary }) : Float64Array.from(numbers, (number) => stats.idf(vocabulary.keys[number]!));

  const entities = new Map<string, number>();
  for (const number of scratch.nameCandidates) {
    const key = vocabulary.keys[number]!;
    if (scratch.has(number, ACRONYM) || stats.isName(key, scratch.has(number, CAPITALIZED_HERE))) entities.set(key, stats.idf(key));
  }

  const weight = new Float64Array(numbers.length);
  for (let i = 0; i < numbers.length; i++) {
    const key = vocabulary.keys[numbers[i]!]!;
    const boost = entities.has(key) ? weights.entityBoost : key.startsWith("#") ? weights.numberBoost : 1;
    weight[i] = scratch.sum(numbers[i]!) * boost * idf[i]!;
  }
  const headline = unitVector(numbers, vocabulary, weight, weights.maxTerms);
  const text = textVector(article, corpus.text, weights, learn);
  return { vector: headline.vector, entities, labels: new ArticleLabels(labels, text.vector, text.forms), text: text.vector };
}
