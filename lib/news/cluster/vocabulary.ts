import { termId } from "./term-id";
import { withRoom } from "./typed-arrays";

/**
 * A key's record in `Vocabulary.records`: KeyRecord.Size 32-bit integers, so that reading a text,
 * counting its keys and learning their document frequencies touch one place per key. (A const enum:
 * the compiler writes its values in as numbers, where V8 would read a module's `const` each time;
 * only within this file, so other files read `KEY_RECORD`.)
 */
const enum KeyRecord {
  Size = 4,
  /** The reading (`TextReader`) that last counted the key: its TextIndex is stale otherwise. */
  TextSerial = 0,
  /** Where the key is among that reading's terms. */
  TextIndex = 1,
  /** The document frequency columns, one per `TermStatistics`: of headlines and leads, of full texts. */
  HeadlineFrequency = 2,
  TextFrequency = 3,
}

/**
 * `KeyRecord` for other files. A const enum is written in as numbers only in the file that declares
 * it: tsx (esbuild) and Next (SWC) compile one file at a time (`isolatedModules`), so another file's
 * `KeyRecord.Size` was a property read of an enum object all along (`test/const-enums.test.ts`).
 */
export const KEY_RECORD = {
  Size: KeyRecord.Size,
  TextSerial: KeyRecord.TextSerial,
  TextIndex: KeyRecord.TextIndex,
  HeadlineFrequency: KeyRecord.HeadlineFrequency,
  TextFrequency: KeyRecord.TextFrequency,
} as const;

/** A document frequency column of the records (`TermStatistics`). */
export type FrequencyColumn = typeof KEY_RECORD.HeadlineFrequency | typeof KEY_RECORD.TextFrequency;

const INITIAL_KEYS = 1 << 12;
/** A word pair's slot in `pairs`: its first key's number plus one (0 for a free slot), its second key's number, the pair's own number. */
const enum Pair {
  Size = 3,
  First = 0,
  Second = 1,
  Number = 2,
  FnvOffset = 0x811c9dc5 | 0,
  FnvPrime = 0x01000193,
}

/** FNV-1a of two key numbers, for the pair table. */
function pairHash(first: number, second: number): number {
  return Math.imul(Math.imul(Pair.FnvOffset ^ first, Pair.FnvPrime) ^ second, Pair.FnvPrime) >>> 0;
}

/**
 * A key's first three UTF-16 code units as one number that orders as the keys do (`<` on strings
 * compares code units, and a shorter key first; keys hold no U+0000): ordering keys by it first, and
 * by the keys themselves only when it ties, leaves most comparisons in a typed array.
 */
export function sortPrefix(key: string): number {
  let prefix = 0;
  for (let i = 0; i < 3; i++) prefix = prefix * 0x10000 + (i < key.length ? key.charCodeAt(i) : 0);
  return prefix;
}

/**
 * Whether a key is a word pair ("budget_deal"): the keys of words hold no "_", and quoted keys
 * ("q:budget_deal") are numbered by name.
 */
function pairParts(key: string): [string, string] | null {
  const at = key.indexOf("_");
  if (at <= 0 || key.startsWith("q:") || key.indexOf("_", at + 1) >= 0 || at === key.length - 1) return null;
  return [key.slice(0, at), key.slice(at + 1)];
}

/**
 * Every key one clusterer has read, numbered densely in order of first reading: the keys of words
 * (both readings of capitals), quoted keys and adjacent-word pairs (`pair`: "budget_deal" is made once
 * per pair, not once per headline). Each key has a record (`records`, KeyRecord.Size integers from
 * `number * KeyRecord.Size`) where the reader counts it and the term statistics keep its document
 * frequencies, so per-key data costs no map lookup. Numbers change only in `compact`.
 */
export class Vocabulary {
  /** Keys by number. */
  keys: string[] = [];
  /** `termId` of each key, by number. */
  ids = new Int32Array(INITIAL_KEYS);
  /** The first three code units of each key as one number (`sortPrefix`), by number. */
  prefixes = new Float64Array(INITIAL_KEYS);
  records = new Int32Array(INITIAL_KEYS * KeyRecord.Size);
  /** Numbers of the keys that are not pairs. */
  private numbers = new Map<string, number>();
  /** Word pairs read: open addressing with linear probing on `pairHash`, at most half full. */
  private pairs = new Int32Array(INITIAL_KEYS * Pair.Size);
  private pairCount = 0;

  get size(): number {
    return this.keys.length;
  }

  /** The number of a key, given on first sight (a pair's through `pair`, so both ways give one number). */
  number(key: string): number {
    const known = this.numbers.get(key);
    if (known !== undefined) return known;
    const parts = pairParts(key);
    if (parts) return this.pair(this.number(parts[0]), this.number(parts[1]));
    const number = this.append(key);
    this.numbers.set(key, number);
    return number;
  }

  /** The number of a key already read, or -1. */
  find(key: string): number {
    const known = this.numbers.get(key);
    if (known !== undefined) return known;
    const parts = pairParts(key);
    if (!parts) return -1;
    const first = this.numbers.get(parts[0]);
    const second = this.numbers.get(parts[1]);
    return first === undefined || second === undefined ? -1 : this.findPair(first, second);
  }

  /** The number of the pair key `keys[first] + "_" + keys[second]`. */
  pair(first: number, second: number): number {
    const mask = this.pairs.length / Pair.Size - 1;
    for (let slot = pairHash(first, second) & mask; ; slot = (slot + 1) & mask) {
      const at = slot * Pair.Size;
      const stored = this.pairs[at]!;
      if (stored === first + 1 && this.pairs[at + Pair.Second] === second) return this.pairs[at + Pair.Number]!;
      if (stored !== 0) continue;
      const number = this.append(this.keys[first] + "_" + this.keys[second]);
      this.placePair(first, second, number, at);
      return number;
    }
  }

  private findPair(first: number, second: number): number {
    const mask = this.pairs.length / Pair.Size - 1;
    for (let slot = pairHash(first, second) & mask; ; slot = (slot + 1) & mask) {
      const at = slot * Pair.Size;
      const stored = this.pairs[at]!;
      if (stored === first + 1 && this.pairs[at + Pair.Second] === second) return this.pairs[at + Pair.Number]!;
      if (stored === 0) return -1;
    }
  }

  private placePair(first: number, second: number, number: number, at: number): void {
    this.pairs[at + Pair.First] = first + 1;
    this.pairs[at + Pair.Second] = second;
    this.pairs[at + Pair.Number] = number;
    if (++this.pairCount * 2 > this.pairs.length / Pair.Size) this.growPairs();
  }

  private append(key: string, id = termId(key)): number {
    const number = this.keys.length;
    this.keys.push(key);
    this.ids = withRoom(this.ids, number);
    this.ids[number] = id;
    this.prefixes = withRoom(this.prefixes, number);
    this.prefixes[number] = sortPrefix(key);
    this.records = withRoom(this.records, (number + 1) * KeyRecord.Size - 1);
    return number;
  }

  private growPairs(): void {
    const old = this.pairs;
    this.pairs = new Int32Array(old.length * 2);
    this.pairCount = 0;
    for (let from = 0; from < old.length; from += Pair.Size) {
      if (old[from] !== 0) this.insertPair(old[from]! - 1, old[from + 1]!, old[from + 2]!);
    }
  }

  private insertPair(first: number, second: number, number: number): void {
    const mask = this.pairs.length / Pair.Size - 1;
    let slot = pairHash(first, second) & mask;
    while (this.pairs[slot * Pair.Size] !== 0) slot = (slot + 1) & mask;
    this.placePair(first, second, number, slot * Pair.Size);
  }

  /**
   * Keeps the keys `keep` names (and the two keys of every pair kept), renumbered in their order with
   * their records; forgets the others. Returns each old number's new one, or -1 for a forgotten key.
   * Readers holding numbers must forget them (`TextReader.forget`).
   */
  compact(keep: (number: number) => boolean): Int32Array {
    const old = { keys: this.keys, ids: this.ids, records: this.records, pairs: this.pairs, numbers: this.numbers };
    const kept = new Uint8Array(old.keys.length);
    for (let number = 0; number < kept.length; number++) if (keep(number)) kept[number] = 1;
    for (let at = 0; at < old.pairs.length; at += Pair.Size) {
      if (old.pairs[at] !== 0 && kept[old.pairs[at + Pair.Number]!] === 1) kept[old.pairs[at]! - 1] = kept[old.pairs[at + Pair.Second]!] = 1;
    }
    const renumbered = new Int32Array(old.keys.length).fill(-1);
    this.keys = [];
    this.ids = new Int32Array(INITIAL_KEYS);
    this.prefixes = new Float64Array(INITIAL_KEYS);
    this.records = new Int32Array(INITIAL_KEYS * KeyRecord.Size);
    for (let number = 0; number < kept.length; number++) {
      if (kept[number] === 0) continue;
      const now = this.append(old.keys[number]!, old.ids[number]);
      renumbered[number] = now;
      this.records.set(old.records.subarray(number * KeyRecord.Size, (number + 1) * KeyRecord.Size), now * KeyRecord.Size);
    }
    this.numbers = new Map();
    for (const [key, number] of old.numbers) if (renumbered[number]! >= 0) this.numbers.set(key, renumbered[number]!);
    this.pairs = new Int32Array(INITIAL_KEYS * Pair.Size);
    this.pairCount = 0;
    for (let at = 0; at < old.pairs.length; at += Pair.Size) {
      const number = old.pairs[at + Pair.Number]!;
      if (old.pairs[at] !== 0 && renumbered[number]! >= 0) this.insertPair(renumbered[old.pairs[at]! - 1]!, renumbered[old.pairs[at + Pair.Second]!]!, renumbered[number]!);
    }
    return renumbered;
  }
}
