/** What a key is in the article being read (`HeadlineScratch`): flags kept per key. */
const enum KeyFlag {
  NameCandidate = 1,
  Acronym = 2,
  CapitalizedHere = 4,
  /** Counted: in `keys`, with a sum. */
  Counted = 8,
  /** Found to be a name (`ArticleFeatures.entities`). */
  Entity = 16,
}
/** `KeyFlag` for other files (a const enum is written in as numbers only in its own file). */
export const KEY_FLAG = {
  NameCandidate: KeyFlag.NameCandidate,
  Acronym: KeyFlag.Acronym,
  CapitalizedHere: KeyFlag.CapitalizedHere,
  Entity: KeyFlag.Entity,
} as const;

/** A flag another file sets or asks about (`Counted` is the table's own). */
type OuterFlag = (typeof KEY_FLAG)[keyof typeof KEY_FLAG];

/** A free slot's key. */
const FREE = -1;

/**
 * Per-key scratch for one article's headline and lead: some 100 keys are counted, weighed and
 * flagged per article. A small open-addressing table on the keys' vocabulary numbers, reused from
 * one article to the next, stays in the processor's nearest cache; maps and sets made per article
 * cost more, and arrays indexed by vocabulary number are too big to stay there.
 */
export class HeadlineScratch {
  private slotKeys = new Int32Array(256).fill(FREE);
  private sums = new Float64Array(256);
  private groupStamps = new Int32Array(256);
  private groupCounts = new Int32Array(256);
  private flagBits = new Uint8Array(256);
  private group = 0;
  // Lists of at most half the slots each (the table is never fuller), with their lengths: arrays
  // emptied by `length = 0` give their memory back and grow again with every article.
  /** Slots in use, in order of first sight. */
  private used = new Int32Array(128);
  private usedCount = 0;
  private counted = new Int32Array(128);
  private countedCount = 0;
  private candidates = new Int32Array(128);
  private candidateCount = 0;
  private distinct = new Int32Array(128);

  /** The article's counted keys, in order of first count (rewritten by the next article). */
  get keys(): Int32Array {
    return this.counted.subarray(0, this.countedCount);
  }

  /** The article's keys that may be names (words and acronyms), in order of first sight (rewritten by the next article). */
  get nameCandidates(): Int32Array {
    return this.candidates.subarray(0, this.candidateCount);
  }

  startArticle(): void {
    for (let i = 0; i < this.usedCount; i++) this.slotKeys[this.used[i]!] = FREE;
    this.usedCount = 0;
    this.countedCount = 0;
    this.candidateCount = 0;
  }

  /** The key's slot, made (flags and sum zero) on first sight. */
  private slotOf(key: number): number {
    const mask = this.slotKeys.length - 1;
    for (let slot = this.start(key); ; slot = (slot + 1) & mask) {
      const stored = this.slotKeys[slot]!;
      if (stored === key) return slot;
      if (stored !== FREE) continue;
      this.slotKeys[slot] = key;
      this.sums[slot] = 0;
      this.flagBits[slot] = 0;
      this.groupStamps[slot] = 0;
      this.used[this.usedCount++] = slot;
      if (this.usedCount * 2 <= this.slotKeys.length) return slot;
      this.grow();
      return this.slotOf(key);
    }
  }

  flag(key: number, flag: OuterFlag): void {
    const slot = this.slotOf(key);
    if (flag === KeyFlag.NameCandidate && (this.flagBits[slot]! & KeyFlag.NameCandidate) === 0) this.candidates[this.candidateCount++] = key;
    this.flagBits[slot]! |= flag;
  }

  has(key: number, flag: OuterFlag): boolean {
    const slot = this.find(key);
    return slot >= 0 && (this.flagBits[slot]! & flag) !== 0;
  }

  sum(key: number): number {
    const slot = this.find(key);
    return slot >= 0 ? this.sums[slot]! : 0;
  }

  /** The key's slot, or -1 when the article has not met it. */
  private find(key: number): number {
    const mask = this.slotKeys.length - 1;
    for (let slot = this.start(key); ; slot = (slot + 1) & mask) {
      const stored = this.slotKeys[slot]!;
      if (stored === key) return slot;
      if (stored === FREE) return -1;
    }
  }

  private start(key: number): number {
    return (Math.imul(key, 0x9e3779b1) >>> 12) & (this.slotKeys.length - 1);
  }

  /** Adds `weight * (1 + ln count)` per distinct key of `keys`: sublinear, so one repeated word cannot dominate. */
  addCounts(keys: ArrayLike<number>, weight: number): void {
    if (++this.group === 0x7fffffff) {
      this.groupStamps.fill(0);
      this.group = 1;
    }
    const group = this.group;
    let distinct = 0;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const slot = this.slotOf(key);
      if ((this.flagBits[slot]! & KeyFlag.Counted) === 0) {
        this.flagBits[slot]! |= KeyFlag.Counted;
        this.counted[this.countedCount++] = key;
      }
      if (this.groupStamps[slot] !== group) {
        this.groupStamps[slot] = group;
        this.groupCounts[slot] = 0;
        this.distinct[distinct++] = key;
      }
      this.groupCounts[slot]!++;
    }
    // By key, not slot: a slot made above may have grown the table and moved the others.
    for (let i = 0; i < distinct; i++) {
      const slot = this.slotOf(this.distinct[i]!);
      this.sums[slot]! += weight * (1 + Math.log(this.groupCounts[slot]!));
    }
  }

  /** Twice the slots, the keys in use placed again in the same order. */
  private grow(): void {
    const old = { keys: this.slotKeys, sums: this.sums, groupStamps: this.groupStamps, groupCounts: this.groupCounts, flagBits: this.flagBits, used: this.used.subarray(0, this.usedCount) };
    const size = old.keys.length * 2;
    this.slotKeys = new Int32Array(size).fill(FREE);
    this.sums = new Float64Array(size);
    this.groupStamps = new Int32Array(size);
    this.groupCounts = new Int32Array(size);
    this.flagBits = new Uint8Array(size);
    const lists = (list: Int32Array) => {
      const grown = new Int32Array(size / 2);
      grown.set(list);
      return grown;
    };
    this.counted = lists(this.counted);
    this.candidates = lists(this.candidates);
    this.distinct = lists(this.distinct);
    this.used = new Int32Array(size / 2);
    this.usedCount = 0;
    for (const from of old.used) {
      const slot = this.slotOf(old.keys[from]!);
      this.sums[slot] = old.sums[from]!;
      this.groupStamps[slot] = old.groupStamps[from]!;
      this.groupCounts[slot] = old.groupCounts[from]!;
      this.flagBits[slot] = old.flagBits[from]!;
    }
  }
}
