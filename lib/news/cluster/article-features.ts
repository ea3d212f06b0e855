import { headlineStage } from "./event-stage";
import { celebrityKeys, headlineGenre, headlineReaction, type Genre } from "./genre";
import type { Corpus } from "./corpus";
import { KEY_FLAG } from "./headline-scratch";
import { heaviestIndices, type HeaviestScratch } from "./heaviest";
import { EMPTY_PACKED, type PackedVector } from "./packed-vector";
import { TOKEN, type FieldReading } from "./text-reader";
import { caseUninformative, quotedPhrases } from "./text-tokens";
import type { Vocabulary } from "./vocabulary";
import type { ClusterWorkspace } from "./workspace";

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
  /** The latest stage of a legal saga its headline names (`headlineStage`); −1 or absent: none. */
  stage?: number;
  /** The kind of piece its headline announces (`headlineGenre`: a report, a gallery, an interview); absent: a report. */
  genre?: Genre;
  /** Whether its headline announces a third party's reaction (`headlineReaction`: a crowd on social media, a late-night host); absent: no. */
  reaction?: boolean;
  /** The word keys of the celebrity its headline opens with, introduced as one by its lead (`celebrityKeys`); absent: none. */
  celebrity?: readonly string[];
  /** The names (`entities` keys) its headline itself writes, for the split pass's conflicting anchors; absent: none. */
  headlineNames?: readonly string[];
}

export interface ArticleText {
  title: string;
  lead: string;
  body?: string;
}

interface Field {
  reading: FieldReading;
  weight: number;
  caseInformative: boolean;
  quotes: string[][];
}

/** Whether capitals in a field say something (not ALL CAPS, not Title Case), from its tokens' flags. */
function isCaseInformative(reading: FieldReading): boolean {
  let long = 0;
  let capitalized = 0;
  for (const flags of reading.flags) {
    if ((flags & TOKEN.LongWord) === 0) continue;
    long++;
    if ((flags & TOKEN.Capitalized) !== 0) capitalized++;
  }
  return !caseUninformative(long, capitalized, reading.allCaps);
}

/** Title and lead: where names, word pairs and capitalisation are read (the full text has its own vector). */
function fields(article: ArticleText, corpus: Corpus, weights: FeatureWeights): Field[] {
  const present = [
    { text: article.title, weight: weights.title },
    { text: article.lead, weight: weights.lead },
  ].filter((field) => field.text.trim().length > 0);
  const readings = corpus.reader.readFields(present.map((field) => field.text));
  return present.map(({ text, weight }, i) => ({ reading: readings[i]!, weight, caseInformative: isCaseInformative(readings[i]!), quotes: quotedPhrases(text) }));
}

/** The keys of adjacent words of one sentence, as pair keys ("budget_deal"), in the workspace's array (rewritten by the next call). */
function pairKeys({ keys, sentences }: FieldReading, vocabulary: Vocabulary, workspace: ClusterWorkspace): Int32Array {
  if (workspace.pairs.length < keys.length) workspace.pairs = new Int32Array(2 * keys.length);
  const pairs = workspace.pairs;
  let count = 0;
  for (let i = 1; i < keys.length; i++) if (sentences[i] === sentences[i - 1]) pairs[count++] = vocabulary.pair(keys[i - 1]!, keys[i]!);
  return pairs.subarray(0, count);
}

function quoteKeys(quotes: string[][], vocabulary: Vocabulary): number[] {
  const out: number[] = [];
  for (const keys of quotes) {
    if (keys.length === 1) out.push(vocabulary.number("q:" + keys[0]));
    for (let i = 1; i < keys.length; i++) out.push(vocabulary.number("q:" + keys[i - 1] + "_" + keys[i]));
  }
  return out;
}

interface UnitVector {
  vector: PackedVector;
  /** The indices of `numbers` kept, in the vector's order. */
  kept: Int32Array;
}

/** Unit-length vector of the heaviest `maxTerms` of the keys numbered `numbers` weighed by `weight`, heaviest first. */
function unitVector(numbers: ArrayLike<number>, vocabulary: Vocabulary, weight: Float64Array, maxTerms: number, scratch: HeaviestScratch): UnitVector {
  const { keys, ids, prefixes } = vocabulary;
  const kept = heaviestIndices(weight, maxTerms, { key: (i) => keys[numbers[i]!]!, prefix: (i) => prefixes[numbers[i]!]! }, scratch);
  if (kept.length === 0) return { vector: EMPTY_PACKED, kept };
  let squares = 0;
  for (const i of kept) squares += weight[i]! * weight[i]!;
  const norm = Math.sqrt(squares) || 1;
  const vector = { keys: new Array<string>(kept.length), ids: new Int32Array(kept.length), weights: new Float64Array(kept.length) };
  for (let at = 0; at < kept.length; at++) {
    const number = numbers[kept[at]!]!;
    vector.keys[at] = keys[number]!;
    vector.ids[at] = ids[number]!;
    vector.weights[at] = weight[kept[at]!]! / norm;
  }
  return { vector, kept };
}

/**
 * Readable forms of an article's keys: as its headline and lead wrote them (a capital mid-sentence
 * wins), else as its full text first wrote them (its vector's words only). Looked up only to explain a
 * match, so the headline's forms are gathered on the first question.
 */
class ArticleLabels implements Labels {
  private headline: Map<string, string> | null = null;

  constructor(
    private readonly readings: readonly FieldReading[],
    private readonly keys: readonly string[],
    private readonly text: PackedVector,
    /** The form of the text vector's term at a position. */
    private readonly textForm: (at: number) => string,
  ) {}

  get(key: string): string | undefined {
    this.headline ??= this.headlineForms();
    const label = this.headline.get(key);
    if (label !== undefined) return label;
    const at = this.text.keys.indexOf(key);
    return at >= 0 ? this.textForm(at) : undefined;
  }

  private headlineForms(): Map<string, string> {
    const forms = new Map<string, string>();
    for (const { keys, flags, surfaces } of this.readings) {
      for (let i = 0; i < keys.length; i++) {
        const key = this.keys[keys[i]!]!;
        const midSentenceCapital = (flags[i]! & TOKEN.Capitalized) !== 0 && (flags[i]! & TOKEN.SentenceStart) === 0;
        if (midSentenceCapital || !forms.has(key)) forms.set(key, surfaces[i]!);
      }
    }
    return forms;
  }
}

const NO_FORM = (): string => "";

/** 1 + ln(count) for the counts most words have, worked out once. */
const SUBLINEAR = Float64Array.from({ length: 64 }, (_, count) => 1 + Math.log(count));

/**
 * The full-text vector: sublinear counts of the body's words, with full-text document frequencies;
 * and the form each kept word was first written in, looked up on demand.
 */
function textVector(article: ArticleText, corpus: Corpus, weights: FeatureWeights, learn: boolean, scratch: HeaviestScratch): { vector: PackedVector; form: (at: number) => string } {
  const body = (article.body ?? "").slice(0, weights.textChars);
  if (weights.textTerms <= 0 || body.trim().length === 0) return { vector: EMPTY_PACKED, form: NO_FORM };
  const terms = corpus.reader.textTerms(body);
  const { numbers, counts } = terms;
  const weight = learn ? corpus.text.addDocument(numbers) : corpus.text.idfs(numbers);
  for (let i = 0; i < numbers.length; i++) weight[i] = (counts[i]! < SUBLINEAR.length ? SUBLINEAR[counts[i]!]! : 1 + Math.log(counts[i]!)) * weight[i]!;
  const { vector, kept } = unitVector(numbers, corpus.vocabulary, weight, weights.textTerms, scratch);
  const { forms, firstForms } = terms;
  const formParts = new Array<number>(kept.length);
  for (let at = 0; at < kept.length; at++) formParts[at] = firstForms[kept[at]!]!;
  return { vector, form: (at) => forms[formParts[at]!]! };
}

/** `sortPrefix` of the keys starting with "#" (numbers, and word pairs starting with one) lies in [FROM, TO). */
const enum NumberKeys {
  PrefixFrom = 35 * 2 ** 32,
  PrefixTo = 36 * 2 ** 32,
}

/**
 * Learns from the article (document frequencies, capitalisation) and returns its features. The
 * statistics are updated first, so the article's own words count as seen once. With `learn` false
 * the statistics are only read (scoring a pair without changing the clusterer). The work is done in
 * `workspace`, the clusterer's own.
 */
export function extractFeatures(article: ArticleText, corpus: Corpus, weights: FeatureWeights, workspace: ClusterWorkspace, learn = true): ArticleFeatures {
  corpus.keepBounded();
  const { terms: stats, vocabulary } = corpus;
  const parts = fields(article, corpus, weights);
  const scratch = workspace.headline;
  scratch.startArticle();
  for (const field of parts) {
    const { keys, flags } = field.reading;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const flag = flags[i]!;
      if ((flag & TOKEN.Number) === 0) scratch.flag(key, KEY_FLAG.NameCandidate);
      if ((flag & TOKEN.Acronym) !== 0) scratch.flag(key, KEY_FLAG.Acronym);
      // Only words mid-sentence, in a field whose capitals say something, show whether a word is a name.
      if ((flag & (TOKEN.Acronym | TOKEN.Number | TOKEN.SentenceStart)) !== 0 || !field.caseInformative) continue;
      const capitalized = (flag & TOKEN.Capitalized) !== 0;
      if (learn) stats.addCaseObservation(key, capitalized);
      if (capitalized) scratch.flag(key, KEY_FLAG.CapitalizedHere);
    }
    scratch.addCounts(keys, field.weight);
    scratch.addCounts(pairKeys(field.reading, vocabulary, workspace), field.weight * weights.bigram);
    scratch.addCounts(quoteKeys(field.quotes, vocabulary), field.weight * weights.quote);
  }
  const numbers = scratch.keys;
  const idf = learn ? stats.addDocument(numbers) : stats.idfs(numbers);

  const { keys, prefixes } = vocabulary;
  const entities = new Map<string, number>();
  const { nameCandidates } = scratch;
  for (let i = 0; i < nameCandidates.length; i++) {
    const number = nameCandidates[i]!;
    if (!scratch.has(number, KEY_FLAG.Acronym) && !stats.isName(number, scratch.has(number, KEY_FLAG.CapitalizedHere))) continue;
    entities.set(keys[number]!, stats.idf(number));
    scratch.flag(number, KEY_FLAG.Entity);
  }

  const headlineNames: string[] = [];
  if (article.title.trim().length > 0)
    for (const number of parts[0]!.reading.keys) if (scratch.has(number, KEY_FLAG.Entity) && !headlineNames.includes(keys[number]!)) headlineNames.push(keys[number]!);

  const weight = new Float64Array(numbers.length);
  for (let i = 0; i < numbers.length; i++) {
    const number = numbers[i]!;
    const isNumber = prefixes[number]! >= NumberKeys.PrefixFrom && prefixes[number]! < NumberKeys.PrefixTo;
    const boost = scratch.has(number, KEY_FLAG.Entity) ? weights.entityBoost : isNumber ? weights.numberBoost : 1;
    weight[i] = scratch.sum(number) * boost * idf[i]!;
  }
  const headline = unitVector(numbers, vocabulary, weight, weights.maxTerms, workspace.heaviest);
  const text = textVector(article, corpus, weights, learn, workspace.heaviest);
  const labels = new ArticleLabels(
    parts.map((field) => field.reading),
    keys,
    text.vector,
    text.form,
  );
  return { vector: headline.vector, entities, labels, text: text.vector, stage: headlineStage(article.title), genre: headlineGenre(article.title), reaction: headlineReaction(article.title), celebrity: celebrityKeys(article.title, article.lead), headlineNames };
}
