import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { evaluateNewspal, loadNewspalDay, NEWSPAL_DIR, newspalEvents } from "@/bench/lib/newspal-day";

// Issue 26: one story, one event, on a real dense day. The eleven feeds captured on 2018-06-23 are read
// by the ingest's own parser and normaliser at run time (skipped without ../shared) and streamed through
// the StoryClusterer; test/fixtures/event-labels-2018-06-23.json labels that day's articles by event, by
// hand (URLs and event ids only; close calls, such as a reaction or the next step of a saga, kept apart).
const present = fs.existsSync(NEWSPAL_DIR);
if (!present) console.warn(`newspal-day: skipped, ${NEWSPAL_DIR} is absent`);

describe.skipIf(!present)("the newspal 2018 day, labelled by event", () => {
  const score = present ? evaluateNewspal() : null;

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

  // Issue 26's target, not reached yet: when it passes, `it.fails` fails; make it a plain `it` then.
  it.fails("every story with two or more outlets holds one event", () => {
    expect(score!.mixed.map((story) => story.titles)).toEqual([]);
  });
});

const PRECISION_FLOOR = 0.9;
const MIXED_CEILING = 6;
