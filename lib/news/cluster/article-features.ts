import { EMPTY_PACKED, type PackedVector } from "./packed-vector";
import { termId } from "./term-id";
import type { TermStatistics } from "./term-statistics";
import { readFields, textTerms, type FieldToken, type Vocabulary } from "./text-terms";
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

export interface ArticleFeatures {
  /** TF-IDF vector of unit length, IDF taken when the article arrived; heaviest terms first. */
  vector: PackedVector;
  /** Names mentioned in the title or lead, each with its IDF. */
  entities: Map<string, number>;
  /** Readable form of each word key, for the "why it joined" explanation (dropped once stored). */
  labels: ReadonlyMap<string, string>;
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
 * The indices of the `count` heaviest keys, heaviest first (ties by key, for determinism; the
 * candidate lookup relies on this order). A full text has some 300 distinct words of which 80 are
 * kept, so the cut is found by selection and only the kept ones are sorted.
 */
export function heaviestIndices(keys: readonly string[], weight: readonly number[], count: number): number[] {
  const byRank = (a: number, b: number) => weight[b]! - weight[a]! || (keys[a]! < keys[b]! ? -1 : 1);
  if (keys.length <= count) return keys.map((_, i) => i).sort(byRank);
  if (count <= 0) return [];
  const cut = kthLargest(Float64Array.from(weight), count);
  const kept: number[] = [];
  const tied: number[] = [];
  for (let i = 0; i < keys.length; i++) {
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
  /** The indices of `keys` kept, in the vector's order (so a caller can pick labels for them). */
  kept: number[];
}

/**
 * Unit-length vector of the heaviest `maxTerms` of `keys` weighed by `weight`, heaviest first (term
 * numbers from `ids` when the caller has them, aligned with `keys`).
 */
function unitVector(keys: readonly string[], weight: readonly number[], maxTerms: number, ids?: Int32Array): UnitVector {
  const kept = heaviestIndices(keys, weight, maxTerms);
  if (kept.length === 0) return { vector: EMPTY_PACKED, kept };
  const norm = Math.sqrt(kept.reduce((sum, i) => sum + weight[i]! * weight[i]!, 0)) || 1;
  const vector = { keys: kept.map((i) => keys[i]!), ids: new Int32Array(kept.length), weights: new Float64Array(kept.length) };
  kept.forEach((i, at) => {
    vector.ids[at] = ids ? ids[i]! : termId(keys[i]!);
    vector.weights[at] = weight[i]! / norm;
  });
  return { vector, kept };
}

/**
 * The full-text vector: sublinear counts of the body's words, with full-text document frequencies.
 * Its kept words get a readable form in `labels` when the headline and lead did not give one.
 */
function textVector(article: ArticleText, stats: TermStatistics, weights: FeatureWeights, learn: boolean, labels: Map<string, string>): UnitVector {
  const body = (article.body ?? "").slice(0, weights.textChars);
  if (weights.textTerms <= 0 || body.trim().length === 0) return { vector: EMPTY_PACKED, kept: [] };
  const terms = textTerms(body);
  const { keys, counts, surfaces, ids } = terms;
  const idf = learn ? stats.addDocumentWithIdf(keys, terms) : keys.map((key) => stats.idf(key));
  const text = unitVector(keys, keys.map((_, i) => (1 + Math.log(counts[i]!)) * idf[i]!), weights.textTerms, ids);
  for (const i of text.kept) if (!labels.has(keys[i]!)) labels.set(keys[i]!, surfaces[i]!);
  return text;
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
  const keys = Array.from(numbers, (number) => vocabulary.keys[number]!);
  const idf = learn ? stats.addDocumentWithIdf(keys, { numbers, vocabulary }) : keys.map((key) => stats.idf(key));

  const entities = new Map<string, number>();
  for (const number of nameCandidates) {
    const key = vocabulary.keys[number]!;
    if (acronyms.has(number) || stats.isName(key, capitalizedHere.has(number))) entities.set(key, stats.idf(key));
  }

  const boost = (key: string) => (entities.has(key) ? weights.entityBoost : key.startsWith("#") ? weights.numberBoost : 1);
  const weight = keys.map((key, i) => raw.get(numbers[i]!)! * boost(key) * idf[i]!);
  const headline = unitVector(keys, weight, weights.maxTerms, Int32Array.from(numbers, (number) => vocabulary.ids[number]!));
  const text = textVector(article, corpus.text, weights, learn, labels);
  return { vector: headline.vector, entities, labels, text: text.vector };
}
