// The reference clusterer: the algorithm of `StoryClusterer` written plainly, with maps, the project's
// tokenizer and plain sorting, for reading and for trying a new signal first. It makes the same
// decisions as `StoryClusterer` (the same joins, new stories, moves, merges, splits and evictions, with
// the same scores to the last digit printed), checked on seeded generated streams by
// `reference-clusterer.test.ts`; it is several times slower and keeps everything it reads.
//
// What the real one adds is speed and bounded memory, not decisions: term numbers and typed arrays
// instead of strings and maps, an inverted index instead of a scan of the stories, a word table instead
// of a regular expression, and forgetting (vocabulary compaction past a million keys, halved counts
// past 250,000, the second look's cap of 5,000 articles), none of which a stream of some thousands of
// articles reaches. The settings are the real clusterer's (`DEFAULT_OPTIONS`, the feature and
// similarity weights), and so are the three formulas of time, size and event anchors: a change to the
// rest of the algorithm is made in both, and the test says whether they still agree.
//
// To try a new signal: add it to `score` (and to `pairScore` if the split pass should see it), and
// compare `npm run eval:clustering -- --reference` (this clusterer) with the line below it (the real
// one) on the dev set. When it earns its place, write it into the real clusterer (`story-similarity.ts`
// and whatever it needs of the data structures), until `reference-clusterer.test.ts` passes again and
// the decision digest's new values are committed with their reason.
//
// Sums are taken in the order the real clusterer takes them (a centroid product member by member, a
// vector's squares heaviest first): floating-point addition is not associative, and a score printed to
// three decimals or compared with a threshold can turn on the last bit.
import { DEFAULT_FEATURE_WEIGHTS, type ArticleText, type FeatureWeights } from "../article-features";
import { headlineStage, otherStages } from "../event-stage";
import { celebrityKeys, headlineGenre, headlineReaction, otherGenres, type Genre } from "../genre";
import { BROAD_MIN_HEADLINES, FIT_MIN_TEXT_TERMS } from "../split-stories";
import { DEFAULT_OPTIONS, type ClusterInput } from "../story-clusterer";
import { anchorFactor, DEFAULT_SIMILARITY_WEIGHTS, sizeFactor, timeFactor, type SimilarityWeights } from "../story-similarity";
import { isAllCaps, isCaseUninformative, quotedPhrases, tokenize } from "../text-tokens";

/** A sparse vector: key → weight, in rank order (heaviest first, ties by key). */
type Vector = Map<string, number>;

interface Features {
  /** Title and lead: TF-IDF of words, word pairs and quoted pairs, names and numbers boosted; unit length. */
  vector: Vector;
  /** The full text's TF-IDF (its own document frequencies), unit length; empty without a text. */
  text: Vector;
  /** Names in the title or lead, with their IDF. */
  names: Map<string, number>;
  /** The latest stage of a legal saga the headline names (arrest … sentence: 0 … 4), −1 for none. */
  stage: number;
  /** The kind of piece the headline announces (`genre.ts`: report, gallery, interview programme). */
  genre: Genre;
  /** Whether the headline announces a third party's reaction (`genre.ts`: a crowd on social media, a late-night host). */
  reaction: boolean;
  /** The words of the celebrity the headline opens with, introduced as one by the lead (`genre.ts`); none: undefined. */
  celebrity: readonly string[] | undefined;
  /** The names (keys of `names`) the headline itself writes, in order of first sight. */
  headlineNames: string[];
}

interface Member {
  articleId: string;
  source: string;
  publishedAt: number;
  features: Features;
}

// ---------------------------------------------------------------------------------------------------
// 1. What the stream has taught: document frequencies (IDF) and how often a word is capitalised.

class Statistics {
  documents = 0;
  readonly frequency = new Map<string, number>();

  /** Counts a document holding `keys` (distinct) and returns their IDFs with it counted. */
  addDocument(keys: readonly string[]): number[] {
    this.documents++;
    for (const key of keys) this.frequency.set(key, (this.frequency.get(key) ?? 0) + 1);
    return keys.map((key) => this.idf(key));
  }

  /** The share of the documents holding `key`. */
  share(key: string): number {
    return this.documents === 0 ? 0 : (this.frequency.get(key) ?? 0) / this.documents;
  }

  /** Smoothed IDF: ln(1 + (N + 1) / (df + 0.5)), nearly flat while few documents have been seen. */
  idf(key: string): number {
    return Math.log(1 + (this.documents + 1) / ((this.frequency.get(key) ?? 0) + 0.5));
  }
}

class Capitals {
  private readonly seen = new Map<string, { upper: number; lower: number }>();

  observe(key: string, capitalized: boolean): void {
    const counts = this.seen.get(key) ?? { upper: 0, lower: 0 };
    if (capitalized) counts.upper++;
    else counts.lower++;
    this.seen.set(key, counts);
  }

  /** A name: capitalised mid-sentence at least 70% of the time; with fewer than two sightings, as written here. */
  isName(key: string, capitalizedHere: boolean): boolean {
    const { upper, lower } = this.seen.get(key) ?? { upper: 0, lower: 0 };
    if (upper + lower < 2) return capitalizedHere;
    return upper / (upper + lower) >= 0.7;
  }
}

// ---------------------------------------------------------------------------------------------------
// 2. An article's features.

/** The `count` heaviest of `weights`, ties by key, scaled to unit length (squares summed heaviest first). */
function unitVector(weights: Map<string, number>, count: number): Vector {
  const kept = [...weights].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).slice(0, Math.max(0, count));
  let squares = 0;
  for (const [, weight] of kept) squares += weight * weight;
  const norm = Math.sqrt(squares) || 1;
  return new Map(kept.map(([key, weight]) => [key, weight / norm]));
}

class FeatureReader {
  private readonly headlines = new Statistics();
  private readonly texts = new Statistics();
  private readonly capitals = new Capitals();

  constructor(private readonly weights: FeatureWeights) {}

  /** The share of the headlines read so far that hold `key`. */
  headlineShare(key: string): number {
    return this.headlines.share(key);
  }

  get headlineCount(): number {
    return this.headlines.documents;
  }

  read(article: ArticleText): Features {
    const { weights } = this;
    /** Per key: its summed weight, in order of first count. */
    const sums = new Map<string, number>();
    /** Words that may be names (not numbers), in order of first sight, and what this article shows of them. */
    const candidates = new Set<string>();
    const acronyms = new Set<string>();
    const capitalizedHere = new Set<string>();
    // Each group of keys adds weight × (1 + ln count) per distinct key: one repeated word cannot dominate.
    const addCounts = (keys: readonly string[], weight: number) => {
      const counts = new Map<string, number>();
      for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
      for (const [key, count] of counts) sums.set(key, (sums.get(key) ?? 0) + weight * (1 + Math.log(count)));
    };
    const fields = [
      { text: article.title, weight: weights.title },
      { text: article.lead, weight: weights.lead },
    ].filter((field) => field.text.trim().length > 0);
    for (const { text, weight } of fields) {
      const tokens = tokenize(text);
      // Capitals say something only mid-sentence, in a text neither ALL CAPS nor Title Case.
      const caseInformative = !isCaseUninformative(tokens, isAllCaps(text));
      for (const token of tokens) {
        if (token.kind !== "number") candidates.add(token.key);
        if (token.kind === "acronym") acronyms.add(token.key);
        if (token.kind !== "word" || token.sentenceStart || !caseInformative) continue;
        this.capitals.observe(token.key, token.capitalized);
        if (token.capitalized) capitalizedHere.add(token.key);
      }
      const keys = tokens.map((token) => token.key);
      addCounts(keys, weight);
      const pairs: string[] = [];
      for (let i = 1; i < tokens.length; i++) if (tokens[i]!.sentence === tokens[i - 1]!.sentence) pairs.push(keys[i - 1] + "_" + keys[i]);
      addCounts(pairs, weight * weights.bigram);
      const quoted: string[] = [];
      for (const phrase of quotedPhrases(text)) {
        if (phrase.length === 1) quoted.push("q:" + phrase[0]);
        for (let i = 1; i < phrase.length; i++) quoted.push("q:" + phrase[i - 1] + "_" + phrase[i]);
      }
      addCounts(quoted, weight * weights.quote);
    }
    const keys = [...sums.keys()];
    const idf = this.headlines.addDocument(keys);
    const names = new Map<string, number>();
    for (const key of candidates) if (acronyms.has(key) || this.capitals.isName(key, capitalizedHere.has(key))) names.set(key, this.headlines.idf(key));
    const headlineNames = article.title.trim().length > 0 ? [...new Set(tokenize(article.title).map((token) => token.key))].filter((key) => names.has(key)) : [];
    const weighted = new Map<string, number>();
    keys.forEach((key, i) => {
      // Numbers are keys starting with "#" (word pairs starting with a number too).
      const boost = names.has(key) ? weights.entityBoost : key.startsWith("#") ? weights.numberBoost : 1;
      weighted.set(key, sums.get(key)! * boost * idf[i]!);
    });
    return { vector: unitVector(weighted, weights.maxTerms), text: this.textVector(article.body ?? ""), names, stage: headlineStage(article.title), genre: headlineGenre(article.title), reaction: headlineReaction(article.title), celebrity: celebrityKeys(article.title, article.lead), headlineNames };
  }

  /** The full text's first characters: sublinear counts × full-text IDF, the heaviest kept. */
  private textVector(body: string): Vector {
    const text = body.slice(0, this.weights.textChars);
    if (this.weights.textTerms <= 0 || text.trim().length === 0) return new Map();
    const counts = new Map<string, number>();
    for (const { key } of tokenize(text)) counts.set(key, (counts.get(key) ?? 0) + 1);
    const keys = [...counts.keys()];
    const idf = this.texts.addDocument(keys);
    return unitVector(new Map(keys.map((key, i) => [key, (1 + Math.log(counts.get(key)!)) * idf[i]!])), this.weights.textTerms);
  }
}

// ---------------------------------------------------------------------------------------------------
// 3. A story, and how well an article fits it.

/** Σ a·b over the terms of `walked` (in its order) that `other` has. */
function dot(walked: Vector, other: Vector): number {
  let sum = 0;
  for (const [key, weight] of walked) sum += weight * (other.get(key) ?? 0);
  return sum;
}

/** Member similarity: headline cosine; with both texts, + textWeight × text cosine + crossWeight × mean cross cosine. */
function memberSimilarity(article: Features, member: Features, weights: SimilarityWeights): number {
  const headline = dot(member.vector, article.vector);
  if (!comparesTexts(article, member, weights)) return headline;
  const cross = (weights.crossWeight * (dot(member.text, article.vector) + dot(member.vector, article.text))) / 2;
  return headline + weights.textWeight * dot(member.text, article.text) + cross;
}

function comparesTexts(a: Features, b: Features, weights: SimilarityWeights): boolean {
  return weights.textWeight > 0 && a.text.size > 0 && b.text.size > 0;
}

/**
 * The share of two headline vectors' product carried by their heaviest shared term, or by a shared
 * word pair with its two words ("saudi", "arabia", "saudi_arabia"): 1 when they share one subject only.
 */
function concentration(a: Vector, b: Vector, nameForms = false): number {
  const shared: [key: string, product: number][] = [];
  let total = 0;
  let top = 0;
  for (const [key, weight] of a) {
    if (!b.has(key)) continue;
    const product = weight * b.get(key)!;
    total += product;
    top = Math.max(top, product);
    shared.push([key, product]);
  }
  const unquoted = (key: string) => (key.startsWith("q:") ? key.slice(2) : key);
  for (const [key] of shared) {
    const pair = unquoted(key);
    const cut = pair.indexOf("_");
    if (cut < 0) continue;
    const words = [pair, pair.slice(0, cut), pair.slice(cut + 1)];
    let phrase = 0;
    for (const [other, product] of shared) if (words.includes(unquoted(other))) phrase += product;
    top = Math.max(top, phrase);
  }
  // The split pass (`splitNameForms`): a two-word name each headline writes in its own form, the
  // second words one the other's beginning ("north_korean", "north_korea"), is one name: its shared
  // first word and second words (and pair keys) carry one share.
  if (nameForms && shared.length > 1)
    for (const p of a.keys()) {
      const cut = p.indexOf("_");
      if (cut < 0 || p.startsWith("q:") || p.startsWith("#")) continue;
      for (const q of b.keys()) {
        if (q === p || !q.startsWith(p.slice(0, cut + 1))) continue;
        const [x, y] = [p.slice(cut + 1), q.slice(cut + 1)];
        if (x.includes("_") || y.includes("_") || Math.min(x.length, y.length) < 4 || !(x.startsWith(y) || y.startsWith(x))) continue;
        const words = [p.slice(0, cut), x, y, p, q];
        let phrase = 0;
        for (const [other, product] of shared) if (words.includes(other)) phrase += product;
        top = Math.max(top, phrase);
      }
    }
  return total === 0 ? 1 : top / total;
}

class Story {
  readonly members: Member[] = [];
  touchedAt = Number.NaN;
  /** The clusterer's change count when the story last changed (the passes skip unchanged stories). */
  changedAt = 0;
  /** `terms()`, kept until the members change: every candidate search asks every story. */
  private indexed: Set<string> | null = null;

  constructor(
    readonly id: string,
    readonly sequence: number,
    private readonly clusterer: { nextChange(): number; settings: typeof DEFAULT_OPTIONS },
  ) {}

  add(member: Member): void {
    this.members.push(member);
    this.changedAt = this.clusterer.nextChange();
    this.indexed = null;
  }

  /** Takes a member out; what the members make is made again from the others, in joining order. */
  remove(member: Member): void {
    const rest = this.members.filter((m) => m !== member);
    this.members.length = 0;
    for (const m of rest) this.add(m);
  }

  /** The members other than `without`. */
  private others(without?: Member): Member[] {
    return this.members.filter((m) => m !== without);
  }

  /** The first `centroidCap` members: later ones cannot drag the story's centre towards another event. */
  centroidMembers(without?: Member): Member[] {
    return this.members.slice(0, this.clusterer.settings.centroidCap).filter((m) => m !== without);
  }

  /** The centroid: its members' headline vectors summed, terms in order of first sight. */
  centroid(): Vector {
    const sum: Vector = new Map();
    for (const { features } of this.centroidMembers()) for (const [key, weight] of features.vector) sum.set(key, (sum.get(key) ?? 0) + weight);
    return sum;
  }

  /**
   * |centroid|², as the real story keeps it: updated term by term as weights are added; |C − w|² for
   * the story taken without a centroid member w.
   */
  centroidNormSquared(without?: Member): number {
    const sums = new Map<string, number>();
    let normSquared = 0;
    for (const { features } of this.centroidMembers()) {
      for (const [key, weight] of features.vector) {
        const before = sums.get(key) ?? 0;
        const after = before + weight;
        sums.set(key, after);
        normSquared += after * after - before * before;
      }
    }
    if (!without || !this.centroidMembers().includes(without)) return normSquared;
    const own = without.features.vector;
    return normSquared - 2 * this.centroidProduct(own) + dot(own, own);
  }

  /** The product of a headline vector with the centroid: the sum of its products with the centroid's members, in one running sum. */
  private centroidProduct(vector: Vector): number {
    let sum = 0;
    for (const { features } of this.centroidMembers()) for (const [key, weight] of features.vector) sum += weight * (vector.get(key) ?? 0);
    return sum;
  }

  centroidCosine(vector: Vector, without?: Member): number {
    const sum = this.centroidProduct(vector);
    if (!without || !this.centroidMembers().includes(without)) {
      const norm = Math.sqrt(this.centroidNormSquared());
      return norm === 0 ? 0 : sum / norm;
    }
    // (C − w)·v / |C − w|
    const normSquared = this.centroidNormSquared(without);
    if (normSquared <= 1e-12) return 0;
    return (sum - dot(without.features.vector, vector)) / Math.sqrt(normSquared);
  }

  /** |centroid| ÷ its members: 1 when they are alike, 1/√n when they share nothing. */
  tightness(without?: Member): number {
    const count = this.centroidMembers(without).length;
    if (!without || count === this.centroidMembers().length) return count === 0 ? 1 : Math.sqrt(this.centroidNormSquared()) / count;
    if (count <= 0) return 1;
    return Math.sqrt(Math.max(0, this.centroidNormSquared(without))) / count;
  }

  /** A member's index terms: its heaviest headline terms and full-text terms (what finds the story). */
  indexTerms(member: Member): Set<string> {
    const { indexTerms, textIndexTerms } = this.clusterer.settings;
    return new Set([...[...member.features.vector.keys()].slice(0, indexTerms), ...[...member.features.text.keys()].slice(0, textIndexTerms)]);
  }

  /** Every index term of the members: what finds the story. */
  terms(): Set<string> {
    this.indexed ??= new Set(this.members.flatMap((m) => [...this.indexTerms(m)]));
    return this.indexed;
  }

  /**
   * Whether the story (its members other than `without`) names `key`: as a name, as a word of its
   * centroid, or among a member's index terms (a name one outlet headlines, another names further down).
   */
  mentions(key: string, without?: Member): boolean {
    if (this.others(without).some((m) => m.features.names.has(key))) return true;
    const centroid = this.centroid().get(key);
    if (!without && centroid !== undefined) return true;
    const own = without && this.centroidMembers().includes(without) ? (without.features.vector.get(key) ?? 0) : 0;
    if (centroid !== undefined && centroid - own > 1e-12) return true;
    return this.others(without).some((m) => this.indexTerms(m).has(key));
  }

  hasSource(source: string, without?: Member): boolean {
    return this.others(without).some((m) => m.source === source);
  }

  /** The first and last known publication times of the members (NaN when none is known). */
  span(without?: Member): { first: number; last: number } {
    const times = this.others(without)
      .map((m) => m.publishedAt)
      .filter(Number.isFinite);
    return times.length === 0 ? { first: Number.NaN, last: Number.NaN } : { first: Math.min(...times), last: Math.max(...times) };
  }

  /** Time from `time` to the story's span (0 inside it, or when either is unknown). */
  gapTo(time: number): number {
    const { first, last } = this.span();
    if (!Number.isFinite(time) || !Number.isFinite(last)) return 0;
    return time > last ? time - last : time < first ? first - time : 0;
  }
}

/**
 * How well an article fits a story (taken `without` one of its members when asking how a member fits
 * the others): ½ centroid cosine (× the story's tightness⁴ after a full-text match) + ½ closest-member
 * similarity (discounted for story size), + 0.15 × the share of its names the story names; × the time
 * factor, × 0.55 after a full-text match, × 0.7 when the story has the outlet, × the event-anchor
 * factor after a headline-only match.
 */
function score(article: Member, story: Story, weights: SimilarityWeights, without?: Member, centroid = story.centroidCosine(article.features.vector, without)): number {
  const features = article.features;
  let member = -1;
  let closest = story.members[story.members.length - 1]!;
  let compared = 0;
  for (let i = story.members.length - 1; i >= 0 && compared < weights.memberLimit; i--) {
    const candidate = story.members[i]!;
    if (candidate === without) continue;
    compared++;
    const similarity = memberSimilarity(features, candidate.features, weights);
    if (similarity > member) [member, closest] = [similarity, candidate];
  }
  let names = 0;
  let shared = 0;
  for (const [key, idf] of features.names) {
    names += idf;
    if (story.mentions(key, without)) shared += idf;
  }
  const entity = names === 0 ? 0 : shared / names;
  const texts = comparesTexts(features, closest.features, weights);
  const scale = texts ? weights.textScale : 1;
  const spread = texts && weights.spreadPower > 0 ? story.tightness(without) ** weights.spreadPower : 1;
  const size = sizeFactor(story.members.length - (without ? 1 : 0), weights, texts);
  const text = weights.centroidShare * centroid * spread + (1 - weights.centroidShare) * member * size;
  const first = story.span(without).first;
  const gap = weights.fromStart ? (Number.isFinite(article.publishedAt) && Number.isFinite(first) ? Math.abs(article.publishedAt - first) : 0) : story.gapTo(article.publishedAt);
  const outlet = story.hasSource(article.source, without) ? weights.sameSourceFactor : 1;
  const anchor = texts || weights.anchorPenalty === 0 ? 1 : anchorFactor(concentration(features.vector, closest.features.vector), weights);
  return (text + weights.entityWeight * entity) * timeFactor(gap, weights) * scale * outlet * anchor;
}

// ---------------------------------------------------------------------------------------------------
// 4. The clusterer: decide each article, then the passes.

const round = (x: number) => Math.round(x * 10_000) / 10_000;

export class ReferenceClusterer {
  readonly settings = DEFAULT_OPTIONS;
  private readonly similarity: SimilarityWeights = DEFAULT_SIMILARITY_WEIGHTS;
  private readonly reader = new FeatureReader(DEFAULT_FEATURE_WEIGHTS);
  /** Active stories, in order of creation. */
  private readonly stories = new Map<string, Story>();
  private sequence = 0;
  private changes = 0;
  /** Latest publication time seen: the clock of articles without a date. */
  private clock = Number.NaN;
  /** Articles decided since the last second look, with their story's change count once they were in. */
  private recent: { member: Member; story: Story; decidedAt: number }[] = [];
  /** Story → its change count when the merge (split) pass last looked at it. */
  private readonly mergeChecked = new Map<Story, number>();
  private readonly splitChecked = new Map<Story, number>();

  constructor(private readonly newStoryId: () => string) {}

  nextChange(): number {
    return ++this.changes;
  }

  add(input: ClusterInput): { articleId: string; storyId: string; isNewStory: boolean; score: number } {
    const member: Member = { articleId: input.id, source: input.source, publishedAt: input.publishedAt, features: this.reader.read(input) };
    const best = this.bestStory(member);
    const joins = best !== null && best.score >= this.settings.joinThreshold;
    const story = joins ? best.story : this.createStory(this.newStoryId());
    this.join(story, member);
    this.recent.push({ member, story, decidedAt: story.changedAt });
    return { articleId: input.id, storyId: story.id, isNewStory: !joins, score: round(best?.score ?? 0) };
  }

  /**
   * The story an article fits best: stories sharing one of its terms (its 24 heaviest headline terms
   * and every text term, each counting its weight), the 12 sharing the most weight, of those the 8
   * closest by centroid, scored in full. `exclude` and stories unchanged since `changedAfter` are
   * left out (the second look).
   */
  private bestStory(article: Member, exclude?: Story, changedAfter = -1): { story: Story; score: number } | null {
    const query = [...[...article.features.vector].slice(0, this.settings.queryTerms), ...article.features.text];
    const accept = (story: Story) => story !== exclude && story.changedAt > changedAfter && story.gapTo(article.publishedAt) <= this.settings.activeWindowMs;
    const shortlist = this.candidates(query, this.settings.candidateLimit, accept)
      .map((story) => ({ story, centroid: story.centroidCosine(article.features.vector) }))
      .sort((a, b) => b.centroid - a.centroid || a.story.sequence - b.story.sequence)
      .slice(0, this.settings.memberChecks);
    let best: { story: Story; score: number } | null = null;
    for (const { story, centroid } of shortlist) {
      const fit = score(article, story, this.similarity, undefined, centroid);
      if (!best || fit > best.score) best = { story, score: fit };
    }
    return best;
  }

  /** The `limit` accepted stories sharing the most weight of `query`'s terms among their index terms (ties: older first). */
  private candidates(query: readonly [string, number][], limit: number, accept: (story: Story) => boolean = () => true): Story[] {
    const found: { story: Story; overlap: number }[] = [];
    for (const story of this.stories.values()) {
      const terms = story.terms();
      let overlap = 0;
      let shares = false;
      for (const [key, weight] of query) {
        if (!terms.has(key)) continue;
        overlap += weight;
        shares = true;
      }
      if (shares && accept(story)) found.push({ story, overlap });
    }
    return found
      .sort((a, b) => b.overlap - a.overlap || a.story.sequence - b.story.sequence)
      .slice(0, limit)
      .map(({ story }) => story);
  }

  private createStory(id: string): Story {
    const story = new Story(id, this.sequence++, this);
    this.stories.set(id, story);
    return story;
  }

  private join(story: Story, member: Member): void {
    if (Number.isFinite(member.publishedAt)) this.clock = Number.isFinite(this.clock) ? Math.max(this.clock, member.publishedAt) : member.publishedAt;
    story.touchedAt = this.clock;
    story.add(member);
  }

  /**
   * The second look: each article decided since the last pass moves to another story when that story
   * (as for a newcomer) would take it and fits it better than its own does without it. Only stories
   * changed since it joined can draw it when its own story has not changed.
   */
  reassignMembers(): { articleId: string; fromStoryId: string; intoStoryId: string; score: number }[] {
    const moves = [];
    const recent = this.recent;
    this.recent = [];
    for (const { member, story, decidedAt } of recent) {
      if (this.stories.get(story.id) !== story || story.members.length < 2 || !story.members.includes(member)) continue;
      const own = score(member, story, this.similarity, member);
      const best = this.bestStory(member, story, story.changedAt === decidedAt ? decidedAt : -1);
      if (!best || best.score < this.settings.joinThreshold || best.score <= own + this.settings.moveMargin) continue;
      story.remove(member);
      best.story.add(member);
      moves.push({ articleId: member.articleId, fromStoryId: story.id, intoStoryId: best.story.id, score: round(best.score) });
    }
    return moves;
  }

  /**
   * The merge pass: each story changed since it was last compared looks for a story it now fits: two
   * stories by their centroids' cosine × time factor (0.55, or 0.85 when both first reports have
   * texts), a story of one article as that article arriving now (the join threshold). The older of
   * the two absorbs the newer.
   */
  mergeConverged(now: number): { fromStoryId: string; intoStoryId: string; score: number }[] {
    const events = [];
    const { activeWindowMs, queryTerms, candidateLimit, joinThreshold, mergeThreshold, textMergeThreshold } = this.settings;
    for (const story of [...this.stories.values()]) {
      if (!this.stories.has(story.id) || this.mergeChecked.get(story) === story.changedAt) continue;
      const { first, last } = story.span();
      if (Number.isFinite(last) && now - last > activeWindowMs) continue;
      // The unit centroid, heaviest terms first, looks up candidates and is compared as an article's headline.
      const unit = unitCentroid(story.centroid(), Math.sqrt(story.centroidNormSquared()) || 1);
      let best: { other: Story; ratio: number; score: number } | null = null;
      for (const other of this.candidates([...unit].slice(0, queryTerms), candidateLimit)) {
        const span = other.span();
        const gap = Number.isFinite(last) && Number.isFinite(span.last) ? Math.max(0, first - span.last, span.first - last) : 0;
        if (other === story || gap > activeWindowMs) continue;
        let fit: { ratio: number; score: number };
        if (story.members.length === 1) {
          const s = score(story.members[0]!, other, this.similarity);
          fit = { ratio: s / joinThreshold, score: s };
        } else {
          const s = other.centroidCosine(unit) * timeFactor(gap, this.similarity);
          const texts = story.members[0]!.features.text.size > 0 && other.members[0]!.features.text.size > 0;
          fit = { ratio: s / (texts ? textMergeThreshold : mergeThreshold), score: s };
        }
        if (fit.ratio >= 1 && (!best || fit.ratio > best.ratio)) best = { other, ...fit };
      }
      this.mergeChecked.set(story, story.changedAt);
      if (!best) continue;
      const [into, from] = story.sequence < best.other.sequence ? [story, best.other] : [best.other, story];
      // A merge the split pass would undo at once is not made; the best fit is not traded for the next.
      if (this.splitWouldUndo(into, from)) continue;
      for (const member of from.members) into.add(member);
      this.stories.delete(from.id);
      this.mergeChecked.delete(from);
      events.push({ intoStoryId: into.id, fromStoryId: from.id, score: round(best.score) });
    }
    return events;
  }

  /**
   * The split pass: a changed story of 2 to 6 members has its members grouped by average linkage on
   * their pair scores (with the split's steeper anchor penalty); groups whose mean pair score stays below
   * the threshold come apart, and so does a headline-only member whose mean pair score with the rest of
   * its group is below `splitCoreRatio` × the rest's own; the group of the first report keeps the story.
   * Reports of different stages of a legal saga score `splitStageFactor` of their pair score, pieces of
   * different genres `splitGenreFactor` of it, a third party's reaction against any other piece
   * `splitReactionFactor` of it, reports further apart than `splitFreeGapDays` less with each further
   * day, and reports sharing only broad keys `splitBroadFactor` of it; two full texts whose headlines
   * each name a specific name the other never writes `splitConflictFactor` of it. In a story of three or more, a
   * member with a full text (`FIT_MIN_TEXT_TERMS` terms or more) whose fit to the rest (`score` without
   * it) is below `splitFitFloor` leaves as a story of its own, unless every member would.
   */
  splitMixed(): { fromStoryId: string; intoStoryId: string; articleIds: string[]; score: number }[] {
    const { splitThreshold, splitFitFloor } = this.settings;
    if (splitThreshold <= 0) return [];
    const splits = [];
    for (const story of this.splitChecked.keys()) if (this.stories.get(story.id) !== story) this.splitChecked.delete(story);
    for (const story of [...this.stories.values()]) {
      if (this.splitChecked.get(story) === story.changedAt) continue;
      this.splitChecked.set(story, story.changedAt);
      const members = [...story.members];
      // Full texts joined on background alone (issue 26, eighth round): a text that fits the rest of its
      // story below `splitFitFloor` leaves, whatever its pair scores (such a split's score is its fit).
      const fits = new Map<number, number>();
      if (splitFitFloor > 0 && members.length >= 3) {
        members.forEach((m, i) => {
          const fit = m.features.text.size >= FIT_MIN_TEXT_TERMS ? score(m, story, this.similarity, m) : Infinity;
          if (fit < splitFitFloor) fits.set(i, fit);
        });
        if (fits.size === members.length) fits.clear();
      }
      const cut = this.cutGroups(members, fits);
      if (cut === null) continue;
      const [stay, ...leaving] = cut.groups as [number[], ...number[][]];
      for (const group of leaving) for (const i of group) story.remove(members[i]!);
      this.splitChecked.set(story, story.changedAt);
      for (const group of leaving) {
        const into = this.createStory(this.newStoryId());
        const moved = group.sort((a, b) => a - b).map((i) => members[i]!);
        for (const member of moved) into.add(member);
        this.splitChecked.set(into, into.changedAt);
        splits.push({ from: story, into, articleIds: moved.map((m) => m.articleId), score: group.length === 1 && fits.has(group[0]!) ? fits.get(group[0]!)! : cut.mean(group, stay) });
      }
    }
    return splits.map(({ from, into, articleIds, score }) => {
      into.touchedAt = from.touchedAt;
      return { fromStoryId: from.id, intoStoryId: into.id, articleIds, score: round(score) };
    });
  }

  /**
   * How the split pass cuts a story of `members` (joining order): its groups, the first report's
   * first, with the mean pair score between two groups; null when it leaves the story whole (fewer than
   * 2 or more than `splitMaxMembers` members, or one group).
   */
  private cutGroups(members: Member[], fits: ReadonlyMap<number, number> = new Map()): { groups: number[][]; mean: (a: number[], b: number[]) => number } | null {
    const { splitThreshold, splitMaxMembers, splitCoreRatio, splitStageFactor, splitGenreFactor, splitReactionFactor, splitBroadShare, splitBroadFactor, splitConflictShare, splitConflictFactor, splitFreeGapDays, splitTimeDecay, splitMinTimeFactor } = this.settings;
    const weights = { ...this.similarity, anchorPenalty: this.settings.splitAnchorPenalty, anchorNameForms: this.settings.splitNameForms };
    const n = members.length;
    // Every group counts, a lone outlier too (the real pass's `splitMinGroup` of 1).
    if (n < 2 || n > splitMaxMembers) return null;
    // Two reports, not both with a full text, whose headlines name different latest stages of a legal
    // saga (the plea, the sentence: `event-stage.ts`) score `splitStageFactor` of their pair score.
    // Pieces of different genres (a photo gallery, an interview programme, a report: `genre.ts`) score
    // `splitGenreFactor` of it; a piece whose headline announces a third party's reaction (a crowd on
    // social media, a late-night host: `headlineReaction`), against a report or another reaction alike,
    // `splitReactionFactor` of it; reports whose headlines share no key held by fewer than
    // `splitBroadShare` of the headlines read so far (a specific anchor) `splitBroadFactor` of it.
    // (Not before `BROAD_MIN_HEADLINES` headlines: a few dozen say nothing of which keys are broad.)
    const broadRule = this.reader.headlineCount >= BROAD_MIN_HEADLINES;
    const specific = (a: Features, b: Features) => [...a.vector.keys()].some((key) => b.vector.has(key) && this.reader.headlineShare(key) < splitBroadShare);
    // Reports published further apart than `splitFreeGapDays` lose `splitTimeDecay` of their pair score
    // per further day, down to `splitMinTimeFactor` of it; a time of exactly midnight UTC is a date
    // without a time of day, any moment of that day (the least gap the two times allow).
    const time = { freeGapDays: splitFreeGapDays, decayPerDay: splitTimeDecay, minTimeFactor: splitMinTimeFactor };
    const leastGap = (a: number, b: number) => {
      const end = (t: number) => (t % 86_400_000 === 0 ? t + 86_400_000 - 1 : t);
      return Math.max(0, b - end(a), a - end(b));
    };
    const apart = (a: Member, b: Member) => (Number.isFinite(a.publishedAt) && Number.isFinite(b.publishedAt) ? timeFactor(leastGap(a.publishedAt, b.publishedAt), time) : 1);
    // Two full texts, which the rules above leave alone, score `splitConflictFactor` of their pair score
    // when each headline names a name held by fewer than `splitConflictShare` of the headlines read so
    // far, not a month, that the other report never writes in any form (among its names, its headline
    // and lead keys, its text's terms; one key beginning the other, both of 3 letters or more, is one
    // name: "russia" and "russian"): the Charlotte shooting against the Seattle zone's.
    const months = new Set(tokenize("January February March April May June July August September October November December").map((token) => token.key));
    const sameName = (key: string, other: string) => {
      const bare = other.startsWith("q:") ? other.slice(2) : other;
      return other === key || (Math.min(bare.length, key.length) >= 3 && (bare.startsWith(key) || key.startsWith(bare)));
    };
    const writes = (b: Features, key: string) => [...b.names.keys(), ...b.vector.keys(), ...b.text.keys()].some((other) => sameName(key, other));
    const ownName = (a: Features, b: Features) => a.headlineNames.some((key) => !months.has(key) && this.reader.headlineShare(key) < splitConflictShare && !writes(b, key));
    // A celebrity's piece (the headline opens with a name its lead introduces as an entertainer) against
    // a piece that never writes the celebrity's words, in any form, is a reaction too.
    const absent = (a: Features, b: Features) => a.celebrity !== undefined && a.celebrity.every((key) => !writes(b, key));
    const reacts = (a: Features, b: Features) => a.reaction || b.reaction || absent(a, b) || absent(b, a);
    const factor = (a: Member, b: Member) => {
      if (a.features.text.size > 0 && b.features.text.size > 0) return broadRule && splitConflictFactor !== 1 && ownName(a.features, b.features) && ownName(b.features, a.features) ? splitConflictFactor : 1;
      return (otherStages(a.features.stage, b.features.stage) ? splitStageFactor : 1) * (otherGenres(a.features.genre, b.features.genre) ? splitGenreFactor : 1) * (reacts(a.features, b.features) ? splitReactionFactor : 1) * apart(a, b) * (broadRule && !specific(a.features, b.features) ? splitBroadFactor : 1);
    };
    const pair = (i: number, j: number) => pairScore(members[i]!.features, members[j]!.features, weights) * factor(members[i]!, members[j]!);
    const scores = members.map((_, i) => members.map((_, j) => (i < j ? pair(i, j) : j < i ? pair(j, i) : 0)));
    const mean = (a: number[], b: number[]) => {
      let sum = 0;
      for (const i of a) for (const j of b) sum += scores[i]![j]!;
      return sum / (a.length * b.length);
    };
    let groups = members.map((_, i) => [i]);
    for (;;) {
      let best = { mean: -1, i: -1, j: -1 };
      for (let i = 0; i < groups.length; i++) for (let j = i + 1; j < groups.length; j++) if (mean(groups[i]!, groups[j]!) > best.mean) best = { mean: mean(groups[i]!, groups[j]!), i, j };
      if (best.i < 0 || best.mean < splitThreshold) break;
      groups[best.i] = [...groups[best.i]!, ...groups[best.j]!];
      groups = groups.filter((_, k) => k !== best.j);
    }
    if (splitCoreRatio > 0) {
      const cut: number[][] = [];
      for (const group of groups) {
        const core = [...group];
        const loose: number[][] = [];
        while (core.length >= 3) {
          const candidates = core.filter((i) => members[i]!.features.text.size === 0);
          if (candidates.length === 0) break;
          const link = (i: number) => mean([i], core.filter((j) => j !== i));
          const worst = candidates.reduce((a, b) => (link(b) < link(a) ? b : a));
          const rest = core.filter((j) => j !== worst);
          let within = 0;
          for (let x = 0; x < rest.length; x++) for (let y = x + 1; y < rest.length; y++) within += scores[rest[x]!]![rest[y]!]!;
          if (link(worst) >= splitCoreRatio * (within / ((rest.length * (rest.length - 1)) / 2))) break;
          loose.push([worst]);
          core.splice(core.indexOf(worst), 1);
        }
        cut.push(core, ...loose);
      }
      groups = cut;
    }
    // Full texts below the fit floor (measured by the caller on the story itself) leave, each alone.
    if (fits.size > 0) groups = [...groups.map((g) => g.filter((i) => !fits.has(i))).filter((g) => g.length > 0), ...[...fits.keys()].map((i) => [i])];
    if (groups.length < 2) return null;
    // The group of the first report keeps the story; when that report is a loose text, it is what leaves.
    const first = members.findIndex((_, i) => !fits.has(i));
    const stay = groups.find((g) => g.includes(first))!;
    return { groups: [stay, ...groups.filter((g) => g !== stay)], mean };
  }

  /**
   * Whether the split pass would cut the story the merge pass makes of `into` and `from` (`from`'s
   * members after `into`'s) back into exactly those two: then the merge pass leaves them apart
   * (issue 26: the two passes undid each other every batch).
   */
  private splitWouldUndo(into: Story, from: Story): boolean {
    if (this.settings.splitThreshold <= 0) return false;
    const cut = this.cutGroups([...into.members, ...from.members]);
    if (cut === null || cut.groups.length !== 2) return false;
    const left = cut.groups[1]!;
    return left.length === from.members.length && left.every((i) => i >= into.members.length);
  }

  /** Drops stories with no article for the active window (by their latest date, or the clock when they last took one). */
  evictInactive(now: number): string[] {
    const evicted: string[] = [];
    for (const story of this.stories.values()) {
      const { last: latest } = story.span();
      const last = Number.isFinite(latest) ? Math.max(latest, story.touchedAt) : story.touchedAt;
      if (Number.isFinite(last) && now - last > this.settings.activeWindowMs) {
        this.stories.delete(story.id);
        this.mergeChecked.delete(story);
        this.splitChecked.delete(story);
        evicted.push(story.id);
      }
    }
    return evicted;
  }
}

/** The centroid at unit length, heaviest terms first (ties by key). */
function unitCentroid(centroid: Vector, norm: number): Vector {
  return new Map([...centroid].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([key, weight]) => [key, weight / norm]));
}

/**
 * Two articles as a newcomer and a story of one: the mean of their headline cosine and member
 * similarity, plus the names both name; × 0.55 after a full-text match, × the event-anchor factor
 * after a headline-only one. No time, size or outlet: only whether the texts tell one event.
 */
function pairScore(a: Features, b: Features, weights: SimilarityWeights): number {
  const share = (x: Map<string, number>, y: Map<string, number>) => {
    let total = 0;
    let shared = 0;
    for (const [key, idf] of x) {
      total += idf;
      if (y.has(key)) shared += idf;
    }
    return total === 0 ? 0 : shared / total;
  };
  const names = weights.entityWeight * ((share(a.names, b.names) + share(b.names, a.names)) / 2);
  const headline = dot(b.vector, a.vector);
  if (!comparesTexts(a, b, weights)) return (headline + names) * (weights.anchorPenalty === 0 ? 1 : anchorFactor(concentration(a.vector, b.vector, weights.anchorNameForms), weights));
  return ((headline + memberSimilarity(a, b, weights)) / 2 + names) * weights.textScale;
}
