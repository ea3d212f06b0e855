import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { clusterNewspalDay, loadNewspalDay, NEWSPAL_DIR, NEWSPAL_EVENTS_BY_RULE, newspalEvents, scoreNewspal } from "@/bench/lib/newspal-day";

// Issue 26: one story, one event, on a real dense day. The eleven feeds captured on 2018-06-23 are read
// by the ingest's own parser and normaliser at run time (skipped without ../shared) and streamed through
// the StoryClusterer; test/fixtures/event-labels-2018-06-23.json labels that day's articles by event, by
// hand (URLs and event ids only; close calls, such as a reaction or the next step of a saga, kept apart).
const present = fs.existsSync(NEWSPAL_DIR);
if (!present) console.warn(`newspal-day: skipped, ${NEWSPAL_DIR} is absent`);
// The day is clustered once and scored against both label sets.
const run = present ? clusterNewspalDay() : null;

describe.skipIf(!present)("the newspal 2018 day, labelled by event", () => {
  const score = run ? scoreNewspal(run) : null;

  it("labels every article the ingest reads from the day's feeds", () => {
    const day = loadNewspalDay();
    const events = newspalEvents();
    // 322 labelled; the ingest no longer stores CNN's four paid promotions (issue 25), so 318 are read.
    expect(day.length).toBe(318);
    expect(day.filter((a) => !events.has(a.id))).toEqual([]);
    // 26 events told by two or more articles.
    expect(new Set([...events.values()].filter((e) => !e.startsWith("solo:"))).size).toBe(26);
  });

  it("groups the day precisely and keeps almost every event together (B-cubed against the labels)", () => {
    const { precision, recall, f1, multiSource, mixed } = score!;
    console.log(`newspal_2018 bcubed_precision=${precision.toFixed(4)} bcubed_recall=${recall.toFixed(4)} bcubed_f1=${f1.toFixed(4)} multi_source_stories=${multiSource} mixed=${mixed.length}`);
    expect(precision).toBeGreaterThanOrEqual(PRECISION_FLOOR);
    expect(recall).toBeGreaterThanOrEqual(0.95);
    // The stories with two or more outlets that still hold more than one event: a ceiling, lowered as
    // the grouping improves (see the strict check below and docs/decisions.md, issue 26).
    expect(mixed.length).toBeLessThanOrEqual(MIXED_CEILING);
  });

  // Not reached under these first labels, made by an unwritten habit ("close calls kept apart"): the four
  // stories left are one event each by the written rule (docs/event-labelling.md), whose labels below
  // reach it. When it passes, `it.fails` fails; make it a plain `it` then.
  it.fails("every story with two or more outlets holds one event", () => {
    expect(score!.mixed.map((story) => story.titles)).toEqual([]);
  });
});

const PRECISION_FLOOR = 0.9;
// 5 until the eleventh round, whose celebrity side piece took Gisele Bündchen out of Brazil's win.
const MIXED_CEILING = 4;

// The same day labelled by the written rule of docs/event-labelling.md, blind to the engine
// (test/fixtures/event-labels-2018-06-23-by-rule.json): one happening plus every article whose main
// subject it is (analysis and opinion of it, a principal's same-cycle reply, previews of one coming
// happening together); third parties' comments, side pieces and the next step of a saga apart.
describe.skipIf(!present)("the newspal 2018 day, labelled by the written rule", () => {
  const score = run ? scoreNewspal(run, NEWSPAL_EVENTS_BY_RULE) : null;

  it("labels every article the ingest reads, with the rule's 32 multi-article events (24 of them multi-outlet)", () => {
    const day = loadNewspalDay();
    const events = newspalEvents(NEWSPAL_EVENTS_BY_RULE);
    expect(day.length).toBe(318);
    expect(day.filter((a) => !events.has(a.id))).toEqual([]);
    const outlets = new Map<string, Set<string>>();
    for (const a of day) {
      const event = events.get(a.id)!;
      if (!event.startsWith("solo:")) outlets.set(event, (outlets.get(event) ?? new Set()).add(a.source));
    }
    expect(outlets.size).toBe(32);
    expect([...outlets.values()].filter((sources) => sources.size >= 2).length).toBe(24);
    // 32 events hold 76 articles; the other 242 are each an event of their own.
    expect(day.filter((a) => events.get(a.id)!.startsWith("solo:")).length).toBe(242);
  });

  it("groups the day precisely and keeps its events together (B-cubed against the rule's labels)", () => {
    const { precision, recall, f1, multiSource, mixed } = score!;
    console.log(`newspal_2018_by_rule bcubed_precision=${precision.toFixed(4)} bcubed_recall=${recall.toFixed(4)} bcubed_f1=${f1.toFixed(4)} multi_source_stories=${multiSource} mixed=${mixed.length}`);
    for (const story of mixed) console.log(`  mixed (${story.events.join(" + ")}):\n    ${story.titles.join("\n    ")}`);
    expect(precision).toBeGreaterThanOrEqual(RULE_PRECISION_FLOOR);
    expect(recall).toBeGreaterThanOrEqual(RULE_RECALL_FLOOR);
    // A ceiling at the count measured when the rule's labels were wired in, lowered as the grouping improves.
    expect(mixed.length).toBeLessThanOrEqual(RULE_MIXED_CEILING);
  });

  // Issue 26's target, reached in the eleventh round: the last mixed story, Brazil's win with Gisele
  // Bündchen cheering in the stands (a celebrity's side piece, the rule's test 4), now splits.
  it("every story with two or more outlets holds one event of the rule", () => {
    expect(score!.mixed.map((story) => story.titles)).toEqual([]);
  });
});

// Measured when wired in: precision 0.9797, recall 0.9738, 3 mixed of 20 multi-outlet stories; with the
// eighth round's reaction rule precision 0.9885, recall 0.9738, 2 mixed; with its free gap of 0.7 day
// precision 0.9927, recall 0.9738, 1 mixed; with the eleventh round's celebrity side piece precision
// 0.9969, recall 0.9738, none mixed.
const RULE_PRECISION_FLOOR = 0.99;
const RULE_RECALL_FLOOR = 0.97;
const RULE_MIXED_CEILING = 0;
