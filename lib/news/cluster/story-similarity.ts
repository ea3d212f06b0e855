import type { ArticleFeatures } from "./article-features";
import { vectorProducts, type PackedVector } from "./packed-vector";
import type { Story, StoryMember } from "./story";
import { termId } from "./term-id";
import type { ClusterWorkspace } from "./workspace";

const DAY_MS = 24 * 3600_000;

export interface SimilarityWeights {
  /** Share of the text score taken from the centroid; the rest from the closest member. */
  centroidShare: number;
  /** Bonus for covering the article's names (IDF-weighted share found in the story). */
  entityWeight: number;
  /** Time gaps up to this many days cost nothing (dates are often whole days, time zones differ). */
  freeGapDays: number;
  /**
   * Score factor lost per further day of gap, down to `minTimeFactor`. Reports of one event come
   * within a day or two of each other; the same subject days later is usually the next event (a vote,
   * then the signing; a storm, then the clean-up), so the factor falls fast and reaches 0.
   */
  decayPerDay: number;
  minTimeFactor: number;
  /** Members compared one by one (most recent ones), bounding the cost for big stories. */
  memberLimit: number;
  /** Measure the time gap from the story's first article (its event) rather than its latest one. */
  fromStart: boolean;
  /**
   * Divisor of the closest-member similarity for a story of n members, 1 + p·ln n: the closest of
   * many members matches a newcomer better by chance alone, so that term is discounted and a hub
   * cannot keep swallowing neighbouring events on shared vocabulary. The centroid term has no such
   * bias and is not discounted, so a story that keeps its core still grows (a headline-only feed's
   * big story of the day); logarithmic, so a story of dozens of reports still takes new ones.
   */
  sizePenalty: number;
  /**
   * Full texts, when the article and a member both have one: `textWeight` is the weight of their
   * full-text cosine, added to their headline-and-lead cosine; `textScale` brings the score of such
   * a match back to the scale of a headline-only match, so one join threshold serves articles with
   * and without a full text (a feed's description alone, or a page's whole text).
   */
  textWeight: number;
  textScale: number;
  /**
   * Weight of the cross cosines when both have a full text: the article's headline and lead against
   * the member's full text, and the other way round (their mean). Opposite sides headline one event in
   * different words ("tax returns", "financial records"), but each one's headline words appear in the
   * other's report.
   */
  crossWeight: number;
  /**
   * Score factor when the story already has a report from the article's outlet. An outlet's second
   * report of one event is rare within a day, and its second article on a subject is more often the
   * next development, so it must match more closely to join.
   */
  sameSourceFactor: number;
  /**
   * A story's spread: its centroid cosine is scaled by `Story.centroidTightness` to this power when
   * the article and its closest member were compared on full texts. The cosine with a sum of n unlike
   * vectors grows as √n × their mean cosine, so a story that has chained several events (a saga's hub:
   * every Kavanaugh report of a month) draws newcomers harder than a tight one; this takes that back.
   * Not applied to headline-only comparisons: short headlines of one event share few words, so a real
   * story of eight titles looks spread (on Kagi News's day it split their stories, recall 0.69 → 0.45).
   */
  spreadPower: number;
  /**
   * `sizePenalty` when the closest member was compared on full texts: the full-text similarity varies
   * far more from member to member than the headline cosine, so the best of n members is further above
   * a typical one by chance alone.
   */
  textSizePenalty: number;
  /**
   * Event anchors, for headline-only comparisons: two reports whose headline product is carried by one
   * shared term or two-word name ("North Korea", "World Cup", "Pelosi") share a subject, not yet an
   * event. The score is multiplied by 1 − anchorPenalty × (share of the product carried by the heaviest
   * shared term or name (`concentration`) − anchorFreeShare), so reports sharing a name AND what
   * happened keep their score.
   */
  anchorPenalty: number;
  anchorFreeShare: number;
  /**
   * A two-word name in two forms counts as one anchor too ("North Korean" in one headline, "North
   * Korea" in the other: `concentration`'s `nameForms`). The split pass only (`splitNameForms`).
   */
  anchorNameForms?: boolean;
}

export const DEFAULT_SIMILARITY_WEIGHTS: SimilarityWeights = {
  centroidShare: 0.5,
  entityWeight: 0.15,
  freeGapDays: 1,
  decayPerDay: 0.5,
  minTimeFactor: 0,
  memberLimit: 24,
  fromStart: true,
  sizePenalty: 0.6,
  textWeight: 2.5,
  textScale: 0.55,
  crossWeight: 1.5,
  sameSourceFactor: 0.7,
  spreadPower: 4,
  textSizePenalty: 1.1,
  anchorPenalty: 1,
  anchorFreeShare: 0.6,
};

export interface Match {
  score: number;
  centroid: number;
  member: number;
  entity: number;
  timeFactor: number;
  closest: StoryMember;
  /** Whether the closest member was compared on full texts too (the explanation then names text terms). */
  textsCompared: boolean;
}

/**
 * The least time that can lie between two publication times (issue 26, eighth round): a time of exactly
 * midnight UTC is read as a date without a time of day (the dev set's dates, and the held-out window's
 * when dated), i.e. any moment of that day, so two such dates on consecutive days may be minutes apart.
 * Feeds: the ingest dates an item whose feed gives a date without a time and zone by its fetch or that
 * date's latest instant (flagged, lib/ingest/parse/parse-date.ts), never midnight UTC; what reaches here
 * as midnight UTC is a date written "00:00:00 GMT" or an article really published then. Either way the
 * reading only shortens a gap (by less than a day), so the split pass's time rule can only act less. A
 * date-only value written midnight in another zone ("00:00:00 -0400", 04:00 UTC) is read as that instant.
 */
export function leastGapMs(a: number, b: number): number {
  const aEnd = a % DAY_MS === 0 ? a + DAY_MS - 1 : a;
  const bEnd = b % DAY_MS === 0 ? b + DAY_MS - 1 : b;
  return Math.max(0, b - aEnd, a - bEnd);
}

export function timeFactor(gapMs: number, weights: Pick<SimilarityWeights, "freeGapDays" | "decayPerDay" | "minTimeFactor">): number {
  const days = gapMs / DAY_MS - weights.freeGapDays;
  return days <= 0 ? 1 : Math.max(weights.minTimeFactor, 1 - weights.decayPerDay * days);
}

/**
 * The names of the article scored last, in the order of its map, with their IDFs and its total: an
 * article is scored against some ten stories in a row, and reading the map each time made a closure
 * (or [key, idf] pairs) per story. One per clusterer (`ClusterWorkspace.names`).
 */
export class ArticleNames {
  private owner: ArticleFeatures | null = null;
  readonly keys: string[] = [];
  /** The keys' numbers (`termId`), by which a story finds its words. */
  readonly ids: number[] = [];
  readonly idfs: number[] = [];
  total = 0;

  load(article: ArticleFeatures): void {
    if (this.owner === article) return;
    this.owner = article;
    this.keys.length = 0;
    this.ids.length = 0;
    this.idfs.length = 0;
    this.total = 0;
    article.entities.forEach((idf, key) => {
      this.keys.push(key);
      this.ids.push(termId(key));
      this.idfs.push(idf);
      this.total += idf;
    });
  }
}

/** IDF-weighted share of the article's names that the story (its members other than `without`) also names. */
export function entityCoverage(article: ArticleFeatures, story: Story, without?: StoryMember): number {
  const names = story.workspace.names;
  names.load(article);
  const { keys, ids, idfs, total } = names;
  let shared = 0;
  for (let i = 0; i < keys.length; i++) if (story.mentions(keys[i]!, without, ids[i])) shared += idfs[i]!;
  return total === 0 ? 0 : shared / total;
}

/** Whether two articles are compared on their full texts too (both have one, and texts count). */
function comparesTexts(article: ArticleFeatures, member: ArticleFeatures, weights: SimilarityWeights): boolean {
  return weights.textWeight > 0 && article.text.ids.length > 0 && member.text.ids.length > 0;
}

/**
 * Cosine of two articles' headline-and-lead vectors; when both have a full text, plus their weighted
 * full-text cosine and the weighted mean of the cross cosines (each one's headline and lead against
 * the other's full text), in the clusterer's `workspace`.
 */
export function memberSimilarity(article: ArticleFeatures, member: ArticleFeatures, weights: SimilarityWeights, workspace: ClusterWorkspace): number {
  const withTexts = comparesTexts(article, member, weights);
  const products = vectorProducts(workspace.products, article, member, withTexts, workspace.record);
  if (!withTexts) return products.headline;
  const cross = (weights.crossWeight * (products.articleHeadlineMemberText + products.memberHeadlineArticleText)) / 2;
  return products.headline + weights.textWeight * products.text + cross;
}

/**
 * The share of two vectors' product carried by their heaviest shared term or shared word pair with its
 * two words (1 when they share one term or one two-word name, or nothing); with `nameForms`, also by
 * the words of a two-word name each writes in its own form ("north_korean" and "north_korea": the
 * shared "north" and "korean" are one name, as "saudi" and "arabia" are). Headline vectors hold at most
 * some 60 terms; it is taken for the few best candidates of a headline-only match.
 */
export function concentration(a: PackedVector, b: PackedVector, nameForms = false): number {
  let total = 0;
  let top = 0;
  const sharedKeys: string[] = [];
  const products: number[] = [];
  for (let i = 0; i < a.ids.length; i++) {
    const id = a.ids[i]!;
    for (let j = 0; j < b.ids.length; j++) {
      if (b.ids[j] !== id || a.keys[i] !== b.keys[j]) continue;
      const product = a.weights[i]! * b.weights[j]!;
      total += product;
      if (product > top) top = product;
      sharedKeys.push(a.keys[i]!);
      products.push(product);
      break;
    }
  }
  // One name is several keys ("saudi", "arabia", "saudi_arabia", a quoted "q:saudi_arabia"): a shared
  // word pair carries its two words' shares too.
  for (let k = 0; k < sharedKeys.length; k++) {
    const pair = unquoted(sharedKeys[k]!);
    const cut = pair.indexOf("_");
    if (cut < 0) continue;
    const first = pair.slice(0, cut);
    const second = pair.slice(cut + 1);
    let phrase = 0;
    for (let m = 0; m < sharedKeys.length; m++) {
      const key = unquoted(sharedKeys[m]!);
      if (key === pair || key === first || key === second) phrase += products[m]!;
    }
    if (phrase > top) top = phrase;
  }
  // A two-word name written in two forms ("North Korean" against "North Korea"): a pair key of each
  // vector with the same first word and second words one the other's form (one begins the other, 4
  // letters or more): that first word and either second word, shared, carry one share.
  if (nameForms && sharedKeys.length > 1)
    for (let i = 0; i < a.keys.length; i++) {
      const p = a.keys[i]!;
      const cut = p.indexOf("_");
      if (cut < 0 || p.startsWith("q:") || p.startsWith("#")) continue;
      const first = p.slice(0, cut + 1);
      for (let j = 0; j < b.keys.length; j++) {
        const q = b.keys[j]!;
        if (q === p || !q.startsWith(first)) continue;
        const x = p.slice(cut + 1);
        const y = q.slice(cut + 1);
        if (x.includes("_") || y.includes("_") || Math.min(x.length, y.length) < 4 || !(x.startsWith(y) || y.startsWith(x))) continue;
        let phrase = 0;
        for (let m = 0; m < sharedKeys.length; m++) {
          const key = sharedKeys[m]!;
          if (key === first.slice(0, -1) || key === x || key === y || key === p || key === q) phrase += products[m]!;
        }
        if (phrase > top) top = phrase;
      }
    }
  return total === 0 ? 1 : top / total;
}

function unquoted(key: string): string {
  return key.startsWith("q:") ? key.slice(2) : key;
}

/** The closest-member factor of a story of `members` members (see `sizePenalty` and `textSizePenalty`). */
export function sizeFactor(members: number, weights: SimilarityWeights, textsCompared = false): number {
  return 1 / (1 + (textsCompared ? weights.textSizePenalty : weights.sizePenalty) * Math.log(Math.max(1, members)));
}

/** The event-anchor factor of a headline-only match whose product is `concentration` one term's (see `anchorPenalty`). */
export function anchorFactor(concentration: number, weights: SimilarityWeights): number {
  return Math.max(0, 1 - weights.anchorPenalty * Math.max(0, concentration - weights.anchorFreeShare));
}

/** An article as the scorer sees it: its features, its time and its outlet (a story member fits). */
export type Newcomer = Pick<StoryMember, "features" | "publishedAt" | "source">;

/**
 * How well an article fits a story: the mean of its cosine with the centroid (the story's core, which
 * resists drift) and its similarity to the closest member (a newcomer may match one outlet's wording
 * best; full texts count here when both have one; discounted for story size), plus a bonus for the
 * story naming the article's names; scaled down with the time gap, by `textScale` after a full-text
 * match, and by `sameSourceFactor` when the story already has a report from the article's outlet.
 *
 * With `without`, one of the story's members, the story is taken without it: how well that member
 * fits the story the others make (a member scored against its own story passes itself as both). The
 * story must then have another member.
 */
export function scoreArticle(newcomer: Newcomer, story: Story, weights: SimilarityWeights, without?: StoryMember): Match {
  return scoreWithCentroid(newcomer, story, weights, story.centroidCosine(newcomer.features, without), without);
}

/**
 * `scoreArticle` with the article's cosine with the story's centroid (without `without`) already
 * taken: the candidate search ranks its candidates by it before scoring the best of them.
 */
export function scoreWithCentroid(newcomer: Newcomer, story: Story, weights: SimilarityWeights, centroid: number, without?: StoryMember): Match {
  const { features: article, publishedAt, source } = newcomer;
  let member = -1;
  let closest = story.members[story.members.length - 1]!;
  let compared = 0;
  for (let i = story.members.length - 1; i >= 0 && compared < weights.memberLimit; i--) {
    const candidate = story.members[i]!;
    if (candidate === without) continue;
    compared++;
    const similarity = memberSimilarity(article, candidate.features, weights, story.workspace);
    if (similarity > member) {
      member = similarity;
      closest = candidate;
    }
  }
  const members = story.members.length - (without ? 1 : 0);
  const entity = entityCoverage(article, story, without);
  const textsCompared = comparesTexts(article, closest.features, weights);
  const scale = textsCompared ? weights.textScale : 1;
  const spread = textsCompared && weights.spreadPower > 0 ? story.centroidTightness(without) ** weights.spreadPower : 1;
  const size = sizeFactor(members, weights, textsCompared);
  const text = weights.centroidShare * centroid * spread + (1 - weights.centroidShare) * member * size;
  // The span without a member is only needed from the start (the default); the gap to the span counts it.
  const gap = weights.fromStart ? story.distanceFromStart(publishedAt, without) : story.gapTo(publishedAt);
  const factor = timeFactor(gap, weights);
  const outlet = story.hasSource(source, without) ? weights.sameSourceFactor : 1;
  const anchor = textsCompared || weights.anchorPenalty === 0 ? 1 : anchorFactor(concentration(article.vector, closest.features.vector), weights);
  const score = (text + weights.entityWeight * entity) * factor * scale * outlet * anchor;
  return { score, centroid, member, entity, timeFactor: factor, closest, textsCompared };
}
