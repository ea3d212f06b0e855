import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { eventOf, groupWindow, heldoutLabelsFile, multiOutletStories, readHeldoutLabels, scoreWindow, type HeldoutScore } from "@/bench/lib/heldout-events";
import { HELDOUT_ARTICLES, heldoutPresent, loadHeldoutWindow, type HeldoutWindow } from "@/bench/lib/heldout-window";

// Issue 26, seventh round: the grouping on a busy stretch its rules were never tuned on. The 301 articles
// of datasets/articles dated 2020-06-08..22 (the shortest run of days holding 300 articles not in the dev
// set; bench/lib/heldout-window.ts) are read at run time from ../shared (skipped without it) and streamed
// through the StoryClusterer with their dates hidden, everything at once. The articles any configuration
// grouped were labelled by event by hand (test/fixtures/heldout-events-2020-06-08_2020-06-22.json: URL keys
// and event ids; close calls such as reactions, previews and next steps marked for the lenient figures, and
// the grouping docs/event-labelling.md gives, applied after the labels were made, as a third reading).
// Ceilings and floors are what was measured (docs/decisions.md, issue 26, seventh round): they hold the
// grouping where it is, and are tightened as it improves.
const present = heldoutPresent();
if (!present) console.warn(`heldout-window: skipped, ${HELDOUT_ARTICLES} or the dev set is absent`);

describe.skipIf(!present)("a held-out busy stretch (2020-06-08..22), labelled by event", () => {
  let window: HeldoutWindow;
  let score: HeldoutScore;
  let labels: ReturnType<typeof readHeldoutLabels>;
  let grouped: ReturnType<typeof multiOutletStories>;

  beforeAll(async () => {
    window = await loadHeldoutWindow();
    labels = readHeldoutLabels(heldoutLabelsFile(window.first, window.last));
    const assignments = groupWindow(window.articles, "engine");
    grouped = multiOutletStories(window.articles, assignments);
    score = scoreWindow(window.articles, assignments, labels);
  }, 60_000);

  it("picks the same window the labels were made for", () => {
    expect([window.first, window.last, window.articles.length]).toEqual(["2020-06-08", "2020-06-22", 301]);
    expect(fs.existsSync(heldoutLabelsFile(window.first, window.last))).toBe(true);
    // The dev set's articles are left out, so the stretch is held out.
    expect(window.inDevSet).toBeGreaterThan(0);
  });

  it("has a label for every article the engine puts in a story of two or more outlets", () => {
    expect(grouped.flat().filter((a) => eventOf(labels, a.id, "strict") === undefined).map((a) => `${a.source}: ${a.title}`)).toEqual([]);
  });

  it("groups no worse than measured: mixed multi-outlet stories at most the ceiling, B-cubed precision at least the floor", () => {
    const f = (x: number) => x.toFixed(4);
    console.log(
      `heldout_2020-06-08_22 multi_outlet=${score.multiOutlet} mixed_strict=${score.strict.mixed.length} mixed_lenient=${score.lenient.mixed.length} mixed_rule=${score.rule.mixed.length} precision_strict=${f(score.strict.bcubed.precision)} precision_lenient=${f(score.lenient.bcubed.precision)} precision_rule=${f(score.rule.bcubed.precision)} recall_strict=${f(score.strict.bcubed.recall)}`,
    );
    expect(score.strict.mixed.length).toBeLessThanOrEqual(MIXED_STRICT_CEILING);
    expect(score.lenient.mixed.length).toBeLessThanOrEqual(MIXED_LENIENT_CEILING);
    expect(score.rule.mixed.length).toBeLessThanOrEqual(MIXED_RULE_CEILING);
    expect(score.strict.bcubed.precision).toBeGreaterThanOrEqual(PRECISION_STRICT_FLOOR);
    expect(score.lenient.bcubed.precision).toBeGreaterThanOrEqual(PRECISION_LENIENT_FLOOR);
    expect(score.rule.bcubed.precision).toBeGreaterThanOrEqual(PRECISION_RULE_FLOOR);
    // Still one story for the reports of one happening (B-cubed recall over the labelled articles).
    expect(score.strict.bcubed.recall).toBeGreaterThanOrEqual(RECALL_STRICT_FLOOR);
  });

  // Issue 26's target on this stretch, far from reached (48 of 53 strict, 32 of 53 lenient): when it
  // passes, `it.fails` fails; make it a plain `it` then.
  it.fails("every story with two or more outlets holds one event (lenient)", () => {
    expect(score.lenient.mixed.map((story) => story.map((a) => `${a.source}: ${a.title}`))).toEqual([]);
  });
});

// Measured 2026-11-26 on the engine's defaults, full texts, dates hidden: 53 multi-outlet stories, 48
// mixed strict, 32 lenient, 42 by the written rule; B-cubed over the 154 labelled articles: precision
// 0.5909 strict, 0.7424 lenient, 0.6504 by the rule, recall 0.9535 strict. Eighth round (a full text
// fitting the rest of its story below 0.22 leaves it, `splitFitFloor`): 53, 47 / 32 / 41, precision
// 0.6126 / 0.7554 / 0.6721, recall 0.9535.
const MIXED_STRICT_CEILING = 47;
const MIXED_LENIENT_CEILING = 32;
const MIXED_RULE_CEILING = 41;
const PRECISION_STRICT_FLOOR = 0.61;
const PRECISION_LENIENT_FLOOR = 0.75;
const PRECISION_RULE_FLOOR = 0.67;
const RECALL_STRICT_FLOOR = 0.95;
