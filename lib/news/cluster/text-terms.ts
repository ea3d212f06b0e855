import { termId } from "./term-id";
import { endsSentenceBetween, isSentenceStart, isUpper, readWord, type TextToken } from "./text-tokens";

/**
 * The distinct keys of a text's content words, each with its count and the form it was first written
 * in, by position in order of first appearance. Keys are given by number in `vocabulary` (small and
 * dense, the same for the same key as long as `vocabulary` is the same object; it is replaced when
 * the words read are forgotten), so a caller may keep per-key data in an array indexed by it.
 */
export interface TextTerms {
  numbers: Int32Array;
  counts: Int32Array;
  /** The form each key was first written in, as a position in `forms`. */
  firstForms: Int32Array;
  forms: readonly string[];
  vocabulary: Vocabulary;
}

/** The key of the text's term at `i`. */
export function keyAt(terms: TextTerms, i: number): string {
  return terms.vocabulary.keys[terms.numbers[i]!]!;
}

/** The form the text's term at `i` was first written in. */
export function formAt(terms: TextTerms, i: number): string {
  return terms.forms[terms.firstForms[i]!]!;
}

// textTerms reads about 500 words per article, the clusterer's hottest loop, so it does not run WORD:
// the regex allocates a substring per word and the reading cache then hashes it again. One pass over
// the char codes finds the words by WORD's rule, hashes them and counts capitals as `isAllCaps` does;
// a second looks each word up by comparing the text's characters with the words already read. Only a
// word not seen before is sliced out and read (`readWord`).

// What a UTF-16 code unit is, as bit flags filled in on first sight: testing \p{L}\p{N} or the case of
// a character per occurrence would cost more than the whole scan.
const SEEN = 1;
const LETTER_OR_DIGIT = 2;
/** Starts a surrogate pair, which WORD's `u` flag reads as one character. */
const HIGH_SURROGATE = 4;
/** Counted as a letter by `isAllCaps`. */
const CASED = 8;
/** Counted as a capital by `isAllCaps`. */
const CAPITAL = 16;
const codeUnitKinds = new Uint8Array(0x10000);
const LETTER_OR_DIGIT_CHAR = /^[\p{L}\p{N}]$/u;

function kindOf(code: number): number {
  const kind = codeUnitKinds[code]!;
  return kind === 0 ? classify(code) : kind;
}

function classify(code: number): number {
  const ch = String.fromCharCode(code);
  let kind = SEEN;
  if (code >= 0xd800 && code <= 0xdbff) kind |= HIGH_SURROGATE;
  else if (LETTER_OR_DIGIT_CHAR.test(ch)) kind |= LETTER_OR_DIGIT;
  if (ch.toLowerCase() !== ch.toUpperCase()) kind |= isUpper(ch) ? CASED | CAPITAL : CASED;
  codeUnitKinds[code] = kind;
  return kind;
}

/** Whether a letter or digit outside the BMP starts at `index`, where a high surrogate is. */
function isAstralLetterOrDigit(text: string, index: number): boolean {
  const low = text.charCodeAt(index + 1);
  return low >= 0xdc00 && low <= 0xdfff && LETTER_OR_DIGIT_CHAR.test(text.slice(index, index + 2));
}

/** Length in code units of the letter or digit at `index` (two for an astral one), 0 for anything else. */
function letterOrDigitLength(text: string, index: number): number {
  if (index >= text.length) return 0;
  const kind = kindOf(text.charCodeAt(index));
  if ((kind & LETTER_OR_DIGIT) !== 0) return 1;
  return (kind & HIGH_SURROGATE) !== 0 && isAstralLetterOrDigit(text, index) ? 2 : 0;
}

function isAsciiDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Whether the character at `index` joins the letters before it to those after it, as WORD's `[.'’-]` and `(?<=\d),(?=\d)` do. */
function joinsWord(text: string, index: number): boolean {
  if (index + 1 >= text.length) return false;
  const code = text.charCodeAt(index);
  // WORD's \d is ASCII only, with or without the `u` flag.
  if (code === 0x2c) return isAsciiDigit(text.charCodeAt(index - 1)) && isAsciiDigit(text.charCodeAt(index + 1));
  const separator = code === 0x2e || code === 0x27 || code === 0x2019 || code === 0x2d;
  return separator && letterOrDigitLength(text, index + 1) > 0;
}

// 32-bit FNV-1a, as `termId`, here over a word's code units.
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

/** The WORD matches of a text, as triples in `spans` (start, end, hash of the code units between). */
interface WordScan {
  spans: Int32Array;
  words: number;
  allCaps: boolean;
}

// Room for the spans of a text of up to 8,192 code units, kept between calls; a longer text gets its own.
let spanBuffer = new Int32Array(3 * 4096);

/** The words of `text` and whether it is ALL CAPS (`isAllCaps`), in one pass over its characters. */
function scanWords(text: string): WordScan {
  const maxWords = (text.length + 1) >> 1;
  const spans = 3 * maxWords <= spanBuffer.length ? spanBuffer : new Int32Array(3 * maxWords);
  let words = 0;
  let letters = 0;
  let capitals = 0;
  let index = 0;
  while (index < text.length) {
    const kind = kindOf(text.charCodeAt(index));
    const startsWord = (kind & LETTER_OR_DIGIT) !== 0 || ((kind & HIGH_SURROGATE) !== 0 && isAstralLetterOrDigit(text, index));
    if (!startsWord) {
      if ((kind & CASED) !== 0) letters++;
      if ((kind & CAPITAL) !== 0) capitals++;
      index++;
      continue;
    }
    // One WORD match: runs of letters and digits, joined by single separators.
    const start = index;
    let hash = FNV_OFFSET;
    for (;;) {
      while (index < text.length) {
        const code = text.charCodeAt(index);
        const kind = kindOf(code);
        if ((kind & LETTER_OR_DIGIT) !== 0) {
          if ((kind & CASED) !== 0) letters++;
          if ((kind & CAPITAL) !== 0) capitals++;
          hash = Math.imul(hash ^ code, FNV_PRIME);
          index++;
        } else if ((kind & HIGH_SURROGATE) !== 0 && isAstralLetterOrDigit(text, index)) {
          // Surrogates have no case for `isAllCaps`, which reads code units.
          hash = Math.imul(hash ^ code, FNV_PRIME);
          hash = Math.imul(hash ^ text.charCodeAt(index + 1), FNV_PRIME);
          index += 2;
        } else break;
      }
      if (!joinsWord(text, index)) break;
      hash = Math.imul(hash ^ text.charCodeAt(index), FNV_PRIME);
      index++;
    }
    spans[3 * words] = start;
    spans[3 * words + 1] = index;
    spans[3 * words + 2] = hash;
    words++;
  }
  return { spans, words, allCaps: letters > 0 && capitals / letters > 0.6 };
}

/**
 * A copy of the text's span that does not keep the text alive: V8 keeps a slice of 13 or more
 * characters as a view into the whole string, and the keys and surfaces read from it outlive the text
 * (the keys go on into the term statistics). Prefixing forces a fresh string.
 */
function detachedSlice(text: string, start: number, end: number): string {
  return (" " + text.slice(start, end)).slice(1);
}

/** `array`, or a copy twice as long when it has no room at `index`. */
function withRoom<T extends Int32Array | Uint16Array | Uint8Array>(array: T, index: number): T {
  if (index < array.length) return array;
  const grown = new (array.constructor as new (length: number) => T)(Math.max(array.length * 2, index + 1));
  grown.set(array);
  return grown;
}

const INITIAL_SLOTS = 1 << 12;
// A word's slot in `KeyCounter.slots`: its hash, where its characters start in `chars`, its length
// (0 for a free slot: WORD matches no empty word) and where its keys start in `partKeys`.
const SLOT_SIZE = 4;
const HASH = 0;
const CHARS = 1;
const LENGTH = 2;
const PARTS = 3;
/** Ends a word's list of keys in `partKeys`. */
const NO_KEY = -1;
// What a part of a word is, kept in `KeyCounter.partFlags` beside its key: capitalised, an acronym, a
// number, and whether it is the word's first reading (a stopword before it is left out of `partKeys`,
// and then the part after it does not start the word).
const PART_CAPITALIZED = 1;
const PART_ACRONYM = 2;
const PART_NUMBER = 4;
const PART_FIRST = 8;
// A key's entry in `Vocabulary.states`, kept together so counting a word reads one place: the
// `textTerms` call that last counted the key (its count and first part are stale otherwise), its count
// there, the part it was first read from there (for the form it was first written in).
const KEY_STATE_SIZE = 3;
const LAST_TEXT = 0;
const COUNT = 1;
const FIRST_PART = 2;
// A word pair's slot in `Vocabulary.pairs`: its first key's number plus one (0 for a free slot), its
// second key's number, the pair's own number.
const PAIR_SIZE = 3;

/** FNV-1a of two key numbers, for the pair table. */
function pairHash(first: number, second: number): number {
  return Math.imul(Math.imul(FNV_OFFSET ^ first, FNV_PRIME) ^ second, FNV_PRIME) >>> 0;
}

/**
 * Every key read, numbered densely in order of first reading: the keys of words (both readings of
 * capitals), quoted keys (`number`) and adjacent-word pairs (`pair`, "budget_deal" made once per
 * pair, not once per headline). A number stays its key's as long as the vocabulary is the same object
 * (a full one is replaced), so a caller may keep per-key data in arrays indexed by number
 * (`TermStatistics` keeps document frequencies so).
 */
export class Vocabulary {
  /** Keys by number. */
  readonly keys: string[] = [];
  /** `termId` of each key, by number. */
  ids = new Int32Array(INITIAL_SLOTS);
  /** Per key, what the current `textTerms` call counted of it (see KEY_STATE_SIZE). */
  states = new Int32Array(INITIAL_SLOTS * KEY_STATE_SIZE);
  private readonly numbers = new Map<string, number>();
  /** Word pairs read: open addressing with linear probing on `pairHash`, at most half full. */
  private pairs = new Int32Array(INITIAL_SLOTS * PAIR_SIZE);
  private pairCount = 0;

  get size(): number {
    return this.keys.length;
  }

  /** The number of a key (a word's or a quoted one; not a pair's), given on first sight. */
  number(key: string): number {
    let number = this.numbers.get(key);
    if (number === undefined) {
      number = this.append(key);
      this.numbers.set(key, number);
    }
    return number;
  }

  /** The number of the pair key `keys[first] + "_" + keys[second]` (keys of words hold no "_"). */
  pair(first: number, second: number): number {
    const mask = this.pairs.length / PAIR_SIZE - 1;
    for (let slot = pairHash(first, second) & mask; ; slot = (slot + 1) & mask) {
      const at = slot * PAIR_SIZE;
      const stored = this.pairs[at]!;
      if (stored === first + 1 && this.pairs[at + 1] === second) return this.pairs[at + 2]!;
      if (stored !== 0) continue;
      const number = this.append(this.keys[first] + "_" + this.keys[second]);
      this.pairs[at] = first + 1;
      this.pairs[at + 1] = second;
      this.pairs[at + 2] = number;
      if (++this.pairCount * 2 > mask + 1) this.growPairs();
      return number;
    }
  }

  private append(key: string): number {
    const number = this.keys.length;
    this.keys.push(key);
    this.ids = withRoom(this.ids, number);
    this.ids[number] = termId(key);
    this.states = withRoom(this.states, number * KEY_STATE_SIZE + KEY_STATE_SIZE - 1);
    return number;
  }

  private growPairs(): void {
    const old = this.pairs;
    this.pairs = new Int32Array(old.length * 2);
    const mask = this.pairs.length / PAIR_SIZE - 1;
    for (let from = 0; from < old.length; from += PAIR_SIZE) {
      if (old[from] === 0) continue;
      let slot = pairHash(old[from]! - 1, old[from + 1]!) & mask;
      while (this.pairs[slot * PAIR_SIZE] !== 0) slot = (slot + 1) & mask;
      for (let i = 0; i < PAIR_SIZE; i++) this.pairs[slot * PAIR_SIZE + i] = old[from + i]!;
    }
  }
}

/**
 * Counts the keys of texts read one way (acronyms read or not, as `readWord` takes them).
 * Everything a word seen before needs sits in typed arrays, so counting it again costs a probe on the
 * hash the scan gave, a comparison of its characters with the text's and a few array reads, with no
 * string or object made or followed; only a new word is sliced out and read.
 */
class KeyCounter {
  /** Words seen: open addressing with linear probing on their hash, at most half full. */
  private slots = new Int32Array(INITIAL_SLOTS * SLOT_SIZE);
  /** Characters of the words seen, one after another. */
  private chars = new Uint16Array(INITIAL_SLOTS * 8);
  charsStored = 0;
  /** Each word's keys (by number) in reading order, its stopwords left out, then NO_KEY. */
  partKeys = new Int32Array(INITIAL_SLOTS * 2);
  /** What each part is (PART_ flags), aligned with `partKeys`. */
  partFlags = new Uint8Array(INITIAL_SLOTS * 2);
  /** The form each part was written in, aligned with `partKeys`. */
  readonly partSurfaces: string[] = [];
  /** Words remembered, for the bound on the caches. */
  words = 0;

  constructor(
    private readonly allowAcronym: boolean,
    readonly vocabulary: Vocabulary,
  ) {}

  /** The keys of the words `scan` found in `text`, counted, for the `textTerms` call numbered `serial`. */
  count(text: string, scan: WordScan, serial: number): TextTerms {
    let seen = 0;
    const { spans, words } = scan;
    for (let word = 0; word < words; word++) {
      const start = spans[3 * word]!;
      const end = spans[3 * word + 1]!;
      const first = this.partsOf(text, start, end, spans[3 * word + 2]!);
      // Read after `partsOf`: a new word's keys may have grown the vocabulary's arrays.
      const states = this.vocabulary.states;
      for (let part = first; this.partKeys[part] !== NO_KEY; part++) {
        const state = this.partKeys[part]! * KEY_STATE_SIZE;
        if (states[state + LAST_TEXT] === serial) states[state + COUNT]++;
        else {
          states[state + LAST_TEXT] = serial;
          states[state + COUNT] = 1;
          states[state + FIRST_PART] = part;
          seenBuffer = withRoom(seenBuffer, seen);
          seenBuffer[seen++] = this.partKeys[part]!;
        }
      }
    }
    return this.termsOf(seenBuffer.subarray(0, seen));
  }

  /** Where the keys of the word from `start` to `end` start in `partKeys`, reading it if it is new. */
  partsOf(text: string, start: number, end: number, hash: number): number {
    const length = end - start;
    const wrap = this.slots.length - 1;
    for (let slot = (hash * SLOT_SIZE) & wrap; ; slot = (slot + SLOT_SIZE) & wrap) {
      const slotLength = this.slots[slot + LENGTH]!;
      if (slotLength === 0) return this.add(slot, hash, text, start, end);
      if (this.slots[slot + HASH] === hash && slotLength === length && this.sameChars(this.slots[slot + CHARS]!, text, start, length)) return this.slots[slot + PARTS]!;
    }
  }

  private sameChars(at: number, text: string, start: number, length: number): boolean {
    for (let i = 0; i < length; i++) if (this.chars[at + i] !== text.charCodeAt(start + i)) return false;
    return true;
  }

  private add(slot: number, hash: number, text: string, start: number, end: number): number {
    const parts = this.partSurfaces.length;
    readWord(detachedSlice(text, start, end), this.allowAcronym).forEach((reading, i) => {
      if (reading === null) return;
      const flags = (reading.capitalized ? PART_CAPITALIZED : 0) | (reading.kind === "acronym" ? PART_ACRONYM : reading.kind === "number" ? PART_NUMBER : 0) | (i === 0 ? PART_FIRST : 0);
      this.addPart(this.vocabulary.number(reading.key), reading.surface, flags);
    });
    this.addPart(NO_KEY, "", 0);
    const charsAt = this.charsStored;
    this.chars = withRoom(this.chars, charsAt + end - start);
    for (let i = start; i < end; i++) this.chars[this.charsStored++] = text.charCodeAt(i);
    this.slots.set([hash, charsAt, end - start, parts], slot);
    if (++this.words * 2 > this.slots.length / SLOT_SIZE) this.growSlots();
    return parts;
  }

  private addPart(key: number, surface: string, flags: number): void {
    const at = this.partSurfaces.length;
    this.partKeys = withRoom(this.partKeys, at);
    this.partFlags = withRoom(this.partFlags, at);
    this.partKeys[at] = key;
    this.partFlags[at] = flags;
    this.partSurfaces.push(surface);
  }

  private growSlots(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    const wrap = this.slots.length - 1;
    for (let from = 0; from < old.length; from += SLOT_SIZE) {
      if (old[from + LENGTH] === 0) continue;
      let slot = (old[from + HASH]! * SLOT_SIZE) & wrap;
      while (this.slots[slot + LENGTH] !== 0) slot = (slot + SLOT_SIZE) & wrap;
      for (let i = 0; i < SLOT_SIZE; i++) this.slots[slot + i] = old[from + i]!;
    }
  }

  private termsOf(seen: Int32Array): TextTerms {
    const states = this.vocabulary.states;
    const terms: TextTerms = { numbers: seen.slice(), counts: new Int32Array(seen.length), firstForms: new Int32Array(seen.length), forms: this.partSurfaces, vocabulary: this.vocabulary };
    for (let i = 0; i < seen.length; i++) {
      const state = seen[i]! * KEY_STATE_SIZE;
      terms.counts[i] = states[state + COUNT]!;
      terms.firstForms[i] = states[state + FIRST_PART]!;
    }
    return terms;
  }
}

/** The keys a text counts, in order of first appearance; kept between calls, grown as needed. */
let seenBuffer = new Int32Array(1024);

// One counter per reading of capitals (ALL CAPS texts read no acronyms), numbering keys in one vocabulary.
function newKeyCounters(): KeyCounter[] {
  const vocabulary = new Vocabulary();
  return [new KeyCounter(false, vocabulary), new KeyCounter(true, vocabulary)];
}
let keyCounters = newKeyCounters();

// Bounded: the words and keys read are forgotten when there are too many, between two readings
// (forgetting costs only time; between readings, so no reading numbers one key twice). The characters
// bound is for texts of long junk words; the keys bound mostly for word pairs, which grow without end.
const MAX_WORDS = 200_000;
const MAX_CHARS = 4_000_000;
const MAX_KEYS = 500_000;

function forgetWordsIfFull(): void {
  const [shouted, cased] = keyCounters as [KeyCounter, KeyCounter];
  if (shouted.words + cased.words < MAX_WORDS && shouted.charsStored + cased.charsStored < MAX_CHARS && vocabularyOf().size < MAX_KEYS) return;
  keyCounters = newKeyCounters();
}

function vocabularyOf(): Vocabulary {
  return keyCounters[0]!.vocabulary;
}

let textsRead = 0;

/** The next `textTerms` call's number: stored as a 32-bit integer, so the counters start afresh before it overflows. */
function nextTextSerial(): number {
  if (textsRead === 0x7fffffff) {
    textsRead = 0;
    keyCounters = newKeyCounters();
  }
  return ++textsRead;
}

/**
 * The content words of a long text counted by key: the same keys as `tokenize` gives, without its
 * sentence and capitalisation bookkeeping (the full-text vector needs only the counts, and reads
 * thousands of words per article). Keys in order of first appearance.
 */
export function textTerms(text: string): TextTerms {
  forgetWordsIfFull();
  const scan = scanWords(text);
  return keyCounters[scan.allCaps ? 0 : 1]!.count(text, scan, nextTextSerial());
}

/** A token of a short text as `tokenize` gives it, its key given by number in the reading's vocabulary. */
export interface FieldToken extends Omit<TextToken, "key"> {
  key: number;
}

export interface FieldReading {
  tokens: FieldToken[];
  /** Whether the text is ALL CAPS (`isAllCaps`). */
  allCaps: boolean;
}

/**
 * Short texts (a headline and its lead) read as `tokenize` reads them, with sentences and capitals,
 * through the same word tables as `textTerms`: no regex, and a word seen before costs a probe. The
 * keys are numbered in `vocabulary`, one for all the texts of a call; numbers from an earlier call
 * may belong to another vocabulary.
 */
export function readFields(texts: readonly string[]): { fields: FieldReading[]; vocabulary: Vocabulary } {
  forgetWordsIfFull();
  return { fields: texts.map(readField), vocabulary: vocabularyOf() };
}

function readField(text: string): FieldReading {
  const { spans, words, allCaps } = scanWords(text);
  const counter = keyCounters[allCaps ? 0 : 1]!;
  const tokens: FieldToken[] = [];
  let sentence = 0;
  let lastEnd = 0;
  for (let word = 0; word < words; word++) {
    const start = spans[3 * word]!;
    const end = spans[3 * word + 1]!;
    if (endsSentenceBetween(text, lastEnd, start)) sentence++;
    lastEnd = end;
    const startsSentence = isSentenceStart(text, start);
    for (let part = counter.partsOf(text, start, end, spans[3 * word + 2]!); counter.partKeys[part] !== NO_KEY; part++) {
      const flags = counter.partFlags[part]!;
      tokens.push({
        key: counter.partKeys[part]!,
        surface: counter.partSurfaces[part]!,
        capitalized: (flags & PART_CAPITALIZED) !== 0,
        sentenceStart: startsSentence && (flags & PART_FIRST) !== 0,
        kind: (flags & PART_ACRONYM) !== 0 ? "acronym" : (flags & PART_NUMBER) !== 0 ? "number" : "word",
        sentence,
      });
    }
  }
  return { tokens, allCaps };
}
