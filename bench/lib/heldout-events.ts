import fs from "node:fs";
import path from "node:path";
import type { ClusterInput, ClustererOptions } from "@/lib/news/cluster/story-clusterer";
import { BaselineClusterer } from "./baseline-clusterer";
import { bcubed, type BCubed } from "./bcubed";
import { urlKey } from "./heldout-window";
import { runClusterer } from "./run-clusterer";

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
}

export function heldoutLabelsFile(first: string, last: string): string {
  return path.resolve(import.meta.dirname, `../../test/fixtures/heldout-events-${first}_${last}.json`);
}

export function readHeldoutLabels(file: string): HeldoutLabels {
  return JSON.parse(fs.readFileSync(file, "utf8")) as HeldoutLabels;
}

/** An article's event, strict or lenient; undefined when unlabelled. */
export function eventOf(labels: HeldoutLabels, url: string, lenient: boolean): string | undefined {
  const key = urlKey(url);
  const event = labels.events[key];
  if (event === undefined) return undefined;
  if (event === "solo") return `solo:${key}`;
  return lenient ? (labels.closeTo?.[event] ?? event) : event;
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

/** The stories of two or more outlets, each as its members in stream order. */
export function multiOutletStories(articles: ClusterInput[], assignments: Map<string, string>): ClusterInput[][] {
  const stories = new Map<string, ClusterInput[]>();
  for (const a of articles) {
    const story = assignments.get(a.id)!;
    stories.set(story, [...(stories.get(story) ?? []), a]);
  }
  return [...stories.values()].filter((members) => new Set(members.map((m) => m.source)).size >= 2);
}

export interface HeldoutScore {
  multiOutlet: number;
  /** Multi-outlet stories holding more than one event, strict and lenient. */
  mixedStrict: ClusterInput[][];
  mixedLenient: ClusterInput[][];
  /**
   * B-cubed averaged over the labelled articles (an unlabelled article in one of their stories counts as
   * an event of its own); recall there is over the labelled articles only, most of them events of one.
   */
  strict: BCubed;
  lenient: BCubed;
  /** B-cubed precision averaged over the whole window (the unlabelled articles, alone in every run, score 1). */
  windowPrecisionStrict: number;
  windowPrecisionLenient: number;
  labelled: number;
  /** Articles of multi-outlet stories without a label (should be none). */
  unlabelled: string[];
}

export function scoreWindow(articles: ClusterInput[], assignments: Map<string, string>, labels: HeldoutLabels): HeldoutScore {
  const multi = multiOutletStories(articles, assignments);
  const unlabelled = multi.flat().filter((a) => eventOf(labels, a.id, false) === undefined).map((a) => a.id);
  const labelled = (lenient: boolean) => new Map(articles.flatMap((a) => (eventOf(labels, a.id, lenient) === undefined ? [] : [[a.id, eventOf(labels, a.id, lenient)!] as const])));
  const everyone = (lenient: boolean) => new Map(articles.map((a) => [a.id, eventOf(labels, a.id, lenient) ?? `unlabelled:${a.id}`]));
  const mixed = (events: Map<string, string>) => multi.filter((members) => new Set(members.map((m) => events.get(m.id))).size > 1);
  return {
    multiOutlet: multi.length,
    mixedStrict: mixed(everyone(false)),
    mixedLenient: mixed(everyone(true)),
    strict: bcubed(assignments, labelled(false)),
    lenient: bcubed(assignments, labelled(true)),
    windowPrecisionStrict: bcubed(assignments, everyone(false)).precision,
    windowPrecisionLenient: bcubed(assignments, everyone(true)).precision,
    labelled: labelled(false).size,
    unlabelled,
  };
}
