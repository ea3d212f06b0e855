// Corpus statistics learned online from the stream: document frequencies (for IDF) and how often each
// word is written with a capital letter in the middle of a sentence (for telling names from words).
// Both must survive a restart, so they can be exported and imported as plain data.

export interface TermStatisticsSnapshot {
  documents: number;
  documentFrequency: [string, number][];
  capitalized: [string, number][];
  lowercase: [string, number][];
}

/**
 * Beyond this many distinct keys every count is halved and the ones reaching zero are dropped: the
 * vocabulary of a news stream (names, bigrams) grows without end, and halving keeps every ratio, so
 * IDF barely moves while old one-off words are forgotten.
 */
const MAX_KEYS = 250_000;

/** ln(1 + (N + 1) / (df + 0.5)) for N documents of which `frequency` contain the key. */
function smoothedIdf(documents: number, frequency: number): number {
  return Math.log(1 + (documents + 1) / (frequency + 0.5));
}

/** A key's document frequency, counted in place: an update costs one map lookup instead of two. */
interface Count {
  value: number;
}

/**
 * Keys given by number in a vocabulary that keeps its numbers while it is the same object
 * (`text-terms.ts`): `vocabulary.keys[number]` spells each.
 */
export interface NumberedKeys {
  numbers: Int32Array;
  vocabulary: { readonly keys: readonly string[] };
}

export class TermStatistics {
  private documents = 0;
  private readonly documentFrequency = new Map<string, Count>();
  /**
   * Counts by key number in `cachedVocabulary`: a full text has some 300 distinct words, and a
   * lookup in a map of 250,000 keys mostly misses the processor's caches; an array indexed by number
   * does not. Emptied when the vocabulary changes and when counts are halved (a halving drops counts).
   */
  private cachedCounts: (Count | undefined)[] = [];
  private cachedVocabulary: NumberedKeys["vocabulary"] | null = null;
  private readonly capitalized = new Map<string, number>();
  private readonly lowercase = new Map<string, number>();

  get documentCount(): number {
    return this.documents;
  }

  /** Counts one document containing each of `keys` (each key once). */
  addDocument(keys: Iterable<string>): void {
    this.documents++;
    for (const key of keys) this.count(key).value++;
    if (this.documentFrequency.size > MAX_KEYS) this.halve();
  }

  /** The key's count, created at zero when the key is new. */
  private count(key: string): Count {
    let count = this.documentFrequency.get(key);
    if (count === undefined) this.documentFrequency.set(key, (count = { value: 0 }));
    return count;
  }

  /**
   * Counts one document containing each of `keys` (distinct) and returns each key's IDF with that
   * document counted: `addDocument` then `idf` per key, with one lookup per key instead of two.
   */
  addDocumentWithIdf(keys: readonly string[]): number[] {
    this.documents++;
    const idf = new Array<number>(keys.length);
    for (let i = 0; i < keys.length; i++) idf[i] = smoothedIdf(this.documents, ++this.count(keys[i]!).value);
    return this.halvedIfFull(idf, (i) => keys[i]!);
  }

  /**
   * `addDocumentWithIdf` for keys given by number: the counts are found through an array indexed by
   * number, filled from the map on first sight of each number in the vocabulary.
   */
  addNumberedDocument({ numbers, vocabulary }: NumberedKeys): Float64Array {
    this.documents++;
    if (vocabulary !== this.cachedVocabulary) this.forgetCachedCounts(vocabulary);
    const cached = this.cachedCounts;
    const idf = new Float64Array(numbers.length);
    for (let i = 0; i < numbers.length; i++) {
      const number = numbers[i]!;
      // Grown one slot at a time: an array written far past its end turns into a slow dictionary.
      while (cached.length <= number) cached.push(undefined);
      const count = cached[number] ?? (cached[number] = this.count(vocabulary.keys[number]!));
      idf[i] = smoothedIdf(this.documents, ++count.value);
    }
    return this.halvedIfFull(idf, (i) => vocabulary.keys[numbers[i]!]!);
  }

  /** `idf` as it is, or, when the vocabulary outgrew its bound, recomputed after halving the counts. */
  private halvedIfFull<T extends number[] | Float64Array>(idf: T, keyOf: (i: number) => string): T {
    if (this.documentFrequency.size <= MAX_KEYS) return idf;
    this.halve();
    for (let i = 0; i < idf.length; i++) idf[i] = this.idf(keyOf(i));
    return idf;
  }

  private forgetCachedCounts(vocabulary: NumberedKeys["vocabulary"] | null): void {
    this.cachedCounts = [];
    this.cachedVocabulary = vocabulary;
  }

  private halve(): void {
    this.forgetCachedCounts(null);
    this.documents = Math.ceil(this.documents / 2);
    for (const [key, count] of this.documentFrequency) {
      if (count.value < 2) this.documentFrequency.delete(key);
      else count.value >>= 1;
    }
    for (const map of [this.capitalized, this.lowercase]) {
      for (const [key, count] of map) {
        if (count < 2) map.delete(key);
        else map.set(key, count >> 1);
      }
    }
  }

  /** Records one mid-sentence occurrence of a word in text whose capitals carry meaning. */
  addCaseObservation(key: string, capitalized: boolean): void {
    const map = capitalized ? this.capitalized : this.lowercase;
    map.set(key, (map.get(key) ?? 0) + 1);
  }

  /**
   * Smoothed IDF, ln(1 + (N + 1) / (df + 0.5)): always positive, and nearly flat while few documents
   * have been seen, so the cold start degrades to plain term overlap instead of trusting noise.
   */
  idf(key: string): number {
    return smoothedIdf(this.documents, this.documentFrequency.get(key)?.value ?? 0);
  }

  /** Share of documents containing the key. */
  documentShare(key: string): number {
    return this.documents === 0 ? 0 : (this.documentFrequency.get(key)?.value ?? 0) / this.documents;
  }

  /**
   * Whether a word is a name: written with a capital mid-sentence at least 70% of the time. Words
   * seen fewer than twice defer to the local evidence (`capitalizedHere`).
   */
  isName(key: string, capitalizedHere: boolean): boolean {
    const upper = this.capitalized.get(key) ?? 0;
    const lower = this.lowercase.get(key) ?? 0;
    if (upper + lower < 2) return capitalizedHere;
    return upper / (upper + lower) >= 0.7;
  }

  snapshot(): TermStatisticsSnapshot {
    return {
      documents: this.documents,
      documentFrequency: [...this.documentFrequency].map(([key, count]) => [key, count.value]),
      capitalized: [...this.capitalized],
      lowercase: [...this.lowercase],
    };
  }

  static fromSnapshot(snapshot: TermStatisticsSnapshot): TermStatistics {
    const stats = new TermStatistics();
    stats.documents = snapshot.documents;
    for (const [key, count] of snapshot.documentFrequency) stats.documentFrequency.set(key, { value: count });
    for (const [key, count] of snapshot.capitalized) stats.capitalized.set(key, count);
    for (const [key, count] of snapshot.lowercase) stats.lowercase.set(key, count);
    return stats;
  }
}
