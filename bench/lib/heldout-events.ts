import fs from "node:fs";
import path from "node:path";
import type { ClusterInput, ClustererOptions } from "@/lib/news/cluster/story-clusterer";
import { BaselineClusterer } from "./baseline-clusterer";
import { bcubed, type BCubed } from "./bcubed";
import { labelKey } from "./label-key";
import { multiOutletStories, runClusterer } from "./run-clusterer";

// Scoring the held-out window (bench/lib/heldout-window.ts) against hand-made event labels
// (test/fixtures/heldout-events-<window>.json: URL keys and event ids only, no dataset text).

export interface HeldoutLabels {
  /** URL key → event id ("solo": told by that article alone). */
  events: Record<string, string>;
  /**
   * Close calls: event id → the event it is a close call to (a reaction, a preview, the next day's step).
   * Strict figures keep them apart; lenient figures read them as that event.
   */
  closeTo?: Record<string, string>;
  /** Event id → the event it belongs to under docs/event-labelling.md (the written rule), where that differs. */
  byRule?: Record<string, string>;
}

/**
 * How the labels are read: "strict" keeps close calls apart, "lenient" joins them to their event, "rule"
 * groups as docs/event-labelling.md does (analysis, opinion and a principal's same-cycle reply join the
 * happening; previews, later steps and third parties' comments stay apart).
 */
export type Reading = "strict" | "lenient" | "rule";

export const READINGS: readonly Reading[] = ["strict", "lenient", "rule"];

export function heldoutLabelsFile(first: string, last: string): string {
  return path.resolve(import.meta.dirname, `../../test/fixtures/heldout-events-${first}_${last}.json`);
}

export function readHeldoutLabels(file: string): HeldoutLabels {
  return JSON.parse(fs.readFileSync(file, "utf8")) as HeldoutLabels;
}

/** An article's event in a reading; undefined when unlabelled. */
export function eventOf(labels: HeldoutLabels, url: string, reading: Reading): string | undefined {
  const key = labelKey(url);
  const event = labels.events[key];
  if (event === undefined) return undefined;
  if (event === "solo") return `solo:${key}`;
  if (reading === "lenient") return labels.closeTo?.[event] ?? event;
  if (reading === "rule") return labels.byRule?.[event] ?? event;
  return event;
}

export type Configuration = "engine" | "engine-no-split" | "baseline" | "engine-title-lead" | "engine-title-lead-no-split";

export const CONFIGURATIONS: Record<Configuration, string> = {
  engine: "the StoryClusterer, default settings, full texts",
  "engine-no-split": "the StoryClusterer without the split pass (splitThreshold 0), full texts",
  baseline: "the plain TF-IDF baseline (title and lead)",
  "engine-title-lead": "the StoryClusterer, default settings, title and lead only (as feeds carry)",
  "engine-title-lead-no-split": "the StoryClusterer without the split pass, title and lead only",
};

/** Article id (URL) → story id of one configuration over the window. */
export function groupWindow(articles: ClusterInput[], configuration: Configuration, options: Partial<ClustererOptions> = {}): Map<string, string> {
  if (configuration === "baseline") {
    const baseline = new BaselineClusterer();
    return new Map(articles.map((a) => [a.id, baseline.add(a)]));
  }
  const inputs = configuration.startsWith("engine-title-lead") ? articles.map((a) => ({ ...a, body: undefined })) : articles;
  const settings = configuration.endsWith("no-split") ? { ...options, splitThreshold: 0 } : options;
  return runClusterer(inputs.map((input) => ({ input, goldCluster: "" })), settings).assignments;
}

/** A reading's figures: multi-outlet stories holding more than one event, and B-cubed. */
export interface ReadingScore {
  mixed: ClusterInput[][];
  /**
   * B-cubed averaged over the labelled articles (an unlabelled article in one of their stories counts as
   * an event of its own); recall there is over the labelled articles only, most of them events of one.
   */
  bcubed: BCubed;
  /** B-cubed precision averaged over the whole window (the unlabelled articles, alone in every run, score 1). */
  windowPrecision: number;
}

export interface HeldoutScore {
  multiOutlet: number;
  strict: ReadingScore;
  lenient: ReadingScore;
  rule: ReadingScore;
  labelled: number;
  /** Articles of multi-outlet stories without a label (should be none). */
  unlabelled: string[];
}

export function scoreWindow(articles: ClusterInput[], assignments: Map<string, string>, labels: HeldoutLabels): HeldoutScore {
  const multi = multiOutletStories(articles, assignments);
  const unlabelled = multi.flat().filter((a) => eventOf(labels, a.id, "strict") === undefined).map((a) => a.id);
  const read = (reading: Reading): ReadingScore => {
    const labelled = new Map(articles.flatMap((a) => (eventOf(labels, a.id, reading) === undefined ? [] : [[a.id, eventOf(labels, a.id, reading)!] as const])));
    const everyone = new Map(articles.map((a) => [a.id, eventOf(labels, a.id, reading) ?? `unlabelled:${a.id}`]));
    return {
      mixed: multi.filter((members) => new Set(members.map((m) => everyone.get(m.id))).size > 1),
      bcubed: bcubed(assignments, labelled),
      windowPrecision: bcubed(assignments, everyone).precision,
    };
  };
  return {
    multiOutlet: multi.length,
    strict: read("strict"),
    lenient: read("lenient"),
    rule: read("rule"),
    labelled: articles.filter((a) => eventOf(labels, a.id, "strict") !== undefined).length,
    unlabelled,
  };
}
