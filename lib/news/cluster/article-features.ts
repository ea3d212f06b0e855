import type { TermStatistics } from "./term-statistics";
import { isAllCaps, isCaseUninformative, quotedPhrases, tokenize, type TextToken } from "./text-tokens";

/** How much each part of an article counts; calibrated on the development set (README.md here). */
export interface FeatureWeights {
  title: number;
  lead: number;
  /** Body text beyond the lead: low, because feeds rarely carry it and it wanders off the event. */
  body: number;
  bodyChars: number;
  /** Extra weight of names (people, places, organisations) over ordinary words. */
  entityBoost: number;
  numberBoost: number;
  /** Adjacent-word pairs ("budget deal", "climate fraud"), relative to single words. */
  bigram: number;
  /** Word pairs inside quotation marks: outlets quote the same words when they report one event. */
  quote: number;
  /** Heaviest terms kept per article: the tail adds cost, not evidence. */
  maxTerms: number;
}

export const DEFAULT_FEATURE_WEIGHTS: FeatureWeights = {
  title: 3,
  lead: 1,
  body: 0.3,
  bodyChars: 600,
  entityBoost: 1.5,
  numberBoost: 1.2,
  bigram: 0.5,
  quote: 1,
  maxTerms: 60,
};

export interface ArticleFeatures {
  /** TF-IDF vector of unit length, IDF taken when the article arrived; heaviest terms first. */
  vector: Map<string, number>;
  /** Names mentioned in the title or lead, each with its IDF. */
  entities: Map<string, number>;
  /** Readable form of each word key, for the "why it joined" explanation (dropped once stored). */
  labels: ReadonlyMap<string, string>;
}

export interface ArticleText {
  title: string;
  lead: string;
  body?: string;
}

interface Field {
  /** Title or lead: where names, word pairs and capitalisation are read (the body only adds words). */
  head: boolean;
  tokens: TextToken[];
  weight: number;
  caseInformative: boolean;
  quotes: string[][];
}

/**
 * The start of the body after the lead. Feeds and scrapers often repeat the lead at the top of the
 * body (whitespace may differ), so when the body opens like the lead, the lead's length is skipped.
 */
function bodyBeyondLead(article: ArticleText, chars: number): string {
  const body = article.body ?? "";
  const lead = article.lead.trim();
  const opening = lead.slice(0, 40);
  const skip = opening && body.trimStart().startsWith(opening) ? lead.length + (body.length - body.trimStart().length) : 0;
  return body.slice(skip, skip + chars);
}

function fields(article: ArticleText, weights: FeatureWeights): Field[] {
  const body = weights.body > 0 ? bodyBeyondLead(article, weights.bodyChars) : "";
  return [
    { text: article.title, weight: weights.title, head: true },
    { text: article.lead, weight: weights.lead, head: true },
    { text: body, weight: weights.body, head: false },
  ]
    .filter((field) => field.text.trim().length > 0)
    .map(({ text, weight, head }) => {
      const allCaps = isAllCaps(text);
      const tokens = tokenize(text, allCaps);
      return { head, tokens, weight, caseInformative: !isCaseUninformative(tokens, allCaps), quotes: quotedPhrases(text) };
    });
}

function bigrams(tokens: TextToken[]): string[] {
  const out: string[] = [];
  for (let i = 1; i < tokens.length; i++) {
    if (tokens[i].sentence === tokens[i - 1].sentence) out.push(tokens[i - 1].key + "_" + tokens[i].key);
  }
  return out;
}

function quoteKeys(quotes: string[][]): string[] {
  const out: string[] = [];
  for (const keys of quotes) {
    if (keys.length === 1) out.push("q:" + keys[0]);
    for (let i = 1; i < keys.length; i++) out.push("q:" + keys[i - 1] + "_" + keys[i]);
  }
  return out;
}

/** Adds `weight * (1 + ln count)` per distinct key: sublinear, so one repeated word cannot dominate. */
function addCounts(target: Map<string, number>, keys: string[], weight: number): void {
  const counts = new Map<string, number>();
  for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  for (const [key, count] of counts) target.set(key, (target.get(key) ?? 0) + weight * (1 + Math.log(count)));
}

/**
 * Learns from the article (document frequencies, capitalisation) and returns its features. The
 * statistics are updated first, so the article's own words count as seen once. With `learn` false
 * the statistics are only read (scoring a pair without changing the clusterer).
 */
export function extractFeatures(article: ArticleText, stats: TermStatistics, weights: FeatureWeights, learn = true): ArticleFeatures {
  const parts = fields(article, weights);
  const raw = new Map<string, number>();
  const labels = new Map<string, string>();
  const capitalizedHere = new Set<string>();
  const nameCandidates = new Set<string>();
  const acronyms = new Set<string>();

  for (const field of parts) {
    for (const token of field.tokens) {
      if (!labels.has(token.key) || (token.capitalized && !token.sentenceStart)) labels.set(token.key, token.surface);
      if (token.kind === "acronym") acronyms.add(token.key);
      if (!field.head || token.kind !== "word" || token.sentenceStart || !field.caseInformative) continue;
      if (learn) stats.addCaseObservation(token.key, token.capitalized);
      if (token.capitalized) capitalizedHere.add(token.key);
    }
    if (field.head) for (const token of field.tokens) if (token.kind !== "number") nameCandidates.add(token.key);
    addCounts(raw, field.tokens.map((t) => t.key), field.weight);
    if (field.head) addCounts(raw, bigrams(field.tokens), field.weight * weights.bigram);
    addCounts(raw, quoteKeys(field.quotes), field.weight * weights.quote);
  }
  if (learn) stats.addDocument(raw.keys());

  const entities = new Map<string, number>();
  for (const key of nameCandidates) {
    if (acronyms.has(key) || stats.isName(key, capitalizedHere.has(key))) entities.set(key, stats.idf(key));
  }

  const weighted: [string, number][] = [];
  for (const [key, tf] of raw) {
    const boost = entities.has(key) ? weights.entityBoost : key.startsWith("#") ? weights.numberBoost : 1;
    weighted.push([key, tf * boost * stats.idf(key)]);
  }
  // Heaviest first (ties by key, for determinism); the candidate lookup relies on this order.
  weighted.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const kept = weighted.slice(0, weights.maxTerms);
  const norm = Math.sqrt(kept.reduce((sum, [, weight]) => sum + weight * weight, 0)) || 1;
  const vector = new Map<string, number>(kept.map(([key, weight]) => [key, weight / norm]));
  return { vector, entities, labels };
}
