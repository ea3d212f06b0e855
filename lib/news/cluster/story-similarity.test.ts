import { describe, expect, it } from "vitest";
import { BACKGROUND, EXXON_A, EXXON_B, EXXON_C, HEARING_A } from "./cluster-fixtures";
import { StoryClusterer } from "./story-clusterer";
import type { ArticleFeatures } from "./article-features";
import { EMPTY_PACKED, packVector } from "./packed-vector";
import { Story } from "./story";
import { anchorFactor, concentration, DEFAULT_SIMILARITY_WEIGHTS, entityCoverage, leastGapMs, sizeFactor, timeFactor } from "./story-similarity";
import { ClusterWorkspace } from "./workspace";

const workspace = new ClusterWorkspace();

const DAY_MS = 24 * 3600_000;
const weights = DEFAULT_SIMILARITY_WEIGHTS;

function primed(): StoryClusterer {
  let next = 0;
  const c = new StoryClusterer({ newStoryId: () => `story-${next++}` });
  for (const bg of BACKGROUND) c.add(bg);
  return c;
}

describe("story similarity", () => {
  it("time: reports within the free gap count fully, then the score fades to nothing a day or two later", () => {
    expect(timeFactor(0, weights)).toBe(1);
    expect(timeFactor(weights.freeGapDays * DAY_MS, weights)).toBe(1);
    const halfDayLate = timeFactor((weights.freeGapDays + 0.5) * DAY_MS, weights);
    expect(halfDayLate).toBeLessThan(1);
    expect(halfDayLate).toBeGreaterThan(0.5);
    // A week apart is another event, however alike the words: the factor reaches zero, not a floor.
    expect(timeFactor(7 * DAY_MS, weights)).toBe(0);
  });

  it("size: the closest of many members counts for less, but the discount grows slowly (logarithmically)", () => {
    expect(sizeFactor(1, weights)).toBe(1);
    const two = sizeFactor(2, weights);
    const ten = sizeFactor(10, weights);
    const fifty = sizeFactor(50, weights);
    expect(two).toBeLessThan(1);
    expect(ten).toBeLessThan(two);
    expect(fifty).toBeLessThan(ten);
    // Still within reach: a 50-report story discounts its closest member about 3.3x, not 50x.
    expect(fifty).toBeGreaterThan(0.25);
    expect(sizeFactor(0, weights)).toBe(1);
  });

  it("size: a story's core (its centroid) is not discounted, so a story with a clear core keeps growing", () => {
    const c = primed();
    const first = c.add(EXXON_A);
    expect(c.add(EXXON_C).storyId).toBe(first.storyId);
    // The third outlet's report joins the two-report story.
    expect(c.add(EXXON_B)).toMatchObject({ storyId: first.storyId, isNewStory: false });

    // Even when the closest-member term is discounted to almost nothing, matching the core suffices.
    let next = 0;
    const harsh = new StoryClusterer({ newStoryId: () => `harsh-${next++}`, similarity: { sizePenalty: 1000 } });
    for (const bg of BACKGROUND) harsh.add(bg);
    const core = harsh.add(EXXON_A);
    harsh.restore(EXXON_C, core.storyId);
    expect(harsh.add(EXXON_B)).toMatchObject({ storyId: core.storyId, isNewStory: false });
  });

  it("same outlet: a second report from an outlet the story already has must match more closely", () => {
    const c = primed();
    const otherOutlet = c.similarity(EXXON_B, EXXON_A).score;
    const sameOutlet = c.similarity({ ...EXXON_B, source: EXXON_A.source }, EXXON_A).score;
    expect(sameOutlet).toBeLessThan(otherOutlet);
    expect(sameOutlet / otherOutlet).toBeCloseTo(weights.sameSourceFactor, 2);
  });

  it("full texts: each one's headline found in the other's text raises the score (cross cosines)", () => {
    const textA = "Exxon Mobil won a New York climate fraud case as a judge ruled the company did not mislead investors about regulation costs.";
    const textB = "A state judge dismissed the New York attorney general's fraud lawsuit, finding that Exxon did not deceive shareholders about climate risks.";
    const a = { ...EXXON_A, body: textA };
    const b = { ...EXXON_B, body: textB };
    const withCross = primed().similarity(b, a).score;
    const noCross = new StoryClusterer({ newStoryId: () => "x", similarity: { crossWeight: 0 } });
    for (const bg of BACKGROUND) noCross.add(bg);
    expect(withCross).toBeGreaterThan(noCross.similarity(b, a).score);
    // Unrelated reports gain nothing that would make them join.
    expect(primed().similarity({ ...HEARING_A, body: "Senators questioned the nominee for hours." }, a).isNewStory).toBe(true);
  });

  it("the same words nearly three days later score well below the same report on the day", () => {
    const c = primed();
    const sameDay = c.similarity(EXXON_C, EXXON_A).score;
    const later = c.similarity({ ...EXXON_C, publishedAt: EXXON_A.publishedAt + 2.75 * DAY_MS }, EXXON_A).score;
    // 1.75 days past the free day at −50% a day: 0.125 of the score (0.375 with the free gap of 1.5 days
    // before issue 26, 0.925 with the old slow decay).
    expect(later / sameDay).toBeCloseTo(0.125, 2);
    expect(c.similarity({ ...EXXON_C, publishedAt: EXXON_A.publishedAt + 4 * DAY_MS }, EXXON_A)).toMatchObject({ isNewStory: true, score: 0 });
  });

  it("names: the IDF-weighted share of the article's names the story names, for one article after another", () => {
    const named = (entities: [string, number][], words: string[] = []): ArticleFeatures => ({
      vector: words.length ? packVector(new Map(words.map((w) => [w, 1 / Math.sqrt(words.length)]))) : EMPTY_PACKED,
      text: EMPTY_PACKED,
      entities: new Map(entities),
      labels: new Map(),
    });
    const story = new Story("s", 0, 8, 30, 8, workspace);
    story.add({ articleId: "m", source: "x", publishedAt: 0, features: named([["exxon", 2]], ["york", "court"]) });
    const first = named([["exxon", 2], ["york", 1], ["texas", 1]]);
    const second = named([["texas", 3], ["court", 1]]);
    // exxon as a name, york as a centroid word; texas not at all.
    expect(entityCoverage(first, story)).toBe(3 / 4);
    expect(entityCoverage(second, story)).toBe(1 / 4);
    expect(entityCoverage(first, story)).toBe(3 / 4);
    expect(entityCoverage(named([]), story)).toBe(0);
  });

  it("event anchors: one shared term or name carrying the whole headline product costs a match part of its score, several keep it whole", () => {
    const article = packVector(new Map([["korea", 0.8], ["exercises", 0.4], ["suspended", 0.3], ["pentagon", 0.3]]));
    const sameSubject = packVector(new Map([["korea", 0.9], ["propaganda", 0.4], ["tune", 0.2]]));
    const sameEvent = packVector(new Map([["korea", 0.7], ["exercises", 0.5], ["suspended", 0.4], ["pentagon", 0.3]]));
    expect(concentration(article, sameSubject)).toBe(1);
    expect(concentration(article, sameEvent)).toBeCloseTo(0.56 / (0.56 + 0.2 + 0.12 + 0.09), 10);
    expect(concentration(article, packVector(new Map([["other", 1]])))).toBe(1);
    // A two-word name is one anchor however many keys it makes (its words, the pair, a quoted pair).
    const saudi = packVector(new Map([["saudi", 0.5], ["arabia", 0.5], ["saudi_arabia", 0.4], ["q:saudi_arabia", 0.2], ["arm", 0.3]]));
    const driving = packVector(new Map([["saudi", 0.5], ["arabia", 0.5], ["saudi_arabia", 0.4], ["q:saudi_arabia", 0.2], ["driving", 0.4]]));
    expect(concentration(saudi, driving)).toBe(1);
    const armsSales = packVector(new Map([["saudi", 0.5], ["arabia", 0.5], ["saudi_arabia", 0.4], ["arm", 0.4]]));
    expect(concentration(saudi, armsSales)).toBeCloseTo((0.25 + 0.25 + 0.16) / (0.25 + 0.25 + 0.16 + 0.12), 10);
    expect(anchorFactor(1, weights)).toBeCloseTo(1 - weights.anchorPenalty * (1 - weights.anchorFreeShare), 10);
    expect(anchorFactor(concentration(article, sameEvent), weights)).toBeGreaterThan(0.9);
    expect(anchorFactor(weights.anchorFreeShare, weights)).toBe(1);
    expect(anchorFactor(1, { ...weights, anchorPenalty: 0 })).toBe(1);
  });

  it("spread: a story whose members share nothing has a looser core than one whose members agree", () => {
    const features = (terms: [string, number][]): ArticleFeatures => ({ vector: packVector(new Map(terms)), entities: new Map(), labels: new Map(), text: EMPTY_PACKED });
    const member = (id: string, f: ArticleFeatures) => ({ articleId: id, source: id, publishedAt: 0, features: f });
    const tight = new Story("tight", 0, 8, 30, 8, workspace);
    const loose = new Story("loose", 1, 8, 30, 8, workspace);
    const same = features([["exxon", 1]]);
    tight.add(member("a", same));
    tight.add(member("b", same));
    const first = member("c", features([["exxon", 1]]));
    loose.add(first);
    loose.add(member("d", features([["kavanaugh", 1]])));
    expect(tight.centroidTightness()).toBeCloseTo(1, 10);
    expect(loose.centroidTightness()).toBeCloseTo(Math.SQRT1_2, 10);
    // Without one of its two members, a story is one article: as tight as can be.
    expect(loose.centroidTightness(first)).toBeCloseTo(1, 10);
    // Full-text matches are discounted more for size than headline-only ones.
    expect(sizeFactor(10, weights, true)).toBeLessThan(sizeFactor(10, weights));
  });
});

describe("the least gap two publication times allow (issue 26, eighth round)", () => {
  const at = (iso: string) => Date.parse(iso);
  it("is the plain gap between two times of day", () => {
    expect(leastGapMs(at("2018-06-22T15:45:00Z"), at("2018-06-23T15:16:00Z"))).toBe(at("2018-06-23T15:16:00Z") - at("2018-06-22T15:45:00Z"));
  });

  it("reads midnight UTC as a date without a time of day: consecutive dates may be moments apart, a date holds a time of that day", () => {
    expect(leastGapMs(at("2018-06-22T00:00:00Z"), at("2018-06-23T00:00:00Z"))).toBe(1);
    expect(leastGapMs(at("2018-06-22T00:00:00Z"), at("2018-06-22T18:00:00Z"))).toBe(0);
    expect(leastGapMs(at("2018-06-24T00:00:00Z"), at("2018-06-22T18:00:00Z"))).toBe(30 * 3600_000);
  });
});
