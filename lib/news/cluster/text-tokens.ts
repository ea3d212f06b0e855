import { stem } from "./stem";
import { STOPWORDS } from "./stopwords";

/** One content token of a text: a stemmed word, an acronym or a number, with its capitalisation. */
export interface TextToken {
  /** Matching key: stemmed lower-case word, lower-case acronym, or "#" + digits for a number. */
  key: string;
  /** The word as written (possessive removed), for display of shared entities. */
  surface: string;
  capitalized: boolean;
  /** First word of a sentence: its capital letter says nothing about it being a name. */
  sentenceStart: boolean;
  kind: "word" | "acronym" | "number";
  /** Index of the sentence within the text, so bigrams do not straddle sentences. */
  sentence: number;
}

// Words with inner dots, apostrophes or hyphens ("U.S.", "D'Souza", "Ocasio-Cortez") and digit groups
// ("2,700", "2.7") stay one match; the parts are split below.
const WORD = /[\p{L}\p{N}]+(?:(?:[.'’-]|(?<=\d),(?=\d))[\p{L}\p{N}]+)*/gu;
const DOTTED_ACRONYM = /^\p{Lu}(?:\.\p{Lu})+$/u;
const NUMBER = /^\d+(?:[.,]\d+)*$/;
const ACRONYM = /^\p{Lu}{2,5}s?$/u;

// Characters skipped when looking back for the end of the previous sentence, and those that end one.
const SKIPPED_BEFORE_WORD = new Set([..." \t\r\n\"'“”‘’([«»*•-"]);
const SENTENCE_ENDERS = new Set([...".!?:;|\n—–"]);

/** Whether the word at `index` starts a sentence: only skipped characters lie between it and a sentence end or the start. */
export function isSentenceStart(text: string, index: number): boolean {
  for (let i = index - 1; i >= 0; i--) {
    const ch = text[i]!;
    if (SKIPPED_BEFORE_WORD.has(ch)) continue;
    return SENTENCE_ENDERS.has(ch);
  }
  return true;
}

/** Whether a sentence ends between two words (from the end of one to the start of the next). */
export function endsSentenceBetween(text: string, from: number, to: number): boolean {
  for (let i = from; i < to; i++) if (SENTENCE_ENDERS.has(text[i]!)) return true;
  return false;
}

export function isUpper(ch: string): boolean {
  const code = ch.charCodeAt(0);
  if (code < 128) return code >= 65 && code <= 90;
  return ch !== ch.toLowerCase() && ch === ch.toUpperCase();
}

/** More than 60% of the letters are capitals: a shouted headline, where capitals mean nothing. */
export function isAllCaps(text: string): boolean {
  let letters = 0;
  let upper = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 65 && code <= 90) {
      letters++;
      upper++;
    } else if (code >= 97 && code <= 122) letters++;
    else if (code >= 128) {
      const ch = text[i]!;
      if (ch.toLowerCase() === ch.toUpperCase()) continue;
      letters++;
      if (isUpper(ch)) upper++;
    }
  }
  return letters > 0 && upper / letters > 0.6;
}

/**
 * True when capital letters carry no information: ALL CAPS text, or Title Case Headlines (three or
 * more longer content words, at least 75% of them capitalised).
 */
export function isCaseUninformative(tokens: readonly Pick<TextToken, "kind" | "surface" | "capitalized">[], allCaps: boolean): boolean {
  let long = 0;
  let capitalized = 0;
  for (const token of tokens) {
    if (token.kind !== "word" || token.surface.length < 4) continue;
    long++;
    if (token.capitalized) capitalized++;
  }
  return caseUninformative(long, capitalized, allCaps);
}

/** `isCaseUninformative` from its counts: words of four letters or more, and how many of them are capitalised. */
export function caseUninformative(longWords: number, capitalizedLongWords: number, allCaps: boolean): boolean {
  return allCaps || (longWords >= 3 && capitalizedLongWords / longWords >= 0.75);
}

export interface PartReading {
  key: string;
  surface: string;
  capitalized: boolean;
  kind: TextToken["kind"];
}

/**
 * How a word as WORD matches it reads: a dotted acronym ("U.S") as one part, a hyphenated word
 * ("Ocasio-Cortez") part by part, any other word as itself; null for a part that is a stopword or too
 * short. The clusterer's readers (`text-reader.ts`) remember each word's reading; `tokenize` reads
 * only quoted phrases there, and serves as their reference in tests.
 */
export function readWord(word: string, allowAcronym: boolean): (PartReading | null)[] {
  if (DOTTED_ACRONYM.test(word)) return [reading(word.replace(/\./g, "").toLowerCase(), word + ".", true, "acronym")];
  if (!word.includes("-") || NUMBER.test(word)) return [readPart(word, allowAcronym)];
  return word.split("-").map((part) => readPart(part, allowAcronym));
}

function reading(key: string, surface: string, capitalized: boolean, kind: TextToken["kind"]): PartReading {
  return { key, surface, capitalized, kind };
}

function readPart(part: string, allowAcronym: boolean): PartReading | null {
  const surface = part.replace(/['’]s$/u, "");
  if (NUMBER.test(surface)) {
    const digits = surface.replace(/,/g, "");
    return reading("#" + digits, digits, false, "number");
  }
  if (allowAcronym && ACRONYM.test(surface)) return reading(surface.replace(/s$/, "").toLowerCase(), surface, true, "acronym");
  const lower = surface.toLowerCase().replace(/['’]/g, "");
  if (lower.length < 2 || STOPWORDS.has(lower)) return null;
  return reading(stem(lower), surface, isUpper(surface[0]!), "word");
}

/** Content tokens of a text, stopwords removed, in reading order. */
export function tokenize(text: string, allCaps = isAllCaps(text)): TextToken[] {
  const out: TextToken[] = [];
  const allowAcronym = !allCaps;
  let sentence = 0;
  let lastEnd = 0;
  for (const match of text.matchAll(WORD)) {
    const index = match.index ?? 0;
    if (endsSentenceBetween(text, lastEnd, index)) sentence++;
    lastEnd = index + match[0].length;
    const start = isSentenceStart(text, index);
    const parts = readWord(match[0], allowAcronym);
    for (let i = 0; i < parts.length; i++) {
      const reading = parts[i];
      if (reading) out.push({ key: reading.key, surface: reading.surface, capitalized: reading.capitalized, kind: reading.kind, sentenceStart: start && i === 0, sentence });
    }
  }
  return out;
}

// A quotation opens after a space or start and closes before a space or punctuation; single quotes
// are common in headlines ("Trump slams Kerry for 'shadow diplomacy'"), and must not match apostrophes.
const QUOTE = /(?:^|[\s(\[—–-])(?:"([^"]{3,160})"|“([^”]{3,160})”|'([^']{3,120})'|‘([^’]{3,120})’)(?=$|[\s,.;:!?)\]—–-])/gu;

/** Token keys of each quoted phrase of a text. */
export function quotedPhrases(text: string): string[][] {
  const phrases: string[][] = [];
  for (const match of text.matchAll(QUOTE)) {
    const inner = match[1] ?? match[2] ?? match[3] ?? match[4] ?? "";
    const keys = tokenize(inner).map((t) => t.key);
    if (keys.length > 0) phrases.push(keys);
  }
  return phrases;
}
