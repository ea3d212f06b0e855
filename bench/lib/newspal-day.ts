import fs from "node:fs";
import path from "node:path";
import { feedArticles } from "@/lib/ingest/feed-articles";
import { parseFeed } from "@/lib/ingest/parse";
import type { ClusterInput, ClustererOptions } from "@/lib/news/cluster/story-clusterer";
import { bcubed, type BCubed } from "./bcubed";
import { multiOutletStories, runClusterer } from "./run-clusterer";
import { labelKey } from "./label-key";

/** The eleven real feeds captured on 2018-06-23 (datasets/feeds/misc_real_snapshots/newspal_2018). */
export const NEWSPAL_DIR = path.resolve(process.cwd(), "../shared/datasets/feeds/misc_real_snapshots/newspal_2018");

/** When the feeds were captured (the ingest's clock: items without a date get it). */
export const NEWSPAL_FETCHED_AT = new Date("2018-06-23T20:00:00Z");

/**
 * The day's articles as the engine reads them: each feed parsed and normalised by the ingest's own
 * code, credited to the feed's file (one outlet per file), keyed by their canonical URL (an article in
 * two feeds counts once), in time order. A file that is not a feed (the capture's zero-byte one) is
 * left out.
 */
export function loadNewspalDay(dir = NEWSPAL_DIR): ClusterInput[] {
  const byUrl = new Map<string, ClusterInput>();
  for (const file of fs.readdirSync(dir).filter((name) => name.endsWith(".xml")).sort()) {
    const parsed = parseFeed(new Uint8Array(fs.readFileSync(path.join(dir, file))));
    if (!parsed.ok) continue;
    const outlet = file.replace(/\.xml$/, "");
    const { articles } = feedArticles(parsed.feed, { feedUrl: `https://feeds.invalid/${file}`, fetchedAt: NEWSPAL_FETCHED_AT, domainIndex: new Map(), feedOutletId: outlet });
    for (const a of articles) {
      if (byUrl.has(a.url)) continue;
      byUrl.set(a.url, { id: a.url, title: a.title, lead: a.description, body: a.text || undefined, publishedAt: a.publishedAt.getTime(), source: outlet });
    }
  }
  return [...byUrl.values()].sort((a, b) => a.publishedAt - b.publishedAt || (a.id < b.id ? -1 : 1));
}

/**
 * The first hand-made event labels of that day (test/fixtures/event-labels-2018-06-23.json): URL → event
 * id, by an unwritten habit ("close calls kept apart").
 */
export const NEWSPAL_EVENTS = path.resolve(import.meta.dirname, "../../test/fixtures/event-labels-2018-06-23.json");

/**
 * The same day labelled by the written rule of docs/event-labelling.md (one happening plus every article
 * whose main subject it is: analysis, previews of one coming happening together, a principal's
 * same-cycle reply), blind to the engine (test/fixtures/event-labels-2018-06-23-by-rule.json).
 */
export const NEWSPAL_EVENTS_BY_RULE = path.resolve(import.meta.dirname, "../../test/fixtures/event-labels-2018-06-23-by-rule.json");

/** The labels: URL → event id (looked up by the URL's key), an article told alone ("solo") getting an event of its own. */
class NewspalLabels extends Map<string, string> {
  override get(url: string): string | undefined {
    return super.get(labelKey(url));
  }
  override has(url: string): boolean {
    return super.has(labelKey(url));
  }
}

export function newspalEvents(file = NEWSPAL_EVENTS): Map<string, string> {
  const { events } = JSON.parse(fs.readFileSync(file, "utf8")) as { events: Record<string, string> };
  return new NewspalLabels(Object.entries(events).map(([key, event]) => [key, event === "solo" ? `solo:${key}` : event]));
}

export interface NewspalScore extends BCubed {
  articles: number;
  /** Stories with two or more outlets, and those of them that hold more than one event. */
  multiSource: number;
  mixed: { events: string[]; titles: string[] }[];
}

/** The day streamed once through the StoryClusterer as the eval does: its articles and each one's story. */
export interface NewspalRun {
  day: ClusterInput[];
  assignments: Map<string, string>;
}

export function clusterNewspalDay(options: Partial<ClustererOptions> = {}, dir = NEWSPAL_DIR): NewspalRun {
  const day = loadNewspalDay(dir);
  // The clusterer never sees the labels; goldCluster is only carried for scorers that want it.
  const { assignments } = runClusterer(day.map((input) => ({ input, goldCluster: "" })), options);
  return { day, assignments };
}

/** One clustering of the day scored against one labels file (the strict one unless told). */
export function scoreNewspal({ day, assignments }: NewspalRun, labelsFile = NEWSPAL_EVENTS): NewspalScore {
  const events = newspalEvents(labelsFile);
  const unlabelled = day.filter((a) => !events.has(a.id)).map((a) => a.id);
  if (unlabelled.length > 0) throw new Error(`newspal labels (${path.basename(labelsFile)}) miss ${unlabelled.length} articles, e.g. ${unlabelled[0]}`);
  const multi = multiOutletStories(day, assignments);
  const mixed = multi
    .map((members) => ({ events: [...new Set(members.map((m) => events.get(m.id)!))], titles: members.map((m) => `${m.source}: ${m.title}`) }))
    .filter((story) => story.events.length > 1);
  return { ...bcubed(assignments, new Map(day.map((a) => [a.id, events.get(a.id)!]))), articles: day.length, multiSource: multi.length, mixed };
}
