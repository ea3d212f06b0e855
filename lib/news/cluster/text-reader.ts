import { endsSentenceBetween, isSentenceStart, readWord } from "./text-tokens";
import { withRoom } from "./typed-arrays";
import { KEY_RECORD, type Vocabulary } from "./vocabulary";
import { scanWords, SPAN, SPAN_WORDS, type WordScan } from "./word-scan";

/**
 * The distinct keys of a text's content words, each with its count and the form it was first written
 * in, by position in order of first appearance. Keys are given by number in `vocabulary`. The arrays
 * are the reader's own, rewritten by its next reading: read or copy them at once.
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

// The hot loops' constants are const enums, which the compiler writes in as numbers (V8 reads a
// module's `const` each time): within this file only (`test/const-enums.test.ts`), other files read
// `TOKEN`.

/**
 * What a token is, kept in `WordTable.partFlags` for each part of a word: capitalised, an acronym, a
 * number, whether it is the word's first reading (a stopword before it is left out of `partKeys`, and
 * then the part after it does not start the word), whether it is a word of four letters or more as
 * written (`isCaseUninformative` counts those); and in a `FieldReading`, whether it starts a sentence.
 */
const enum Token {
  Capitalized = 1,
  Acronym = 2,
  Number = 4,
  First = 8,
  LongWord = 16,
  /** The first word of a sentence: its capital letter says nothing about it being a name. */
  SentenceStart = 32,
}

/** `Token` for other files. */
export const TOKEN = {
  Capitalized: Token.Capitalized,
  Acronym: Token.Acronym,
  Number: Token.Number,
  First: Token.First,
  LongWord: Token.LongWord,
  SentenceStart: Token.SentenceStart,
} as const;

const enum Key {
  /** Ends a word's list of keys in `partKeys`; as a word's Slot.Key, a word of stopwords only. */
  None = -1,
  /** A word's Slot.Key when it has several (a hyphenated word): they are read from `partKeys`. */
  Several = -2,
}

/**
 * A word's slot in `WordTable.slots`, 32 bytes: its two hashes and its length (0 for a free slot:
 * WORD matches no empty word), where its keys start in `partKeys`, its only key (or Key.None,
 * Key.Several), and the reading that last counted it with its count there.
 */
const enum Slot {
  Size = 8,
  Hash = 0,
  Check = 1,
  Length = 2,
  Parts = 3,
  Key = 4,
  Serial = 5,
  Count = 6,
  InitialBits = 12,
}

/**
 * A copy of the text's span that does not keep the text alive: V8 keeps a slice of 13 or more
 * characters as a view into the whole string, and the keys and surfaces read from it outlive the text.
 * Prefixing forces a fresh string.
 */
function detachedSlice(text: string, start: number, end: number): string {
  return (" " + text.slice(start, end)).slice(1);
}

/**
 * A reader's scratch (`TextReader`, one per clusterer), grown as needed: the spans of the text being
 * scanned, the words a reading counted, then its keys (`TextTerms`), and a field's tokens before they
 * are copied out at their count (no growing arrays per field).
 */
class ReadingScratch {
  readonly spans = new Int32Array(SPAN.Size * SPAN_WORDS);
  wordSlots = new Int32Array(1024);
  termNumbers = new Int32Array(1024);
  termCounts = new Int32Array(1024);
  termForms = new Int32Array(1024);
  readonly tokens = { keys: [] as number[], flags: [] as number[], sentences: [] as number[], surfaces: [] as string[] };

  growTerms(): void {
    const size = this.termNumbers.length * 2;
    this.termNumbers = withRoom(this.termNumbers, size - 1);
    this.termCounts = withRoom(this.termCounts, size - 1);
    this.termForms = withRoom(this.termForms, size - 1);
  }
}

/**
 * The words of texts read one way (acronyms read or not, as `readWord` takes them). A word is found
 * by its two 32-bit hashes and its length, without comparing characters: two different words agree
 * on all three with a probability of about 2^-60 per pair, so a table of 200,000 words is misread
 * about once in a billion fillings. Everything counting a known word needs is in its slot, so a word
 * seen before costs one probe and no string, object or map.
 */
class WordTable {
  private slots = new Int32Array(Slot.Size << Slot.InitialBits);
  private shift = 32 - Slot.InitialBits;
  /** Each word's keys (by number) in reading order, its stopwords left out, then Key.None. */
  partKeys = new Int32Array(1 << Slot.InitialBits);
  /** What each part is (`Token` flags), aligned with `partKeys`. */
  partFlags = new Uint8Array(1 << Slot.InitialBits);
  /** The form each part was written in, aligned with `partKeys`. */
  readonly partSurfaces: string[] = [];
  words = 0;
  /** Characters of the words read (their parts' forms are kept). */
  characters = 0;

  constructor(
    private readonly allowAcronym: boolean,
    private readonly vocabulary: Vocabulary,
  ) {}

  /** Room for `count` more words, so that no slot moves while a text is read. */
  reserve(count: number): void {
    while ((this.words + count) * 2 > this.slots.length / Slot.Size) this.grow();
  }

  /** The slot of the word the scan found from `start` to `end`, reading it if it is new. */
  slotOf(text: string, start: number, end: number, hash: number, check: number): number {
    const slots = this.slots;
    const length = end - start;
    const mask = slots.length / Slot.Size - 1;
    for (let index = Math.imul(hash, 0x9e3779b1) >>> this.shift; ; index = (index + 1) & mask) {
      const slot = index * Slot.Size;
      const stored = slots[slot + Slot.Length]!;
      if (stored === 0) return this.add(slot, hash, check, text, start, end);
      if (slots[slot + Slot.Hash] === hash && slots[slot + Slot.Check] === check && stored === length) return slot;
    }
  }

  /** Where the keys of the word in `slot` start in `partKeys`. */
  partsAt(slot: number): number {
    return this.slots[slot + Slot.Parts]!;
  }

  private add(slot: number, hash: number, check: number, text: string, start: number, end: number): number {
    const parts = this.partSurfaces.length;
    let keys = 0;
    let only = Key.None;
    readWord(detachedSlice(text, start, end), this.allowAcronym).forEach((reading, i) => {
      if (reading === null) return;
      const kind = reading.kind === "acronym" ? Token.Acronym : reading.kind === "number" ? Token.Number : 0;
      const long = reading.kind === "word" && reading.surface.length >= 4 ? Token.LongWord : 0;
      only = this.vocabulary.number(reading.key);
      this.addPart(only, reading.surface, (reading.capitalized ? Token.Capitalized : 0) | kind | (i === 0 ? Token.First : 0) | long);
      keys++;
    });
    this.addPart(Key.None, "", 0);
    const slots = this.slots;
    slots[slot + Slot.Hash] = hash;
    slots[slot + Slot.Check] = check;
    slots[slot + Slot.Length] = end - start;
    slots[slot + Slot.Parts] = parts;
    slots[slot + Slot.Key] = keys === 0 ? Key.None : keys === 1 ? only : Key.Several;
    slots[slot + Slot.Serial] = 0;
    slots[slot + Slot.Count] = 0;
    this.words++;
    this.characters += end - start;
    return slot;
  }

  private addPart(key: number, surface: string, flags: number): void {
    const at = this.partSurfaces.length;
    this.partKeys = withRoom(this.partKeys, at);
    this.partFlags = withRoom(this.partFlags, at);
    this.partKeys[at] = key;
    this.partFlags[at] = flags;
    this.partSurfaces.push(surface);
  }

  /** Twice the slots, the words placed again. */
  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    this.shift--;
    const mask = this.slots.length / Slot.Size - 1;
    for (let from = 0; from < old.length; from += Slot.Size) {
      if (old[from + Slot.Length] === 0) continue;
      let index = Math.imul(old[from + Slot.Hash]!, 0x9e3779b1) >>> this.shift;
      while (this.slots[index * Slot.Size + Slot.Length] !== 0) index = (index + 1) & mask;
      for (let i = 0; i < Slot.Size; i++) this.slots[index * Slot.Size + i] = old[from + i]!;
    }
  }

  /**
   * The keys of the words `scan` found in `text`, counted, for the reading numbered `serial`. Words are
   * counted in their slots first, then each distinct word's count goes to its keys, in the order of
   * first appearance (a key first appears with the first word that has it).
   */
  count(text: string, scan: WordScan, serial: number, scratch: ReadingScratch): TextTerms {
    this.reserve(scan.words);
    const wordSlots = (scratch.wordSlots = withRoom(scratch.wordSlots, scan.words));
    const { spans } = scan;
    let distinctWords = 0;
    for (let word = 0; word < scan.words; word++) {
      const at = word * SPAN.Size;
      const slot = this.slotOf(text, spans[at + SPAN.Start]!, spans[at + SPAN.End]!, spans[at + SPAN.Hash]!, spans[at + SPAN.Check]!);
      if (this.slots[slot + Slot.Serial] === serial) this.slots[slot + Slot.Count]!++;
      else {
        this.slots[slot + Slot.Serial] = serial;
        this.slots[slot + Slot.Count] = 1;
        wordSlots[distinctWords++] = slot;
      }
    }
    // Read after the words: a new word's keys may have grown the vocabulary's records.
    const records = this.vocabulary.records;
    const { slots, partKeys } = this;
    let terms = 0;
    let { termNumbers, termCounts, termForms } = scratch;
    const growTerms = (): void => {
      scratch.growTerms();
      ({ termNumbers, termCounts, termForms } = scratch);
    };
    const addKey = (key: number, count: number, part: number): void => {
      const at = key * KEY_RECORD.Size;
      if (records[at + KEY_RECORD.TextSerial] === serial) termCounts[records[at + KEY_RECORD.TextIndex]!]! += count;
      else {
        records[at + KEY_RECORD.TextSerial] = serial;
        records[at + KEY_RECORD.TextIndex] = terms;
        termNumbers[terms] = key;
        termCounts[terms] = count;
        termForms[terms] = part;
        terms++;
      }
    };
    for (let i = 0; i < distinctWords; i++) {
      const slot = wordSlots[i]!;
      const key = slots[slot + Slot.Key]!;
      if (key === Key.None) continue;
      if (terms + 8 > termNumbers.length) growTerms();
      if (key >= 0) addKey(key, slots[slot + Slot.Count]!, slots[slot + Slot.Parts]!);
      else for (let part = slots[slot + Slot.Parts]!; partKeys[part] !== Key.None; part++) {
        if (terms + 1 > termNumbers.length) growTerms();
        addKey(partKeys[part]!, slots[slot + Slot.Count]!, part);
      }
    }
    return { numbers: termNumbers.subarray(0, terms), counts: termCounts.subarray(0, terms), firstForms: termForms.subarray(0, terms), forms: this.partSurfaces, vocabulary: this.vocabulary };
  }
}

/** A headline or lead read as `tokenize` reads it: its tokens, by position, with their keys by number. */
export interface FieldReading {
  keys: number[];
  /** What each token is (`Token` flags). */
  flags: number[];
  /** Index of each token's sentence within the text, so word pairs do not straddle sentences. */
  sentences: number[];
  /** Each token as written. */
  surfaces: string[];
  /** Whether the text is ALL CAPS (`isAllCaps`). */
  allCaps: boolean;
}

// Bounded: the words read are forgotten when there are too many, between two readings. The characters
// bound is for texts of long junk words (a pasted token or data address of thousands of characters
// each), whose forms the tables keep; news words stay far below it (200,000 words, some 1.6 million
// characters).
const MAX_WORDS = 200_000;
const MAX_CHARACTERS = 4_000_000;

/**
 * Reads texts into keys numbered in `vocabulary`: `textTerms` counts a long text's keys, `readFields`
 * reads a headline and its lead with sentences and capitals; both give the keys `tokenize` gives
 * (tested against it). One table of words per reading of capitals (ALL CAPS texts read no acronyms).
 */
export class TextReader {
  private tables!: [shouted: WordTable, cased: WordTable];
  private serial = 0;
  private readonly scratch = new ReadingScratch();

  constructor(readonly vocabulary: Vocabulary) {
    this.forget();
  }

  /** Forgets the words read (they are read again on next sight); needed when the vocabulary renumbers. */
  forget(): void {
    this.tables = [new WordTable(false, this.vocabulary), new WordTable(true, this.vocabulary)];
  }

  private table(allCaps: boolean): WordTable {
    return this.tables[allCaps ? 0 : 1];
  }

  /** Characters of the words it remembers: bounded, with the words, between two readings. */
  get characters(): number {
    return this.tables[0].characters + this.tables[1].characters;
  }

  private forgetIfFull(): void {
    if (this.tables[0].words + this.tables[1].words >= MAX_WORDS || this.characters >= MAX_CHARACTERS) this.forget();
  }

  /** The next reading's number; records keep it as a 32-bit integer, so numbering starts again before it overflows. */
  private nextSerial(): number {
    if (this.serial === 0x7fffffff) {
      const { records } = this.vocabulary;
      for (let at = KEY_RECORD.TextSerial as number; at < records.length; at += KEY_RECORD.Size) records[at] = 0;
      this.forget();
      this.serial = 0;
    }
    return ++this.serial;
  }

  /**
   * The content words of a long text counted by key: the same keys as `tokenize` gives, without its
   * sentence and capitalisation bookkeeping (the full-text vector needs only the counts). Keys in
   * order of first appearance.
   */
  textTerms(text: string): TextTerms {
    this.forgetIfFull();
    const scan = this.scan(text);
    return this.table(scan.allCaps).count(text, scan, this.nextSerial(), this.scratch);
  }

  /** Short texts (a headline and its lead) read as `tokenize` reads them, with sentences and capitals. */
  readFields(texts: readonly string[]): FieldReading[] {
    this.forgetIfFull();
    return texts.map((text) => this.readField(text));
  }

  /** The words of `text`, their spans in the reader's buffer when it has room (read them at once). */
  private scan(text: string): WordScan {
    return scanWords(text, this.scratch.spans);
  }

  private readField(text: string): FieldReading {
    const scan = this.scan(text);
    const table = this.table(scan.allCaps);
    table.reserve(scan.words);
    const { spans, words, allCaps } = scan;
    const { keys, flags, sentences, surfaces } = this.scratch.tokens;
    let tokens = 0;
    let sentence = 0;
    let lastEnd = 0;
    for (let word = 0; word < words; word++) {
      const at = word * SPAN.Size;
      const start = spans[at + SPAN.Start]!;
      const end = spans[at + SPAN.End]!;
      if (endsSentenceBetween(text, lastEnd, start)) sentence++;
      lastEnd = end;
      const startsSentence = isSentenceStart(text, start) ? Token.SentenceStart : 0;
      const slot = table.slotOf(text, start, end, spans[at + SPAN.Hash]!, spans[at + SPAN.Check]!);
      for (let part = table.partsAt(slot); table.partKeys[part] !== Key.None; part++) {
        const partFlags = table.partFlags[part]!;
        keys[tokens] = table.partKeys[part]!;
        flags[tokens] = partFlags | ((partFlags & Token.First) !== 0 ? startsSentence : 0);
        sentences[tokens] = sentence;
        surfaces[tokens] = table.partSurfaces[part]!;
        tokens++;
      }
    }
    return { keys: keys.slice(0, tokens), flags: flags.slice(0, tokens), sentences: sentences.slice(0, tokens), surfaces: surfaces.slice(0, tokens), allCaps };
  }
}
