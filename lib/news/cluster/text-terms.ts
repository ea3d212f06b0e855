import { termId } from "./term-id";
import { isUpper, readWordUncached } from "./text-tokens";

/** The distinct keys of a text's content words, each with its count and the form it was first written in. */
export interface TextTerms {
  keys: string[];
  counts: number[];
  surfaces: string[];
  /** `termId` of each key, aligned with `keys`. */
  ids: Int32Array;
  /**
   * Each key's number in `vocabulary`, aligned with `keys`: small and dense, the same for the same
   * key as long as `vocabulary` is the same object (it is replaced when the words read are forgotten),
   * so a caller may keep per-key data in an array indexed by it.
   */
  numbers: Int32Array;
  vocabulary: object;
}

// textTerms reads about 500 words per article, the clusterer's hottest loop, so it does not run WORD:
// the regex allocates a substring per word and the reading cache then hashes it again. One pass over
// the char codes finds the words by WORD's rule, hashes them and counts capitals as `isAllCaps` does;
// a second looks each word up by comparing the text's characters with the words already read. Only a
// word not seen before is sliced out and read (`readWordUncached`).

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
function withRoom<T extends Int32Array | Uint16Array>(array: T, index: number): T {
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
// A key's entry in `KeyCounter.keyStates`, kept together so counting a word reads one place: the
// `textTerms` call that last counted the key (its count and first part are stale otherwise), its count
// there, the part it was first read from there (for the form it was first written in), its `termId`.
const KEY_STATE_SIZE = 4;
const LAST_TEXT = 0;
const COUNT = 1;
const FIRST_PART = 2;
const ID = 3;

/**
 * Counts the keys of texts read one way (acronyms read or not, as `readWordUncached` takes them).
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
  private partKeys = new Int32Array(INITIAL_SLOTS * 2);
  /** The form each part was written in, aligned with `partKeys`. */
  private partSurfaces: string[] = [];
  /** Keys by number, in order of first reading. */
  private keys: string[] = [];
  private keyNumbers = new Map<string, number>();
  private keyStates = new Int32Array(INITIAL_SLOTS * KEY_STATE_SIZE);
  /** Words remembered, for the bound on the caches. */
  words = 0;

  constructor(private readonly allowAcronym: boolean) {}

  /** The keys of the words `scan` found in `text`, counted, for the `textTerms` call numbered `serial`. */
  count(text: string, scan: WordScan, serial: number): TextTerms {
    const seen: number[] = [];
    const { spans, words } = scan;
    for (let word = 0; word < words; word++) {
      const start = spans[3 * word]!;
      const end = spans[3 * word + 1]!;
      for (let part = this.partsOf(text, start, end, spans[3 * word + 2]!); this.partKeys[part] !== NO_KEY; part++) {
        const state = this.partKeys[part]! * KEY_STATE_SIZE;
        if (this.keyStates[state + LAST_TEXT] === serial) this.keyStates[state + COUNT]++;
        else {
          this.keyStates[state + LAST_TEXT] = serial;
          this.keyStates[state + COUNT] = 1;
          this.keyStates[state + FIRST_PART] = part;
          seen.push(this.partKeys[part]!);
        }
      }
    }
    return this.termsOf(seen);
  }

  /** Where the keys of the word from `start` to `end` start in `partKeys`, reading it if it is new. */
  private partsOf(text: string, start: number, end: number, hash: number): number {
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
    for (const reading of readWordUncached(detachedSlice(text, start, end), this.allowAcronym)) {
      if (reading !== null) this.addPart(this.keyNumber(reading.key), reading.surface);
    }
    this.addPart(NO_KEY, "");
    const charsAt = this.charsStored;
    this.chars = withRoom(this.chars, charsAt + end - start);
    for (let i = start; i < end; i++) this.chars[this.charsStored++] = text.charCodeAt(i);
    this.slots.set([hash, charsAt, end - start, parts], slot);
    if (++this.words * 2 > this.slots.length / SLOT_SIZE) this.growSlots();
    return parts;
  }

  private addPart(key: number, surface: string): void {
    this.partKeys = withRoom(this.partKeys, this.partSurfaces.length);
    this.partKeys[this.partSurfaces.length] = key;
    this.partSurfaces.push(surface);
  }

  private keyNumber(key: string): number {
    let number = this.keyNumbers.get(key);
    if (number !== undefined) return number;
    number = this.keys.length;
    this.keys.push(key);
    this.keyNumbers.set(key, number);
    this.keyStates = withRoom(this.keyStates, number * KEY_STATE_SIZE + ID);
    this.keyStates[number * KEY_STATE_SIZE + ID] = termId(key);
    return number;
  }

  private growSlots(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    const wrap = this.slots.length - 1;
    for (let from = 0; from < old.length; from += SLOT_SIZE) {
      if (old[from + LENGTH] === 0) continue;
      let slot = (old[from + HASH]! * SLOT_SIZE) & wrap;
      while (this.slots[slot + LENGTH] !== 0) slot = (slot + SLOT_SIZE) & wrap;
      this.slots.set(old.subarray(from, from + SLOT_SIZE), slot);
    }
  }

  private termsOf(seen: readonly number[]): TextTerms {
    const terms: TextTerms = { keys: [], counts: [], surfaces: [], ids: new Int32Array(seen.length), numbers: Int32Array.from(seen), vocabulary: this };
    for (let i = 0; i < seen.length; i++) {
      const key = seen[i]!;
      const state = key * KEY_STATE_SIZE;
      terms.keys.push(this.keys[key]!);
      terms.counts.push(this.keyStates[state + COUNT]!);
      terms.surfaces.push(this.partSurfaces[this.keyStates[state + FIRST_PART]!]!);
      terms.ids[i] = this.keyStates[state + ID]!;
    }
    return terms;
  }
}

// One counter per reading of capitals: ALL CAPS texts read no acronyms.
const newKeyCounters = () => [new KeyCounter(false), new KeyCounter(true)];
let keyCounters = newKeyCounters();

// Bounded: the words read are forgotten when there are too many, between two texts (forgetting costs
// only time; between texts, so no text counts one key under two numbers). The characters bound is for
// texts of long junk words.
const MAX_WORDS = 200_000;
const MAX_CHARS = 4_000_000;

function forgetWordsIfFull(): void {
  if (keyCounters[0]!.words + keyCounters[1]!.words < MAX_WORDS && keyCounters[0]!.charsStored + keyCounters[1]!.charsStored < MAX_CHARS) return;
  keyCounters = newKeyCounters();
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

