import { isUpper } from "./text-tokens";

// The readers (`text-reader.ts`) find the words of about 3,000 characters per article, the clusterer's
// hottest loop, so they do not run `tokenize`'s WORD regex (a substring per word): one pass over the
// char codes finds the words by WORD's rule, hashes each while scanning it and counts capitals as
// `isAllCaps` does.

// Constants of the hot loops are const enums, which the compiler writes in as numbers: V8 does not
// fold a module's `const`s, and reading one per character costs a fifth of the scan.

/** What a UTF-16 code unit is, as bit flags: testing \p{L}\p{N} or the case of a character per occurrence would cost more than the whole scan. */
const enum Kind {
  Seen = 1,
  LetterOrDigit = 2,
  /** Starts a surrogate pair, which WORD's `u` flag reads as one character. */
  HighSurrogate = 4,
  /** Counted as a letter by `isAllCaps`. */
  Cased = 8,
  /** Counted as a capital by `isAllCaps`. */
  Capital = 16,
  CasedShift = 3,
  CapitalShift = 4,
}
const codeUnitKinds = new Uint8Array(0x10000);
const LETTER_OR_DIGIT_CHAR = /^[\p{L}\p{N}]$/u;

function classify(code: number): number {
  const ch = String.fromCharCode(code);
  let kind: number = Kind.Seen;
  if (code >= 0xd800 && code <= 0xdbff) kind |= Kind.HighSurrogate;
  else if (LETTER_OR_DIGIT_CHAR.test(ch)) kind |= Kind.LetterOrDigit;
  if (ch.toLowerCase() !== ch.toUpperCase()) kind |= isUpper(ch) ? Kind.Cased | Kind.Capital : Kind.Cased;
  return kind;
}

/**
 * Classifies every code unit once, on the first scan (some 25 ms): a check per character for one
 * not classified yet costs the scans more than that.
 */
function classifyAll(): void {
  for (let code = 0; code < 0x10000; code++) codeUnitKinds[code] = classify(code);
}

/** Whether a letter or digit outside the BMP starts at `index`, where a high surrogate is. */
function isAstralLetterOrDigit(text: string, index: number): boolean {
  const low = text.charCodeAt(index + 1);
  return low >= 0xdc00 && low <= 0xdfff && LETTER_OR_DIGIT_CHAR.test(text.slice(index, index + 2));
}

/** Whether a letter or digit starts at `index` (astral ones included). */
function startsLetterOrDigit(text: string, index: number): boolean {
  if (index >= text.length) return false;
  const kind = codeUnitKinds[text.charCodeAt(index)]!;
  return (kind & Kind.LetterOrDigit) !== 0 || ((kind & Kind.HighSurrogate) !== 0 && isAstralLetterOrDigit(text, index));
}

function isAsciiDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Whether `code`, at `index`, joins the letters before it to those after it, as WORD's `[.'’-]` and `(?<=\d),(?=\d)` do. */
function joinsWord(text: string, index: number, code: number): boolean {
  if (index + 1 >= text.length) return false;
  // WORD's \d is ASCII only, with or without the `u` flag.
  if (code === 0x2c) return isAsciiDigit(text.charCodeAt(index - 1)) && isAsciiDigit(text.charCodeAt(index + 1));
  const separator = code === 0x2e || code === 0x27 || code === 0x2019 || code === 0x2d;
  return separator && startsLetterOrDigit(text, index + 1);
}

/**
 * Two 32-bit FNV-1a hashes of each word's code units, with different offsets and primes: the readers
 * find a word by both, without comparing its characters (see `text-reader.ts`).
 */
const enum Hash {
  Offset = 0x811c9dc5 | 0,
  Prime = 0x01000193,
  CheckOffset = 0x9747b28c | 0,
  CheckPrime = 0x5bd1e995,
}

/** Per word in `WordScan.spans`: its start, its end, and the two hashes of the code units between. */
const enum Span {
  Size = 4,
  Start = 0,
  End = 1,
  Hash = 2,
  Check = 3,
}

/** `Span` for other files (a const enum is written in as numbers only in its own file). */
export const SPAN = { Size: Span.Size, Start: Span.Start, End: Span.End, Hash: Span.Hash, Check: Span.Check } as const;

/** The WORD matches of a text, SPAN.Size integers each in `spans` (the caller's buffer when it had room). */
export interface WordScan {
  spans: Int32Array;
  words: number;
  allCaps: boolean;
}

/** Words a reader's span buffer has room for: those of a text of up to 8,192 code units (a longer text gets its own). */
export const SPAN_WORDS = 4096;

let classified = false;

/**
 * The words of `text` and whether it is ALL CAPS (`isAllCaps`), in one pass over its characters. The
 * spans are written into `buffer` (the reader's own, kept between calls) when it has room for them.
 */
export function scanWords(text: string, buffer: Int32Array): WordScan {
  if (!classified) {
    classifyAll();
    classified = true;
  }
  const length = text.length;
  const maxWords = (length + 1) >> 1;
  const spans = Span.Size * maxWords <= buffer.length ? buffer : new Int32Array(Span.Size * maxWords);
  let words = 0;
  let letters = 0;
  let capitals = 0;
  let index = 0;
  while (index < length) {
    let code = text.charCodeAt(index);
    let kind = codeUnitKinds[code]!;
    if ((kind & Kind.LetterOrDigit) === 0 && ((kind & Kind.HighSurrogate) === 0 || !isAstralLetterOrDigit(text, index))) {
      letters += (kind >> Kind.CasedShift) & 1;
      capitals += (kind >> Kind.CapitalShift) & 1;
      index++;
      continue;
    }
    // One WORD match: runs of letters and digits, joined by single separators. `code` and `kind` are
    // always those of the character at `index`.
    const start = index;
    let hash = Hash.Offset;
    let check = Hash.CheckOffset;
    for (;;) {
      for (;;) {
        if ((kind & Kind.LetterOrDigit) !== 0) {
          letters += (kind >> Kind.CasedShift) & 1;
          capitals += (kind >> Kind.CapitalShift) & 1;
          hash = Math.imul(hash ^ code, Hash.Prime);
          check = Math.imul(check ^ code, Hash.CheckPrime);
          index++;
        } else if ((kind & Kind.HighSurrogate) !== 0 && isAstralLetterOrDigit(text, index)) {
          // Surrogates have no case for `isAllCaps`, which reads code units.
          const low = text.charCodeAt(index + 1);
          hash = Math.imul(Math.imul(hash ^ code, Hash.Prime) ^ low, Hash.Prime);
          check = Math.imul(Math.imul(check ^ code, Hash.CheckPrime) ^ low, Hash.CheckPrime);
          index += 2;
        } else break;
        if (index >= length) break;
        code = text.charCodeAt(index);
        kind = codeUnitKinds[code]!;
      }
      if (index >= length || !joinsWord(text, index, code)) break;
      hash = Math.imul(hash ^ code, Hash.Prime);
      check = Math.imul(check ^ code, Hash.CheckPrime);
      index++;
      code = text.charCodeAt(index);
      kind = codeUnitKinds[code]!;
    }
    const at = Span.Size * words++;
    spans[at + Span.Start] = start;
    spans[at + Span.End] = index;
    spans[at + Span.Hash] = hash;
    spans[at + Span.Check] = check;
  }
  return { spans, words, allCaps: letters > 0 && capitals / letters > 0.6 };
}
