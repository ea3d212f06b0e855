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
const SENTENCE_END = /[.!?:;|\n—–]/;

function isSentenceStart(text: string, index: number): boolean {
  for (let i = index - 1; i >= 0; i--) {
    const ch = text[i];
    if (/[\s"'“”‘’(\[«»*•-]/.test(ch)) continue;
    return SENTENCE_END.test(ch);
  }
  return true;
}

function isUpper(ch: string): boolean {
  return ch !== ch.toLowerCase() && ch === ch.toUpperCase();
}

/** More than 60% of the letters are capitals: a shouted headline, where capitals mean nothing. */
function isAllCaps(text: string): boolean {
  let letters = 0;
  let upper = 0;
  for (const ch of text) {
    if (ch.toLowerCase() === ch.toUpperCase()) continue;
    letters++;
    if (isUpper(ch)) upper++;
  }
  return letters > 0 && upper / letters > 0.6;
}

/** True when capital letters carry no information: Title Case Headlines or ALL CAPS text. */
export function isCaseUninformative(text: string): boolean {
  if (isAllCaps(text)) return true;
  let long = 0;
  let capitalized = 0;
  for (const match of text.matchAll(WORD)) {
    const word = match[0];
    if (word.length < 4 || STOPWORDS.has(word.toLowerCase())) continue;
    long++;
    if (isUpper(word[0])) capitalized++;
  }
  return long >= 3 && capitalized / long >= 0.75;
}

function pushPart(out: TextToken[], part: string, sentenceStart: boolean, sentence: number, allowAcronym: boolean): void {
  const surface = part.replace(/['’]s$/u, "");
  if (NUMBER.test(surface)) {
    const digits = surface.replace(/,/g, "");
    out.push({ key: "#" + digits, surface: digits, capitalized: false, sentenceStart, kind: "number", sentence });
    return;
  }
  if (allowAcronym && ACRONYM.test(surface)) {
    const key = surface.replace(/s$/, "").toLowerCase();
    out.push({ key, surface, capitalized: true, sentenceStart, kind: "acronym", sentence });
    return;
  }
  const lower = surface.toLowerCase().replace(/['’]/g, "");
  if (lower.length < 2 || STOPWORDS.has(lower)) return;
  const capitalized = isUpper(surface[0]);
  out.push({ key: stem(lower), surface, capitalized, sentenceStart, kind: "word", sentence });
}

/** Content tokens of a text, stopwords removed, in reading order. */
export function tokenize(text: string, allCaps = isAllCaps(text)): TextToken[] {
  const out: TextToken[] = [];
  const allowAcronym = !allCaps;
  let sentence = 0;
  let lastEnd = 0;
  for (const match of text.matchAll(WORD)) {
    const index = match.index ?? 0;
    if (SENTENCE_END.test(text.slice(lastEnd, index))) sentence++;
    lastEnd = index + match[0].length;
    const start = isSentenceStart(text, index);
    const word = match[0].replace(/\.$/, "");
    if (DOTTED_ACRONYM.test(word)) {
      const key = word.replace(/\./g, "").toLowerCase();
      out.push({ key, surface: word + ".", capitalized: true, sentenceStart: start, kind: "acronym", sentence });
      continue;
    }
    const parts = NUMBER.test(word) ? [word] : word.split("-");
    parts.forEach((part, i) => pushPart(out, part, start && i === 0, sentence, allowAcronym));
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
