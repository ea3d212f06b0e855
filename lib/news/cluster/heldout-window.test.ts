import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { eventOf, groupWindow, heldoutLabelsFile, READINGS, readHeldoutLabels, scoreWindow, type HeldoutScore, type Reading } from "@/bench/lib/heldout-events";
import { HELDOUT_ARTICLES, HELDOUT_FIRST_WINDOW, HELDOUT_SECOND_WINDOW, HELDOUT_STRETCHES, heldoutPresent, loadHeldoutWindow, withDatesHidden, type DaySpan, type HeldoutWindow } from "@/bench/lib/heldout-window";
import { labelKey } from "@/bench/lib/label-key";
import type { ClusterInput } from "@/lib/news/cluster/story-clusterer";
import { multiOutletStories } from "@/bench/lib/run-clusterer";

// Issue 26: the grouping on busy stretches its rules were never tuned on. From the articles of
// datasets/articles not in the dev set (bench/lib/heldout-window.ts), read at run time from ../shared
// (skipped without it) and streamed through the StoryClusterer with their dates hidden, everything at once:
// - the first stretch (seventh round): the shortest run of days holding 300 articles, 2020-06-08..22. The
//   articles any configuration grouped were labelled by event by hand (close calls such as reactions,
//   previews and next steps marked for the lenient reading; docs/event-labelling.md's grouping, applied
//   after the labels were made, as the third reading). The eighth round's settings were explored with its
//   figures in view, so it is no longer a clean test;
// - the second stretch (after the eighth round): the same rule's next window, sharing no day with the
//   first, 2020-06-29..07-14, labelled blind by docs/event-labelling.md (strict = the written rule; closeTo
//   = the close calls it keeps apart, joined in the lenient reading), before any run was looked at;
// - the third stretch (while another round was tuned on the second): the rule's next window, sharing no day
//   with the first two, 2020-03-31..04-15, labelled blind by the written rule in the same way, from a dump of
//   what any configuration grouped with dates hidden or dated (sorted by outlet, no run shown). It is the
//   untouched check for that round; its figures were read only after the labels were committed.
// Ceilings and floors are what was measured (docs/decisions.md, issue 26, "a held-out busy stretch", "a
// second held-out stretch" and "a third held-out stretch"): they hold the grouping where it is, and are
// tightened as it improves. With each article dated by its day (`dated`), as readers get news: the six
// articles the first two stretches' dated runs grouped without a label were labelled after the eleventh
// round (each solo by the rule; not blind), which moved the dates-hidden precision of those stretches
// (0.6721 → 0.6763 and 0.6754 → 0.6863 by the rule: more labelled articles alone, no engine change).
// Dated, main after the eleventh round: 36 multi-outlet stories, 22 mixed by the rule, precision 0.8440,
// recall 0.9193; 26, 18, 0.8459, 0.9132; 40, 27, 0.8024, 0.8683. With the tenth round's conflicting
// anchors merged: 32, 19, 0.8632, 0.9177 (a DACA pair split); unchanged; 39, 26, 0.8091, 0.8683 (the third
// stretch, the untouched check: one mixed story fewer; dates hidden unchanged there).
const present = heldoutPresent();
if (!present) console.warn(`heldout-window: skipped, ${HELDOUT_ARTICLES} or the dev set is absent`);

interface Stretch {
  name: string;
  exclude: DaySpan[];
  picked: [first: string, last: string, articles: number];
  /** Most mixed multi-outlet stories, and least B-cubed precision over the labelled articles, per reading. */
  mixedCeiling: Record<Reading, number>;
  precisionFloor: Record<Reading, number>;
  recallFloor: number;
  /** The same with each article dated by its day, as readers get news: the rule's reading (strict for the first stretch's rule map too). */
  dated: { mixedCeiling: number; precisionFloor: number; recallFloor: number };
}

const STRETCHES: Stretch[] = [
  // Seventh round: 53 multi-outlet stories, 48 / 32 / 42 mixed (strict / lenient / rule), precision
  // 0.5909 / 0.7424 / 0.6504, recall 0.9535 strict. Eighth round (member-fit floor for full texts):
  // 53, 47 / 32 / 41, precision 0.6126 / 0.7554 / 0.6721, recall 0.9535. Tenth round (conflicting
  // anchors of two full texts): 51, 45 / 30 / 39, precision 0.6255 / 0.7684 / 0.6851, recall 0.9535.
  {
    name: "the first held-out stretch (2020-06-08..22), labelled by hand",
    exclude: [],
    picked: ["2020-06-08", "2020-06-22", 301],
    mixedCeiling: { strict: 45, lenient: 30, rule: 39 },
    precisionFloor: { strict: 0.625, lenient: 0.765, rule: 0.685 },
    recallFloor: 0.95,
    dated: { mixedCeiling: 19, precisionFloor: 0.863, recallFloor: 0.917 },
  },
  // After the eighth round: 42 multi-outlet stories, 33 mixed by the rule (= strict), 22 lenient;
  // precision 0.6754 / 0.7913, recall 0.9449. The engine of 5a37f80 (before the seventh and eighth
  // rounds): 42, 33 / 22, precision 0.6667 / 0.7913, recall 0.9449. Tenth round (conflicting anchors,
  // tuned on the first stretch, checked here): 41, 32 / 21, precision 0.6841 / 0.8000, recall 0.9449.
  {
    name: "the second held-out stretch (2020-06-29..07-14), labelled blind by the written rule",
    exclude: [HELDOUT_FIRST_WINDOW],
    picked: ["2020-06-29", "2020-07-14", 316],
    mixedCeiling: { strict: 32, lenient: 21, rule: 32 },
    precisionFloor: { strict: 0.68, lenient: 0.795, rule: 0.68 },
    recallFloor: 0.94,
    dated: { mixedCeiling: 18, precisionFloor: 0.845, recallFloor: 0.913 },
  },
  // The engine of main (d2ceafc), dates hidden: 57 multi-outlet stories, 43 mixed by the rule (= strict),
  // 34 lenient; precision 0.6777 / 0.7506, recall 0.8610 / 0.7615. The plain baseline: 17, 11 / 8, precision
  // 0.8486 / 0.8969, recall 0.8701. Dated by day: engine 40, 27 / 18, 0.8024 / 0.8764; baseline
  // 11, 5 / 2, 0.9149 / 0.9631. With the tenth round's conflicting anchors (tuned on the first stretch, never
// run here before this merge): dates hidden unchanged.
  {
    name: "the third held-out stretch (2020-03-31..04-15), labelled blind by the written rule",
    exclude: [HELDOUT_FIRST_WINDOW, HELDOUT_SECOND_WINDOW],
    picked: ["2020-03-31", "2020-04-15", 311],
    mixedCeiling: { strict: 43, lenient: 34, rule: 43 },
    precisionFloor: { strict: 0.677, lenient: 0.75, rule: 0.677 },
    recallFloor: 0.86,
    dated: { mixedCeiling: 26, precisionFloor: 0.809, recallFloor: 0.868 },
  },
];

describe("the held-out stretches", () => {
  it("each excludes exactly the stretches picked before it, as bench/run.ts and bench/heldout-window.ts --stretch pick them", () => {
    for (const [i, stretch] of STRETCHES.entries()) {
      expect(stretch.exclude).toEqual(STRETCHES.slice(0, i).map((before) => ({ first: before.picked[0], last: before.picked[1] })));
      expect(HELDOUT_STRETCHES[i]).toEqual(stretch.exclude);
    }
    expect(HELDOUT_STRETCHES).toHaveLength(STRETCHES.length);
  });
});

for (const stretch of STRETCHES) {
  describe.skipIf(!present)(stretch.name, () => {
    let window: HeldoutWindow;
    let score: HeldoutScore;
    let labels: ReturnType<typeof readHeldoutLabels>;
    let assignments: Map<string, string>;
    let dated: ClusterInput[];
    let datedAssignments: Map<string, string>;
    let datedScore: HeldoutScore;

    beforeAll(async () => {
      // Loaded once, each article dated by its day; dates hidden is the same articles at time 0.
      const loaded = await loadHeldoutWindow({ exclude: stretch.exclude, ignoreDates: false });
      dated = loaded.articles;
      window = { ...loaded, articles: withDatesHidden(dated) };
      labels = readHeldoutLabels(heldoutLabelsFile(window.first, window.last));
      assignments = groupWindow(window.articles, "engine");
      score = scoreWindow(window.articles, assignments, labels);
      datedAssignments = groupWindow(dated, "engine");
      datedScore = scoreWindow(dated, datedAssignments, labels);
    }, 120_000);

    it("picks the window the labels were made for (each later stretch shares no day with those before it)", () => {
      expect([window.first, window.last, window.articles.length]).toEqual(stretch.picked);
      for (const excluded of stretch.exclude) expect(window.first > excluded.last || window.last < excluded.first).toBe(true);
      expect(fs.existsSync(heldoutLabelsFile(window.first, window.last))).toBe(true);
      // The dev set's articles are left out, so the stretch is held out.
      expect(window.inDevSet).toBeGreaterThan(0);
    });

    it("has a label for every article the engine puts in a story of two or more outlets", () => {
      const grouped = multiOutletStories(window.articles, assignments).flat();
      expect(grouped.filter((a) => eventOf(labels, a.id, "strict") === undefined).map((a) => `${a.source}: ${a.title}`)).toEqual([]);
    });

    it("groups no worse than measured: mixed multi-outlet stories at most the ceiling, B-cubed precision at least the floor", () => {
      const figures = READINGS.map((r) => `mixed_${r}=${score[r].mixed.length} precision_${r}=${score[r].bcubed.precision.toFixed(4)}`).join(" ");
      console.log(`heldout_${window.first}_${window.last} multi_outlet=${score.multiOutlet} ${figures} recall_strict=${score.strict.bcubed.recall.toFixed(4)}`);
      for (const reading of READINGS) {
        expect(score[reading].mixed.length, reading).toBeLessThanOrEqual(stretch.mixedCeiling[reading]);
        expect(score[reading].bcubed.precision, reading).toBeGreaterThanOrEqual(stretch.precisionFloor[reading]);
      }
      // Still one story for the reports of one happening (B-cubed recall over the labelled articles).
      expect(score.strict.bcubed.recall).toBeGreaterThanOrEqual(stretch.recallFloor);
    });

    it("dated by day, as readers get news: every grouped article labelled, mixed stories at most the ceiling, precision at least the floor", () => {
      expect(datedScore.unlabelled).toEqual([]);
      const { mixed, bcubed } = datedScore.rule;
      console.log(`heldout_${window.first}_${window.last}_dated multi_outlet=${datedScore.multiOutlet} mixed_rule=${mixed.length} precision_rule=${bcubed.precision.toFixed(4)} recall_rule=${bcubed.recall.toFixed(4)}`);
      expect(mixed.length).toBeLessThanOrEqual(stretch.dated.mixedCeiling);
      expect(bcubed.precision).toBeGreaterThanOrEqual(stretch.dated.precisionFloor);
      expect(bcubed.recall).toBeGreaterThanOrEqual(stretch.dated.recallFloor);
    });

    // The newspal day's aim (issue 26) held to on news no round was tuned on, far from reached here (most
    // multi-outlet stories mix events even when close calls join; the plain baseline mixes fewer, making
    // far fewer): when it passes, `it.fails` fails; make it a plain `it` then.
    it.fails("every story with two or more outlets holds one event (lenient)", () => {
      expect(score.lenient.mixed.map((story) => story.map((a) => `${a.source}: ${a.title}`))).toEqual([]);
    });

    if (stretch.exclude.length === 0) {
      it("keeps apart full texts whose headlines each name their own place or person, which the other never writes (issue 26, tenth round)", () => {
        const story = (key: string) => assignments.get(window.articles.find((a) => labelKey(a.id) === key)!.id);
        // Before the tenth round each pair was one story: AP's Charlotte block-party shooting and the
        // Guardian's second shooting in Seattle's protest zone; The Hill on Schumer's choice and National
        // Review on Durbin's apology to Tim Scott. Different happenings by every reading of the labels.
        expect(story("fe1a425e")).not.toBe(story("e9c3f010"));
        expect(story("8a9c16fb")).not.toBe(story("eb06128a"));
      });
    }

    if (stretch.picked[0] === HELDOUT_SECOND_WINDOW.first) {
      it("keeps Townhall's report of ICE's foreign-students rule out of the story of the universities' suit and the rule's withdrawal (the only change the two rounds made here)", () => {
        const story = (key: string) => assignments.get(window.articles.find((a) => labelKey(a.id) === key)!.id);
        // The engine before the seventh round put these three in one story: three happenings (the rule on
        // 6 July, Harvard and MIT suing on 8 July, the rule withdrawn on 14 July). The member-fit floor for
        // full texts takes the report of the rule out; the suit and the withdrawal stay together (still mixed).
        expect(story("bc8c09dc")).not.toBe(story("f4e802b7"));
        expect(story("bc8c09dc")).not.toBe(story("1af7723d"));
      });
    }
  });
}
