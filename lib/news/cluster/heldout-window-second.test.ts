import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { eventOf, groupWindow, heldoutLabelsFile, multiOutletStories, readHeldoutLabels, scoreWindow, type HeldoutScore } from "@/bench/lib/heldout-events";
import { HELDOUT_ARTICLES, HELDOUT_FIRST_WINDOW, heldoutPresent, loadHeldoutWindow, type HeldoutWindow } from "@/bench/lib/heldout-window";
import { labelKey } from "@/bench/lib/label-key";

// Issue 26, after the eighth round: a second held-out stretch, clean of any tuning. The first stretch
// (heldout-window.test.ts) was seen while the eighth round's settings were explored, so the same rule picks
// the next window: the shortest run of consecutive days holding 300 held-out articles that shares no day
// with 2020-06-08..22, i.e. the 316 articles of 2020-06-29..07-14 (bench/lib/heldout-window.ts, `exclude`).
// They are read at run time from ../shared (skipped without it) and streamed through the StoryClusterer
// with their dates hidden. The articles any of five runs grouped (main's engine and the engine before the
// seventh and eighth rounds, full texts and titles+leads, and the plain baseline) were labelled blind by
// docs/event-labelling.md (test/fixtures/heldout-events-2020-06-29_2020-07-14.json: strict = the written
// rule; closeTo = the close calls it keeps apart, joined in the lenient reading). Ceilings and floors are
// what main's engine measured (docs/decisions.md, "a second held-out stretch").
const present = heldoutPresent();
if (!present) console.warn(`heldout-window-second: skipped, ${HELDOUT_ARTICLES} or the dev set is absent`);

describe.skipIf(!present)("a second held-out busy stretch (2020-06-29..07-14), labelled blind by the written rule", () => {
  let window: HeldoutWindow;
  let score: HeldoutScore;
  let labels: ReturnType<typeof readHeldoutLabels>;
  let assignments: Map<string, string>;
  let grouped: ReturnType<typeof multiOutletStories>;

  beforeAll(async () => {
    window = await loadHeldoutWindow({ exclude: [HELDOUT_FIRST_WINDOW] });
    labels = readHeldoutLabels(heldoutLabelsFile(window.first, window.last));
    assignments = groupWindow(window.articles, "engine");
    grouped = multiOutletStories(window.articles, assignments);
    score = scoreWindow(window.articles, assignments, labels);
  }, 60_000);

  it("picks the next window by the same rule, after the first and not overlapping it, the one the labels were made for", () => {
    expect([window.first, window.last, window.articles.length]).toEqual(["2020-06-29", "2020-07-14", 316]);
    expect(window.first > HELDOUT_FIRST_WINDOW.last).toBe(true);
    expect(fs.existsSync(heldoutLabelsFile(window.first, window.last))).toBe(true);
    expect(window.inDevSet).toBeGreaterThan(0);
  });

  it("has a label for every article the engine puts in a story of two or more outlets", () => {
    expect(grouped.flat().filter((a) => eventOf(labels, a.id, "strict") === undefined).map((a) => `${a.source}: ${a.title}`)).toEqual([]);
  });

  it("groups no worse than measured: mixed multi-outlet stories at most the ceiling, B-cubed precision at least the floor", () => {
    const f = (x: number) => x.toFixed(4);
    console.log(
      `heldout_2020-06-29_07-14 multi_outlet=${score.multiOutlet} mixed_rule=${score.strict.mixed.length} mixed_lenient=${score.lenient.mixed.length} precision_rule=${f(score.strict.bcubed.precision)} precision_lenient=${f(score.lenient.bcubed.precision)} recall_rule=${f(score.strict.bcubed.recall)} window_precision_rule=${f(score.strict.windowPrecision)}`,
    );
    expect(score.strict.mixed.length).toBeLessThanOrEqual(MIXED_RULE_CEILING);
    expect(score.lenient.mixed.length).toBeLessThanOrEqual(MIXED_LENIENT_CEILING);
    expect(score.strict.bcubed.precision).toBeGreaterThanOrEqual(PRECISION_RULE_FLOOR);
    expect(score.lenient.bcubed.precision).toBeGreaterThanOrEqual(PRECISION_LENIENT_FLOOR);
    expect(score.strict.bcubed.recall).toBeGreaterThanOrEqual(RECALL_RULE_FLOOR);
  });

  it("keeps Townhall's report of ICE's foreign-students rule out of the story of the universities' suit and the rule's withdrawal (the only change the two rounds made here)", () => {
    const story = (key: string) => assignments.get(window.articles.find((a) => labelKey(a.id) === key)!.id);
    // The engine before the seventh round put these three in one story: three happenings (the rule on
    // 6 July, Harvard and MIT suing on 8 July, the rule withdrawn on 14 July). The member-fit floor for
    // full texts takes the report of the rule out; the suit and the withdrawal stay together (still mixed).
    expect(story("bc8c09dc")).not.toBe(story("f4e802b7"));
    expect(story("bc8c09dc")).not.toBe(story("1af7723d"));
  });

  // Issue 26's target, not reached here either (22 of 42 multi-outlet stories mixed even when close calls
  // join): when it passes, `it.fails` fails; make it a plain `it` then.
  it.fails("every story with two or more outlets holds one event (lenient)", () => {
    expect(score.lenient.mixed.map((story) => story.map((a) => `${a.source}: ${a.title}`))).toEqual([]);
  });
});

// Measured 2026-11-26 on main's engine (defaults, full texts, dates hidden): 42 multi-outlet stories, 33
// mixed by the rule (= strict here), 22 lenient; B-cubed over the 115 labelled articles: precision 0.6754
// by the rule, 0.7913 lenient, recall 0.9449 by the rule. The engine of 5a37f80 (before the seventh and
// eighth rounds): 42, 33 / 22, precision 0.6667 / 0.7913, recall 0.9449.
const MIXED_RULE_CEILING = 33;
const MIXED_LENIENT_CEILING = 22;
const PRECISION_RULE_FLOOR = 0.675;
const PRECISION_LENIENT_FLOOR = 0.79;
const RECALL_RULE_FLOOR = 0.94;
