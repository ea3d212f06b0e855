/** Terms given with their numbers (`termId`), in step: what a story is indexed under. */
export interface IndexTerms {
  readonly keys: readonly string[];
  readonly ids: ArrayLike<number>;
}

const EMPTY = -1;

/**
 * Term → posting list (the slots of the stories indexed under it), as an open-addressing table on
 * the terms' 32-bit numbers, which every packed vector already carries. A lookup probes a typed array
 * instead of hashing and comparing strings in a map of some 100,000 keys (most of an article's
 * full-text terms are in no story's entries, so most lookups miss). A number is confirmed by its key:
 * two keys that share a number stay apart, so the table answers exactly as a map of keys would.
 */
export class TermPostings {
  private mask = 0;
  private shift = 0;
  /** Per table slot: the entry there, or EMPTY; and that entry's term number (probed without a detour). */
  private slotEntries = new Int32Array(0);
  private slotIds = new Int32Array(0);
  private readonly entryKeys: string[] = [];
  private readonly entryLists: number[][] = [];
  private readonly freeEntries: number[] = [];
  private used = 0;

  constructor() {
    this.resize(1024);
  }

  /** Terms with at least one story. */
  get size(): number {
    return this.used;
  }

  /** The term's posting list, or undefined when no story is indexed under it. */
  get(id: number, key: string): number[] | undefined {
    const slot = this.find(id, key);
    return slot === EMPTY ? undefined : this.entryLists[this.slotEntries[slot]!];
  }

  /** The term's posting list, made (empty) when the term has none. */
  listFor(id: number, key: string): number[] {
    const found = this.find(id, key);
    if (found !== EMPTY) return this.entryLists[this.slotEntries[found]!]!;
    if (2 * (this.used + 1) > this.slotEntries.length) this.resize(2 * this.slotEntries.length);
    const entry = this.freeEntries.pop() ?? this.entryLists.length;
    this.entryKeys[entry] = key;
    this.entryLists[entry] ??= [];
    let slot = this.start(id);
    while (this.slotEntries[slot] !== EMPTY) slot = (slot + 1) & this.mask;
    this.slotEntries[slot] = entry;
    this.slotIds[slot] = id;
    this.used++;
    return this.entryLists[entry]!;
  }

  /** Forgets a term whose posting list has become empty. */
  delete(id: number, key: string): void {
    let hole = this.find(id, key);
    if (hole === EMPTY) return;
    const entry = this.slotEntries[hole]!;
    this.entryLists[entry]!.length = 0;
    this.entryKeys[entry] = "";
    this.freeEntries.push(entry);
    this.used--;
    // Backward-shift deletion: each entry after the hole that may sit in it (its probe starts at or
    // before the hole) moves back, so every probe still reaches its entry without tombstones.
    for (let next = (hole + 1) & this.mask; this.slotEntries[next] !== EMPTY; next = (next + 1) & this.mask) {
      const home = this.start(this.slotIds[next]!);
      if (((next - home) & this.mask) < ((next - hole) & this.mask)) continue;
      this.slotEntries[hole] = this.slotEntries[next]!;
      this.slotIds[hole] = this.slotIds[next]!;
      hole = next;
    }
    this.slotEntries[hole] = EMPTY;
  }

  /** The table slot holding the term, or EMPTY. */
  private find(id: number, key: string): number {
    for (let slot = this.start(id); ; slot = (slot + 1) & this.mask) {
      const entry = this.slotEntries[slot]!;
      if (entry === EMPTY) return EMPTY;
      if (this.slotIds[slot] === id && this.entryKeys[entry] === key) return slot;
    }
  }

  private start(id: number): number {
    // Fibonacci hashing: the top bits of the product, which every bit of the number moves.
    return Math.imul(id, 0x9e3779b1) >>> this.shift;
  }

  private resize(capacity: number): void {
    const entries = this.slotEntries;
    const ids = this.slotIds;
    this.slotEntries = new Int32Array(capacity).fill(EMPTY);
    this.slotIds = new Int32Array(capacity);
    this.mask = capacity - 1;
    this.shift = 32 - Math.log2(capacity);
    for (let from = 0; from < entries.length; from++) {
      if (entries[from] === EMPTY) continue;
      let slot = this.start(ids[from]!);
      while (this.slotEntries[slot] !== EMPTY) slot = (slot + 1) & this.mask;
      this.slotEntries[slot] = entries[from]!;
      this.slotIds[slot] = ids[from]!;
    }
  }
}
