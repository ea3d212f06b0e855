// Corpus statistics learned online from the stream: document frequencies (for IDF) and how often each
// word is written with a capital letter in the middle of a sentence (for telling names from words).
// Both must survive a restart, so they can be exported and imported as plain data.
import { KEY_RECORD, Vocabulary } from "./vocabulary";

export interface TermStatisticsSnapshot {
  documents: number;
  documentFrequency: [string, number][];
  capitalized: [string, number][];
  lowercase: [string, number][];
}

/**
 * Beyond this many keys with a document frequency every count is halved and the ones reaching zero
 * are dropped: the vocabulary of a news stream (names, bigrams) grows without end, and halving keeps
 * every ratio, so IDF barely moves while old one-off words are forgotten.
 */
const MAX_KEYS = 250_000;

/** ln(1 + (N + 1) / (df + 0.5)) for N documents of which `frequency` contain the key. */
function smoothedIdf(documents: number, frequency: number): number {
  return Math.log(1 + (documents + 1) / (frequency + 0.5));
}

function halveCounts(counts: Int32Array): void {
  for (let i = 0; i < counts.length; i++) counts[i] = counts[i]! < 2 ? 0 : counts[i]! >> 1;
}

/**
 * Statistics of keys given by their number in `vocabulary`: each key's document frequency is a column
 * of its vocabulary record (`KEY_RECORD`), where the reader has just counted it, so learning a
 * text's 300 keys costs no map lookup; capitalisation counts are arrays indexed by number. Several
 * statistics may share one vocabulary, each with its own column.
 */
export class TermStatistics {
  private documents = 0;
  /** Keys with a document frequency (bounded by MAX_KEYS). */
  private distinct = 0;
  private capitalized = new Int32Array(0);
  private lowercase = new Int32Array(0);
  /** What `addDocument` and `idfs` return, rewritten by the next call. */
  private scratch = new Float64Array(512);

  constructor(
    readonly vocabulary: Vocabulary = new Vocabulary(),
    private readonly column: number = KEY_RECORD.HeadlineFrequency,
  ) {}

  get documentCount(): number {
    return this.documents;
  }

  /** Room for `count` IDFs, returned by the next call's caller and rewritten by the call after. */
  private idfBuffer(count: number): Float64Array {
    if (this.scratch.length < count) this.scratch = new Float64Array(Math.max(count, 2 * this.scratch.length));
    return this.scratch.subarray(0, count);
  }

  /**
   * Counts one document containing each of `numbers` (distinct keys) and returns each key's IDF with
   * that document counted (in an array rewritten by the next call: read it at once).
   */
  addDocument(numbers: ArrayLike<number>): Float64Array {
    this.documents++;
    const records = this.vocabulary.records;
    const idf = this.idfBuffer(numbers.length);
    for (let i = 0; i < numbers.length; i++) {
      const frequency = ++records[numbers[i]! * KEY_RECORD.Size + this.column]!;
      if (frequency === 1) this.distinct++;
      idf[i] = smoothedIdf(this.documents, frequency);
    }
    if (this.distinct <= MAX_KEYS) return idf;
    this.halve();
    for (let i = 0; i < numbers.length; i++) idf[i] = this.idf(numbers[i]!);
    return idf;
  }

  /** Each key's IDF, learning nothing (in an array rewritten by the next call: read it at once). */
  idfs(numbers: ArrayLike<number>): Float64Array {
    const idf = this.idfBuffer(numbers.length);
    for (let i = 0; i < numbers.length; i++) idf[i] = this.idf(numbers[i]!);
    return idf;
  }

  /** Documents containing the key (0 for -1, an unknown key). */
  frequency(number: number): number {
    return number < 0 ? 0 : this.vocabulary.records[number * KEY_RECORD.Size + this.column]!;
  }

  /**
   * Smoothed IDF, ln(1 + (N + 1) / (df + 0.5)): always positive, and nearly flat while few documents
   * have been seen, so the cold start degrades to plain term overlap instead of trusting noise.
   */
  idf(number: number): number {
    return smoothedIdf(this.documents, this.frequency(number));
  }

  /** Share of documents containing the key. */
  documentShare(number: number): number {
    return this.documents === 0 ? 0 : this.frequency(number) / this.documents;
  }

  private halve(): void {
    this.documents = Math.ceil(this.documents / 2);
    const records = this.vocabulary.records;
    for (let at = this.column; at < this.vocabulary.size * KEY_RECORD.Size; at += KEY_RECORD.Size) {
      const frequency = records[at]!;
      if (frequency === 0) continue;
      if (frequency < 2) this.distinct--;
      records[at] = frequency < 2 ? 0 : frequency >> 1;
    }
    halveCounts(this.capitalized);
    halveCounts(this.lowercase);
  }

  /** Records one mid-sentence occurrence of a word in text whose capitals carry meaning. */
  addCaseObservation(number: number, capitalized: boolean): void {
    if (number >= this.capitalized.length) this.growCaseCounts();
    if (capitalized) this.capitalized[number]!++;
    else this.lowercase[number]!++;
  }

  private growCaseCounts(): void {
    const size = Math.max(1024, this.vocabulary.size * 2);
    for (const name of ["capitalized", "lowercase"] as const) {
      const grown = new Int32Array(size);
      grown.set(this[name]);
      this[name] = grown;
    }
  }

  /**
   * Whether a word is a name: written with a capital mid-sentence at least 70% of the time. Words
   * seen fewer than twice defer to the local evidence (`capitalizedHere`).
   */
  isName(number: number, capitalizedHere: boolean): boolean {
    const upper = number >= 0 && number < this.capitalized.length ? this.capitalized[number]! : 0;
    const lower = number >= 0 && number < this.lowercase.length ? this.lowercase[number]! : 0;
    if (upper + lower < 2) return capitalizedHere;
    return upper / (upper + lower) >= 0.7;
  }

  /** Whether anything is known of the key (the vocabulary must keep it). */
  knows(number: number): boolean {
    return this.frequency(number) > 0 || (number < this.capitalized.length && (this.capitalized[number]! > 0 || this.lowercase[number]! > 0));
  }

  /** Follows the vocabulary's renumbering (`Vocabulary.compact`); the frequencies moved with the records. */
  renumber(renumbered: Int32Array): void {
    for (const name of ["capitalized", "lowercase"] as const) {
      const old = this[name];
      const moved = new Int32Array(Math.max(1024, this.vocabulary.size * 2));
      for (let number = 0; number < old.length; number++) if (old[number] !== 0) moved[renumbered[number]!] = old[number]!;
      this[name] = moved;
    }
  }

  snapshot(): TermStatisticsSnapshot {
    const { keys } = this.vocabulary;
    const documentFrequency: [string, number][] = [];
    for (let number = 0; number < keys.length; number++) if (this.frequency(number) > 0) documentFrequency.push([keys[number]!, this.frequency(number)]);
    const spelt = (counts: Int32Array): [string, number][] => {
      const out: [string, number][] = [];
      for (let number = 0; number < counts.length; number++) if (counts[number]! > 0) out.push([keys[number]!, counts[number]!]);
      return out;
    };
    return { documents: this.documents, documentFrequency, capitalized: spelt(this.capitalized), lowercase: spelt(this.lowercase) };
  }

  static fromSnapshot(snapshot: TermStatisticsSnapshot, vocabulary = new Vocabulary(), column: number = KEY_RECORD.HeadlineFrequency): TermStatistics {
    const stats = new TermStatistics(vocabulary, column);
    stats.documents = snapshot.documents;
    for (const [key, count] of snapshot.documentFrequency) {
      if (count <= 0) continue;
      const at = vocabulary.number(key) * KEY_RECORD.Size + column;
      if (vocabulary.records[at] === 0) stats.distinct++;
      vocabulary.records[at] = count;
    }
    for (const [key, count] of snapshot.capitalized) stats.addCaseCount(vocabulary.number(key), count, true);
    for (const [key, count] of snapshot.lowercase) stats.addCaseCount(vocabulary.number(key), count, false);
    return stats;
  }

  private addCaseCount(number: number, count: number, capitalized: boolean): void {
    if (number >= this.capitalized.length) this.growCaseCounts();
    (capitalized ? this.capitalized : this.lowercase)[number] = count;
  }
}
