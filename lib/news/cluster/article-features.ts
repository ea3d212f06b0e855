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

/** Adjacent words of one sentence, as pair keys ("budget_deal"). */
function bigrams(tokens: FieldToken[], vocabulary: Vocabulary): number[] {
  const out: number[] = [];
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i]!.sentence === tokens[i - 1]!.sentence) out.push(vocabulary.pair(tokens[i - 1]!.key, tokens[i]!.key));
  }
  return out;
}

function quoteKeys(quotes: string[][], vocabulary: Vocabulary): number[] {
  const out: number[] = [];
  for (const keys of quotes) {
    if (keys.length === 1) out.push(vocabulary.number("q:" + keys[0]));
    for (let i = 1; i < keys.length; i++) out.push(vocabulary.number("q:" + keys[i - 1] + "_" + keys[i]));
  }
  return out;
}

/** Adds `weight * (1 + ln count)` per distinct key: sublinear, so one repeated word cannot dominate. */
function addCounts(target: Map<number, number>, keys: number[], weight: number): void {
  const counts = new Map<number, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const [key, count] of counts) target.set(key, (target.get(key) ?? 0) + weight * (1 + Math.log(count)));
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
  // Keys by number in `vocabulary` until the vector is made.
  const raw = new Map<number, number>();
  const labels = new Map<string, string>();
  const capitalizedHere = new Set<number>();
  const nameCandidates = new Set<number>();
  const acronyms = new Set<number>();

  for (const field of parts) {
    for (const token of field.tokens) {
      const key = vocabulary.keys[token.key]!;
      if (!labels.has(key) || (token.capitalized && !token.sentenceStart)) labels.set(key, token.surface);
      if (token.kind === "acronym") acronyms.add(token.key);
      if (token.kind !== "word" || token.sentenceStart || !field.caseInformative) continue;
      if (learn) stats.addCaseObservation(key, token.capitalized);
      if (token.capitalized) capitalizedHere.add(token.key);
    }
    for (const token of field.tokens) if (token.kind !== "number") nameCandidates.add(token.key);
    addCounts(raw, field.tokens.map((t) => t.key), field.weight);
    addCounts(raw, bigrams(field.tokens, vocabulary), field.weight * weights.bigram);
    addCounts(raw, quoteKeys(field.quotes, vocabulary), field.weight * weights.quote);
  }
  const numbers = Int32Array.from(raw.keys());
  const idf = learn ? stats.addNumberedDocument({ numbers, vocabulary }) : Float64Array.from(numbers, (number) => stats.idf(vocabulary.keys[number]!));

  const entities = new Map<string, number>();
  for (const number of nameCandidates) {
    const key = vocabulary.keys[number]!;
    if (acronyms.has(number) || stats.isName(key, capitalizedHere.has(number))) entities.set(key, stats.idf(key));
  }

  const boost = (key: string) => (entities.has(key) ? weights.entityBoost : key.startsWith("#") ? weights.numberBoost : 1);
  const weight = Float64Array.from(numbers, (number, i) => raw.get(number)! * boost(vocabulary.keys[number]!) * idf[i]!);
  const headline = unitVector(numbers, vocabulary, weight, weights.maxTerms);
  const text = textVector(article, corpus.text, weights, learn);
  return { vector: headline.vector, entities, labels: new ArticleLabels(labels, text.vector, text.forms), text: text.vector };
}
