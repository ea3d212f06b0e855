import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { DEV_SET } from "@/bench/eval-clustering";
import { loadLabelledArticles } from "@/bench/lib/labelled-articles";
import { loadNewspalDay, NEWSPAL_DIR } from "@/bench/lib/newspal-day";
import { ARRESTS_A, ARRESTS_B, BACKGROUND, BRIDGE_A, BRIDGE_B, BUDGET, EXXON_A, EXXON_B, EXXON_C, HEARING_A, HEARING_B, LIBRARY, NOMINEE_HEARING } from "./cluster-fixtures";
import { decisionLog, generatedStream } from "@/test/cluster-decisions";
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
// - issue 26, fourth round: the split pass's pair score of two reports (not both full-text) naming
//   different latest stages of a legal saga (the plea, the sentence; `event-stage.ts`) × 0.3
//   (`splitStageFactor`). Only the newspal value changes: no story of the other streams has such a pair.
// - issue 26, fifth round: the split pass's pair score of two pieces (not both full-text) of different
//   genres (a photo gallery, an interview programme: `genre.ts`) × 0.5 (`splitGenreFactor`), and of two
//   reports sharing no key held by fewer than 8% of the headlines read (once 100 are read) × 0.85
//   (`splitBroadShare`, `splitBroadFactor`). The generated stream (few words, each in many headlines)
//   changes with the second, the newspal day with both; the fixtures (fewer than 100 headlines) and the
//   dev set (full texts) keep theirs (docs/decisions.md, "Issue 26: fifth round").
// - issue 26, fifth round: time in the split pass: two reports (not both full-text) further apart than
//   the join's free day lose 2 of their pair score per further day, down to 0.55 of it
//   (`splitTimeDecay`, `splitMinTimeFactor`). Only the newspal value changes.
// - issue 26, sixth round: the split pass's event anchors read a two-word name written in two forms
//   ("North Korean" in one headline, "North Korea" in the other) as one name (`splitNameForms`): the
//   BBC's propaganda piece leaves the remains story. Only the newspal value changes.
// - issue 26, eighth round: the split pass's pair score of two pieces (not both full-text) one of which
//   announces a third party's reaction (a crowd on social media, a late-night host: `headlineReaction`
//   in `genre.ts`) × 0.5 (`splitReactionFactor`): Colbert's jokes and "Leftists take to Twitter" leave
//   the story of Melania Trump's jacket, each alone. Only the newspal value changes.
// - issue 26, eighth round: the split pass's time rule has its own free gap of 0.7 day
//   (`splitFreeGapDays`; the join keeps 1) and reads a time of exactly midnight UTC as a date without a
//   time of day (the least gap the two dates allow): Friday's OPEC meeting leaves Saturday's deal. The
//   generated stream and the dev set (full texts) keep theirs; only the newspal value changes.
// - issue 26, the split and merge passes no longer undo each other: the merge pass does not make a
//   merge the split pass would cut back into the same two stories (`splitWouldUndo`), so an article
//   the split pass took out is no longer fused back and cut out again under a new id every batch. The
//   final grouping after each batch is the one the two passes made before; the log loses those merges
//   and re-splits (newspal: 47 splits and 37 merges → 14 and 4 with three idle batches at the end).
//   Only the newspal value changes: no merge of the other streams was one the split pass undid.
// - issue 26, eighth round: in a story of three or more, a member with a full text (40 terms or more)
//   whose fit to the rest of its story is below 0.22 leaves (`splitFitFloor`; rule "fit"). Only the
//   dev-set value changes: the fixtures' and generated stream's stories hold no such member, and the
//   newspal day's bodies are feed descriptions (docs/decisions.md, "Issue 26: full texts joined on
//   background (eighth round)").
// - issue 26, the fit floor's loose text leaves even when it is the story's first report (before, the
//   loose first report kept the story and the reports that fit left it, under a "why split" that named
//   the threshold). Only the dev-set value changes (dates hidden: P 0.8607 → 0.8626, R 0.8631 → 0.8644;
//   dated unchanged).
// - issue 26, tenth round: two full texts whose headlines each name a specific name (held by fewer than
//   3% of the headlines read, not a month) that the other report never writes in any form score 0.5 of
//   their split-pass pair score (`splitConflictShare`, `splitConflictFactor`; rule "conflict"). Only the
//   dev-set value changes: the fixtures and the generated stream have fewer than 100 headlines or no such
//   pair of texts, and the newspal day's bodies are feed descriptions in stories of other outlets
//   (docs/decisions.md, "Issue 26: tenth round, held-out precision (helper)").
// - issue 26, eleventh round: a celebrity's side piece (its headline opens with a name its lead
//   introduces as an entertainer: `celebrityKeys` in `genre.ts`) against a piece that never writes the
//   name counts as a third party's reaction (× `splitReactionFactor`): Gisele Bündchen cheering leaves
//   Brazil's win. Only the newspal value changes.
const EXPECTED = {
  fixtures: "05d905201d0fb9e1",
  generated: "e9c5108dbda0dd00",
  devSet: "7d9700c78e29463a",
  newspal: "9892c319c574b1a9",
};

function digest(log: string[]): string {
  return createHash("sha256").update(log.join("\n")).digest("hex").slice(0, 16);
}

/** A clusterer as the engine makes one, its stories numbered s0, s1, … */
function clusterer(): StoryClusterer {
  let next = 0;
  return new StoryClusterer({ newStoryId: () => `s${next++}` });
}

const FIXTURES: ClusterInput[] = [...BACKGROUND, NOMINEE_HEARING, EXXON_A, HEARING_A, ARRESTS_A, EXXON_B, ARRESTS_B, EXXON_C, HEARING_B, BUDGET, BRIDGE_A, BRIDGE_B, LIBRARY];

const devSetPresent = existsSync(DEV_SET);
const newspalPresent = existsSync(NEWSPAL_DIR);
if (!newspalPresent) console.warn(`decision-digest: the newspal part is skipped, ${NEWSPAL_DIR} is absent`);
if (!devSetPresent) console.warn(`decision-digest: the dev-set part is skipped, ${DEV_SET} is absent (the fixtures and generated parts still run)`);

describe("the clusterer's decision digest", () => {
  it("makes the committed decisions on the hand-written fixtures", () => {
    const log = decisionLog(clusterer(), FIXTURES, 5);
    expect(log.some((line) => line.startsWith("join"))).toBe(true);
    expect(digest(log)).toBe(EXPECTED.fixtures);
  });

  it("makes the committed decisions on a seeded generated stream (joins, new stories, moves and merges)", () => {
    const log = decisionLog(clusterer(), generatedStream(26, 1500), 100);
    for (const kind of ["join", "new", "move", "merge"]) expect(log.some((line) => line.startsWith(kind))).toBe(true);
    expect(digest(log)).toBe(EXPECTED.generated);
  }, SLOW_MS);

  it.skipIf(!devSetPresent)("makes the committed decisions on the dev set, with full texts and dates", async () => {
    const articles = await loadLabelledArticles(DEV_SET, { withBody: true, ignoreDates: false });
    const log = decisionLog(
      clusterer(),
      articles.map((a) => a.input),
      100,
    );
    expect(log.length).toBeGreaterThan(3081);
    expect(digest(log)).toBe(EXPECTED.devSet);
  }, SLOW_MS);

  it.skipIf(!newspalPresent)("makes the committed decisions on the newspal 2018 day (headline-only feeds, splits included)", () => {
    const log = decisionLog(clusterer(), loadNewspalDay(), 100);
    expect(log.some((line) => line.startsWith("split"))).toBe(true);
    expect(digest(log)).toBe(EXPECTED.newspal);
  });
});
