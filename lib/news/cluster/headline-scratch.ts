/** What a key is in the article being read (`HeadlineScratch`): flags kept per key. */
export const enum KeyFlag {
  NameCandidate = 1,
  Acronym = 2,
  CapitalizedHere = 4,
  /** Counted: in `keys`, with a sum. */
  Counted = 8,
  /** Found to be a name (`ArticleFeatures.entities`). */
  Entity = 16,
}
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
  /** Slots in use, in order of first sight. */
  private used: number[] = [];
  private group = 0;
  /** The article's counted keys, in order of first count (emptied for the next article). */
  readonly keys: number[] = [];
  /** The article's keys that may be names (words and acronyms), in order of first sight (emptied for the next article). */
  readonly nameCandidates: number[] = [];
  private distinct: number[] = [];

  startArticle(): void {
    for (const slot of this.used) this.slotKeys[slot] = FREE;
    this.used.length = 0;
    this.keys.length = 0;
    this.nameCandidates.length = 0;
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
      this.used.push(slot);
      if (this.used.length * 2 <= this.slotKeys.length) return slot;
      this.grow();
      return this.slotOf(key);
    }
  }

  flag(key: number, flag: KeyFlag): void {
    const slot = this.slotOf(key);
    if (flag === KeyFlag.NameCandidate && (this.flagBits[slot]! & KeyFlag.NameCandidate) === 0) this.nameCandidates.push(key);
    this.flagBits[slot]! |= flag;
  }

  has(key: number, flag: KeyFlag): boolean {
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
    const distinct = this.distinct;
    distinct.length = 0;
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const slot = this.slotOf(key);
      if ((this.flagBits[slot]! & KeyFlag.Counted) === 0) {
        this.flagBits[slot]! |= KeyFlag.Counted;
        this.keys.push(key);
      }
      if (this.groupStamps[slot] !== group) {
        this.groupStamps[slot] = group;
        this.groupCounts[slot] = 0;
        distinct.push(key);
      }
      this.groupCounts[slot]++;
    }
    // By key, not slot: a slot made above may have grown the table and moved the others.
    for (const key of distinct) {
      const slot = this.slotOf(key);
      this.sums[slot] += weight * (1 + Math.log(this.groupCounts[slot]!));
    }
  }

  /** Twice the slots, the keys in use placed again in the same order. */
  private grow(): void {
    const old = { keys: this.slotKeys, sums: this.sums, groupStamps: this.groupStamps, groupCounts: this.groupCounts, flagBits: this.flagBits, used: this.used };
    const size = old.keys.length * 2;
    this.slotKeys = new Int32Array(size).fill(FREE);
    this.sums = new Float64Array(size);
    this.groupStamps = new Int32Array(size);
    this.groupCounts = new Int32Array(size);
    this.flagBits = new Uint8Array(size);
    this.used = [];
    for (const from of old.used) {
      const slot = this.slotOf(old.keys[from]!);
      this.sums[slot] = old.sums[from]!;
      this.groupStamps[slot] = old.groupStamps[from]!;
      this.groupCounts[slot] = old.groupCounts[from]!;
      this.flagBits[slot] = old.flagBits[from]!;
    }
  }
}
