/** Terms given with their numbers (`termId`), in step: what a story is indexed under. */
export interface IndexTerms {
  readonly keys: readonly string[];
  readonly ids: ArrayLike<number>;
}

/**
 * A posting's header in the pool: its story count, its room for stories, its key's length; and a
 * table slot's mark for no term. (A const enum: the compiler writes its values in, where V8 would
 * read a module's `const` at every use.)
 */
const enum Posting {
  Empty = -1,
  Count = 0,
  Room = 1,
  KeyLength = 2,
  Header = 3,
  FirstRoom = 2,
}

/**
 * Term → posting list (the slots of the stories indexed under it, in no particular order), as an
 * open-addressing table on the terms' 32-bit numbers, which every packed vector already carries. A
 * lookup probes a typed array instead of hashing and comparing strings in a map of some 100,000 keys
 * (most of an article's full-text terms are in no story's entries, so most lookups miss).
 *
 * Both are far bigger than the processor's caches, so a lookup that finds its term should touch as
 * little memory as it can: a table slot holds the term's number and where its posting starts in one
 * pool of integers, and the posting holds the key's UTF-16 code units right before the stories. The
 * key is compared there, so two keys sharing a number stay apart and the table answers exactly as a
 * map of keys would, without reaching for a string elsewhere in memory (measured: some 10% of the
 * clustering time went to that). A posting that outgrows its room moves to the end of the pool with
 * twice the room; the pool is compacted when it is full.
 */
export class TermPostings {
  private mask = 0;
  private shift = 0;
  /** Per table slot, two numbers: the term's number, and where its posting starts (Posting.Empty: no term). */
  private table = new Int32Array(0);
  private used = 0;
  /** The postings, one after another: header, key, stories. */
  private integers = new Int32Array(1 << 16);
  private poolEnd = 0;
  /** Integers of the pool in live postings (the rest belongs to moved or forgotten ones). */
  private live = 0;

  constructor() {
    this.resize(1024);
  }

  /** Terms with at least one story. */
  get size(): number {
    return this.used;
  }

  /** The postings, read through `firstStory` and `storyCount`; replaced when the pool grows or is compacted. */
  get pool(): Int32Array {
    return this.integers;
  }

  /** Where the term's posting starts in the pool, or Posting.Empty when no story is indexed under it. */
  find(id: number, key: string): number {
    const slot = this.slotOf(id, key);
    return slot === Posting.Empty ? Posting.Empty : this.table[2 * slot + 1]!;
  }

  /** Number of stories in the posting starting at `posting`. */
  storyCount(posting: number): number {
    return this.integers[posting + Posting.Count]!;
  }

  /** Where the stories of the posting starting at `posting` start in the pool. */
  firstStory(posting: number): number {
    return posting + Posting.Header + this.integers[posting + Posting.KeyLength]!;
  }

  /** The stories indexed under a term (a copy, for tests and inspection). */
  storiesOf(id: number, key: string): number[] {
    const posting = this.find(id, key);
    if (posting === Posting.Empty) return [];
    const first = this.firstStory(posting);
    return Array.from(this.integers.subarray(first, first + this.storyCount(posting)));
  }

  /** Indexes story slot `story` under the term. */
  add(id: number, key: string, story: number): void {
    let slot = this.slotOf(id, key);
    if (slot === Posting.Empty) slot = this.insert(id, key);
    let posting = this.table[2 * slot + 1]!;
    if (this.integers[posting + Posting.Count] === this.integers[posting + Posting.Room]) posting = this.move(slot, 2 * this.integers[posting + Posting.Room]!);
    const count = this.integers[posting + Posting.Count]!;
    this.integers[this.firstStory(posting) + count] = story;
    this.integers[posting + Posting.Count] = count + 1;
  }

  /** Takes story slot `story` out of the term's posting; forgets the term when none is left. */
  remove(id: number, key: string, story: number): void {
    const slot = this.slotOf(id, key);
    if (slot === Posting.Empty) return;
    const posting = this.table[2 * slot + 1]!;
    const first = this.firstStory(posting);
    const last = first + this.integers[posting + Posting.Count]! - 1;
    for (let at = first; at <= last; at++) {
      if (this.integers[at] !== story) continue;
      // Order does not matter: the last one takes the removed one's place.
      this.integers[at] = this.integers[last]!;
      this.integers[posting + Posting.Count]!--;
      if (last === first) this.forget(slot);
      return;
    }
  }

  /** The table slot holding the term, or Posting.Empty. */
  private slotOf(id: number, key: string): number {
    const table = this.table;
    for (let slot = this.start(id); ; slot = (slot + 1) & this.mask) {
      const posting = table[2 * slot + 1]!;
      if (posting === Posting.Empty) return Posting.Empty;
      if (table[2 * slot] === id && this.holdsKey(posting, key)) return slot;
    }
  }

  private holdsKey(posting: number, key: string): boolean {
    const pool = this.integers;
    if (pool[posting + Posting.KeyLength] !== key.length) return false;
    for (let i = 0; i < key.length; i++) if (pool[posting + Posting.Header + i] !== key.charCodeAt(i)) return false;
    return true;
  }

  /** Places a new term with an empty posting; returns its table slot. */
  private insert(id: number, key: string): number {
    if (2 * (this.used + 1) > this.table.length / 2) this.resize(this.table.length);
    const size = Posting.Header + key.length + Posting.FirstRoom;
    this.reserve(size);
    const posting = this.poolEnd;
    this.integers[posting + Posting.Count] = 0;
    this.integers[posting + Posting.Room] = Posting.FirstRoom;
    this.integers[posting + Posting.KeyLength] = key.length;
    for (let i = 0; i < key.length; i++) this.integers[posting + Posting.Header + i] = key.charCodeAt(i);
    this.poolEnd += size;
    this.live += size;
    let slot = this.start(id);
    while (this.table[2 * slot + 1] !== Posting.Empty) slot = (slot + 1) & this.mask;
    this.table[2 * slot] = id;
    this.table[2 * slot + 1] = posting;
    this.used++;
    return slot;
  }

  /** Moves the posting of table slot `slot` to the end of the pool with room for `room` stories. */
  private move(slot: number, room: number): number {
    const keyLength = this.integers[this.table[2 * slot + 1]! + Posting.KeyLength]!;
    this.reserve(Posting.Header + keyLength + room);
    // Read after reserving: a compaction moves postings.
    const from = this.table[2 * slot + 1]!;
    const to = this.poolEnd;
    const oldSize = Posting.Header + keyLength + this.integers[from + Posting.Room]!;
    this.integers.copyWithin(to, from, from + oldSize);
    this.integers[to + Posting.Room] = room;
    this.poolEnd += Posting.Header + keyLength + room;
    this.live += room - this.integers[from + Posting.Room]!;
    this.table[2 * slot + 1] = to;
    return to;
  }

  /** Forgets the term in table slot `hole` (its posting is empty). */
  private forget(hole: number): void {
    const posting = this.table[2 * hole + 1]!;
    this.live -= Posting.Header + this.integers[posting + Posting.KeyLength]! + this.integers[posting + Posting.Room]!;
    this.used--;
    // Backward-shift deletion: each entry after the hole that may sit in it (its probe starts at or
    // before the hole) moves back, so every probe still reaches its entry without tombstones.
    for (let next = (hole + 1) & this.mask; this.table[2 * next + 1] !== Posting.Empty; next = (next + 1) & this.mask) {
      const home = this.start(this.table[2 * next]!);
      if (((next - home) & this.mask) < ((next - hole) & this.mask)) continue;
      this.table[2 * hole] = this.table[2 * next]!;
      this.table[2 * hole + 1] = this.table[2 * next + 1]!;
      hole = next;
    }
    this.table[2 * hole + 1] = Posting.Empty;
  }

  /** Room for `size` more integers at the end of the pool: compacted, and grown when mostly live. */
  private reserve(size: number): void {
    if (this.poolEnd + size <= this.integers.length) return;
    let length = this.integers.length;
    while (2 * (this.live + size) > length) length *= 2;
    const pool = new Int32Array(length);
    let end = 0;
    for (let slot = 0; slot < this.table.length / 2; slot++) {
      const from = this.table[2 * slot + 1]!;
      if (from === Posting.Empty) continue;
      const postingSize = Posting.Header + this.integers[from + Posting.KeyLength]! + this.integers[from + Posting.Room]!;
      pool.set(this.integers.subarray(from, from + postingSize), end);
      this.table[2 * slot + 1] = end;
      end += postingSize;
    }
    this.integers = pool;
    this.poolEnd = end;
  }

  private start(id: number): number {
    // Fibonacci hashing: the top bits of the product, which every bit of the number moves.
    return Math.imul(id, 0x9e3779b1) >>> this.shift;
  }

  /** A table of `capacity` slots (a power of two), the terms placed again. */
  private resize(capacity: number): void {
    const old = this.table;
    this.table = new Int32Array(2 * capacity).fill(Posting.Empty);
    this.mask = capacity - 1;
    this.shift = 32 - Math.log2(capacity);
    for (let from = 0; from < old.length; from += 2) {
      if (old[from + 1] === Posting.Empty) continue;
      let slot = this.start(old[from]!);
      while (this.table[2 * slot + 1] !== Posting.Empty) slot = (slot + 1) & this.mask;
      this.table[2 * slot] = old[from]!;
      this.table[2 * slot + 1] = old[from + 1]!;
    }
  }
}
