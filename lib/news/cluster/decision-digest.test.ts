import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEV_SET } from "@/bench/eval-clustering";
import { loadLabelledArticles } from "@/bench/lib/labelled-articles";
import { loadNewspalDay, NEWSPAL_DIR } from "@/bench/lib/newspal-day";
import { seededRandom } from "@/test/seeded-random";
import { ARRESTS_A, ARRESTS_B, BACKGROUND, BRIDGE_A, BRIDGE_B, BUDGET, DAY, EXXON_A, EXXON_B, EXXON_C, HEARING_A, HEARING_B, LIBRARY, NOMINEE_HEARING } from "./cluster-fixtures";
import { StoryClusterer, type ClusterInput } from "./story-clusterer";

// Whole-set runs take 5–15 s alone and several times that on a loaded machine.
const SLOW_MS = 120_000;

// The decision digest (issue 24): every join, new story, move, merge and eviction the clusterer makes
// on three streams, with its score rounded to three decimals, hashed. The F1 floor of the dev-set test
// lets a change flip hundreds of decisions; this does not let it flip one unnoticed. A deliberate change
// of the clusterer's decisions updates the value below IN THE SAME COMMIT, with its reason in the
// message and in docs/decisions.md (the "same decisions" claims there are re-checked by this test).
//
// History of the committed values (newest last):
// - first value: the clusterer as of issue 24.
// - issue 26 (precision on a dense day): event anchors for headline-only matches, the spread of a story
//   and a larger size discount for full-text matches, a merge threshold of 0.85 for stories with full
//   texts (docs/decisions.md, "Issue 26"); the first arrests fixture names more of the hearing.
// - issue 26, second step: size discount 1.1 for full-text matches, one free day (was 1.5), no margin
//   for the second look's moves (was 0.02): the dev set's dates-hidden target with dated F1 ≥ 0.90.
// - issue 26, third step: a two-word name counts as one anchor ("saudi", "arabia", "saudi_arabia"),
//   free share 0.6 (was 0.5); headline-only decisions only, so the dev-set value (full texts) stays.
// - issue 26, second round: the split pass (`split-stories.ts`; splits are logged too): a story of at
//   most 6 members whose members fall into groups with a mean pair score below 0.22 is cut, an outlier
//   included (docs/decisions.md, "Issue 26: second round").
// - issue 26, third round: the split pass's headline-only pair scores take a steeper event-anchor
//   penalty (`splitAnchorPenalty` 1.4; the join keeps 1): headline-only decisions only, so the fixtures
//   and the dev set (full texts) keep their values (docs/decisions.md, "Issue 26: third round").
// - issue 26, third round: a headline-only member hanging on its group's core loosely leaves it
//   (`splitCoreRatio` 0.4). No story of the three streams above has one, so the newspal 2018 day
//   (headline-only feeds of one dense day, read from ../shared at run time) is digested too, with it.
const EXPECTED = {
  fixtures: "05d905201d0fb9e1",
  generated: "f8d13b85d7d5a5cd",
  devSet: "aa78838b548c8339",
  newspal: "d9516af749c94e86",
};

const HOUR = 3600_000;

/** Streams articles as the engine does (decide each, second look and merge pass every `batch`), logging each decision. */
function decisionLog(articles: ClusterInput[], batch: number): string[] {
  let next = 0;
  const clusterer = new StoryClusterer({ newStoryId: () => `s${next++}` });
  const log: string[] = [];
  const score = (x: number) => x.toFixed(3);
  let clock = Number.NEGATIVE_INFINITY;
  const pass = () => {
    for (const m of clusterer.reassignMembers()) log.push(`move ${m.articleId} ${m.fromStoryId}>${m.intoStoryId} ${score(m.score)}`);
    for (const m of clusterer.mergeConverged(clock)) log.push(`merge ${m.fromStoryId}>${m.intoStoryId} ${score(m.score)}`);
    for (const m of clusterer.splitMixed()) log.push(`split ${m.fromStoryId}>${m.intoStoryId} ${m.articleIds.join(",")} ${score(m.score)}`);
    if (Number.isFinite(clock)) for (const id of clusterer.evictInactive(clock)) log.push(`evict ${id}`);
  };
  articles.forEach((article, i) => {
    const d = clusterer.add(article);
    log.push(`${d.isNewStory ? "new" : "join"} ${d.articleId} ${d.storyId} ${score(d.score)}`);
    if (Number.isFinite(article.publishedAt)) clock = Math.max(clock, article.publishedAt);
    if ((i + 1) % batch === 0) pass();
  });
  pass();
  return log;
}

function digest(log: string[]): string {
  return createHash("sha256").update(log.join("\n")).digest("hex").slice(0, 16);
}

/**
 * A seeded stream of events over two weeks: each event has its own words (a place, a person, a number)
 * and shares topic words with the other events of its topic, so that joins, new stories, moves and
 * merges all happen; a few articles carry a full text, a few have no date.
 */
function generatedStream(seed: number, count: number): ClusterInput[] {
  const next = seededRandom(seed);
  const pick = <T,>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const topics = [
    ["election", "senate", "vote", "campaign", "ballot", "governor"],
    ["storm", "flood", "rain", "evacuation", "coast", "damage"],
    ["court", "judge", "ruling", "appeal", "lawsuit", "verdict"],
    ["market", "shares", "bank", "rates", "inflation", "earnings"],
    ["trade", "tariffs", "talks", "exports", "summit", "minister"],
  ];
  const places = ["Ohio", "Texas", "Berlin", "Manila", "Quebec", "Nairobi", "Lagos", "Denver", "Osaka", "Lima", "Perth", "Oslo"];
  const people = ["Smith", "Garcia", "Okafor", "Tanaka", "Novak", "Dubois", "Rossi", "Khan", "Larsen", "Moreau", "Silva", "Weber"];
  const common = ["says", "new", "after", "week", "officials", "report", "amid", "plan", "first", "over"];
  const events = Array.from({ length: 60 }, (_, e) => ({
    topic: topics[e % topics.length]!,
    place: pick(places),
    person: pick(people),
    figure: `${10 + Math.floor(next() * 900)}`,
    start: DAY + Math.floor(next() * 14 * 24) * HOUR,
  }));
  const words = (event: (typeof events)[number], n: number) =>
    Array.from({ length: n }, () => {
      const r = next();
      if (r < 0.15) return event.place;
      if (r < 0.25) return event.person;
      if (r < 0.32) return event.figure;
      if (r < 0.75) return pick(event.topic);
      return pick(common);
    }).join(" ");
  const articles = Array.from({ length: count }, (_, i) => {
    const event = pick(events);
    const article: ClusterInput = {
      id: `g${i}`,
      source: `outlet-${Math.floor(next() * 15)}`,
      title: `${event.place} ${words(event, 7)}`,
      lead: `${event.person} ${words(event, 18)}.`,
      publishedAt: next() < 0.05 ? Number.NaN : event.start + Math.floor(next() * 36) * HOUR,
    };
    if (next() < 0.3) article.body = `${words(event, 60)}. ${event.person} said ${event.figure} in ${event.place}. ${words(event, 60)}.`;
    return article;
  });
  // Dated first in time order, then the undated (as the evaluation streams them).
  const time = (a: ClusterInput) => (Number.isFinite(a.publishedAt) ? a.publishedAt : Number.POSITIVE_INFINITY);
  return articles.sort((a, b) => time(a) - time(b) || Number(a.id.slice(1)) - Number(b.id.slice(1)));
}

const FIXTURES: ClusterInput[] = [...BACKGROUND, NOMINEE_HEARING, EXXON_A, HEARING_A, ARRESTS_A, EXXON_B, ARRESTS_B, EXXON_C, HEARING_B, BUDGET, BRIDGE_A, BRIDGE_B, LIBRARY];

const devSetPresent = existsSync(DEV_SET);
const newspalPresent = existsSync(NEWSPAL_DIR);
if (!newspalPresent) console.warn(`decision-digest: the newspal part is skipped, ${NEWSPAL_DIR} is absent`);
if (!devSetPresent) console.warn(`decision-digest: the dev-set part is skipped, ${DEV_SET} is absent (the fixtures and generated parts still run)`);

describe("the clusterer's decision digest", () => {
  it("makes the committed decisions on the hand-written fixtures", () => {
    const log = decisionLog(FIXTURES, 5);
    expect(log.some((line) => line.startsWith("join"))).toBe(true);
    expect(digest(log)).toBe(EXPECTED.fixtures);
  });

  it("makes the committed decisions on a seeded generated stream (joins, new stories, moves and merges)", () => {
    const log = decisionLog(generatedStream(26, 1500), 100);
    for (const kind of ["join", "new", "move", "merge"]) expect(log.some((line) => line.startsWith(kind))).toBe(true);
    expect(digest(log)).toBe(EXPECTED.generated);
  }, SLOW_MS);

  it.skipIf(!devSetPresent)("makes the committed decisions on the dev set, with full texts and dates", async () => {
    const articles = await loadLabelledArticles(DEV_SET, { withBody: true, ignoreDates: false });
    const log = decisionLog(
      articles.map((a) => a.input),
      100,
    );
    expect(log.length).toBeGreaterThan(3081);
    expect(digest(log)).toBe(EXPECTED.devSet);
  }, SLOW_MS);

  it.skipIf(!newspalPresent)("makes the committed decisions on the newspal 2018 day (headline-only feeds, splits included)", () => {
    const log = decisionLog(loadNewspalDay(), 100);
    expect(log.some((line) => line.startsWith("split"))).toBe(true);
    expect(digest(log)).toBe(EXPECTED.newspal);
  });
});
