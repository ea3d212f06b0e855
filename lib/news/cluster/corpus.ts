import { TermStatistics, type TermStatisticsSnapshot } from "./term-statistics";
import { TextReader } from "./text-reader";
import { KEY_RECORD, Vocabulary, type FrequencyColumn } from "./vocabulary";

/** Saved corpus statistics: of headlines and leads, and of full texts. */
export interface CorpusSnapshot {
  terms: TermStatisticsSnapshot;
  text: TermStatisticsSnapshot;
}

/**
 * The vocabulary grows with every key read (word pairs grow without end: 583,000 distinct in 37,554
 * articles); past this many keys, and past twice what it kept last time, it keeps only the keys the
 * statistics know.
 */
const VOCABULARY_BOUND = 1_000_000;

/**
 * What one clusterer has learned of the stream: a vocabulary numbering every key it read, the reader
 * that numbers them, and two term statistics in the vocabulary's records, of headlines and leads and
 * of full texts (other words, other counts). One per clusterer: nothing is shared between clusterers.
 */
export class Corpus {
  readonly vocabulary: Vocabulary;
  readonly reader: TextReader;
  readonly terms: TermStatistics;
  readonly text: TermStatistics;
  private bound: number;

  /** `vocabularyBound`: keys past which the vocabulary is compacted (tests set a small one). */
  constructor(snapshot?: CorpusSnapshot, private readonly vocabularyBound = VOCABULARY_BOUND) {
    this.bound = vocabularyBound;
    this.vocabulary = new Vocabulary();
    this.reader = new TextReader(this.vocabulary);
    const statistics = (saved: TermStatisticsSnapshot | undefined, column: FrequencyColumn) => (saved ? TermStatistics.fromSnapshot(saved, this.vocabulary, column) : new TermStatistics(this.vocabulary, column));
    this.terms = statistics(snapshot?.terms, KEY_RECORD.HeadlineFrequency);
    this.text = statistics(snapshot?.text, KEY_RECORD.TextFrequency);
  }

  /** Keeps the vocabulary bounded; call between two articles (it renumbers keys). */
  keepBounded(): void {
    if (this.vocabulary.size <= this.bound) return;
    const renumbered = this.vocabulary.compact((number) => this.terms.knows(number) || this.text.knows(number));
    this.terms.renumber(renumbered);
    this.text.renumber(renumbered);
    this.reader.forget();
    this.bound = Math.max(this.vocabularyBound, 2 * this.vocabulary.size);
  }

  snapshot(): CorpusSnapshot {
    return { terms: this.terms.snapshot(), text: this.text.snapshot() };
  }
}
