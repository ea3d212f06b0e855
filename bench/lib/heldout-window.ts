import fs from "node:fs";
import path from "node:path";
import type { ClusterInput } from "@/lib/news/cluster/story-clusterer";
import { articleTime, leadOf } from "./article-date";
import { readJsonl } from "./read-lines";

// Issue 26, seventh round: a held-out busy stretch. The split pass's rules were tuned on the newspal day,
// the dev set and Kagi's day; this picks real news none of them saw from the 37,554 full-text articles of
// datasets/articles (read at run time from ../shared, never copied) and hands it to the clusterer as the
// dates-hidden evaluation does: everything at once, time gives no help.

export const HELDOUT_ARTICLES = path.resolve(process.cwd(), "../shared/datasets/articles/baly_allsides_articles.jsonl.gz");
export const HELDOUT_DEV_SET = path.resolve(process.cwd(), "../shared/datasets/clusters/neus_allsides_gold_dev.jsonl");

/** Articles the window must hold at least. */
export const HELDOUT_MIN_ARTICLES = 300;

/** A row of baly_allsides_articles.jsonl.gz (the fields used here). */
interface ArticleRow {
  date?: string;
  url?: string;
  source?: string;
  title?: string;
  content_original?: string;
}

const DAY_MS = 24 * 3600_000;

export interface HeldoutWindow {
  /** First and last day (YYYY-MM-DD, UTC), both included. */
  first: string;
  last: string;
  days: number;
  /** What was left out of the whole file before the window was chosen. */
  undated: number;
  inDevSet: number;
  repeatedUrl: number;
  /** The window's articles in stream order (date, then file position), dates hidden (`publishedAt` 0) unless asked for. */
  articles: ClusterInput[];
}

export interface HeldoutOptions {
  file?: string;
  devSet?: string;
  minArticles?: number;
  /** Pass the full text as `body` (default, as the dev-set evaluation does), or only headline and lead. */
  withBody?: boolean;
  /** Hide every date (default: everything arrives at once, as on a busy day); false: each article dated by its day. */
  ignoreDates?: boolean;
  /**
   * Spans of days (YYYY-MM-DD, both included) the window must not overlap: the same rule picks the next
   * window. `exclude: [HELDOUT_FIRST_WINDOW]` gives the second held-out stretch (issue 26, after the eighth
   * round), labelled apart from the first because the first had been seen while rules were tuned;
   * `exclude: [HELDOUT_FIRST_WINDOW, HELDOUT_SECOND_WINDOW]` the third (HELDOUT_STRETCHES).
   */
  exclude?: readonly DaySpan[];
}

/** A span of days, both ends included (YYYY-MM-DD, UTC). */
export interface DaySpan {
  first: string;
  last: string;
}

/** The same articles with their dates hidden (`publishedAt` 0, as `ignoreDates` loads them): a window loaded dated serves both runs. */
export function withDatesHidden(articles: readonly ClusterInput[]): ClusterInput[] {
  return articles.map((article) => ({ ...article, publishedAt: 0 }));
}

/** The first held-out stretch (seventh round), picked by the rule below with nothing excluded. */
export const HELDOUT_FIRST_WINDOW: DaySpan = { first: "2020-06-08", last: "2020-06-22" };

/** The second held-out stretch (after the eighth round): the rule's pick with the first excluded. */
export const HELDOUT_SECOND_WINDOW: DaySpan = { first: "2020-06-29", last: "2020-07-14" };

/**
 * What each held-out stretch excludes, in order: the first excludes nothing, the second the first, the
 * third (issue 26, labelled blind while another round was tuned on the second) the first two. Stretch n
 * is `loadHeldoutWindow({ exclude: HELDOUT_STRETCHES[n - 1] })`.
 */
export const HELDOUT_STRETCHES: readonly (readonly DaySpan[])[] = [[], [HELDOUT_FIRST_WINDOW], [HELDOUT_FIRST_WINDOW, HELDOUT_SECOND_WINDOW]];

/** A held-out row: its day and its position in the file. */
interface Kept {
  day: number;
  position: number;
}

/**
 * The densest stretch of consecutive days: the SHORTEST run of days holding at least `minArticles`
 * held-out articles; among runs of that length, the one holding the most, then the earliest. Held out:
 * dated by the row's own `date` field (an article without one is left out, not dated by its URL), its URL
 * not in the dev set, a URL repeated in the file kept once (its first row). Deterministic for a file.
 * With `exclude` (day numbers since the epoch, both ends included), a run that shares a day with an
 * excluded span is no candidate: the same rule then picks the next window, e.g. the shortest run not
 * overlapping the first one. With nothing excluded the choice is the first window's, unchanged.
 */
export function densestWindow(days: Map<number, number>, minArticles: number, exclude: readonly { first: number; last: number }[] = []): { first: number; last: number; count: number } | null {
  const sorted = [...days.keys()].sort((a, b) => a - b);
  let best: { first: number; last: number; count: number } | null = null;
  for (let i = 0; i < sorted.length; i++) {
    let count = 0;
    for (let j = i; j < sorted.length && count < minArticles; j++) {
      // The run from sorted[i] to sorted[j] covers every calendar day between them (days without articles
      // too), so it overlaps a span when their ranges meet; it only grows with j, so stop there.
      if (exclude.some((span) => sorted[i]! <= span.last && sorted[j]! >= span.first)) break;
      count += days.get(sorted[j]!)!;
      if (count < minArticles) continue;
      const candidate = { first: sorted[i]!, last: sorted[j]!, count };
      const span = candidate.last - candidate.first;
      const bestSpan = best ? best.last - best.first : Infinity;
      if (span < bestSpan || (span === bestSpan && count > best!.count)) best = candidate;
    }
  }
  return best;
}

async function devUrls(file: string): Promise<Set<string>> {
  const urls = new Set<string>();
  for await (const row of readJsonl<{ url?: string }>(file)) if (row.url) urls.add(row.url);
  return urls;
}

function dayOf(date: string | undefined): number {
  const time = articleTime(date);
  return Number.isFinite(time) ? Math.floor(time / DAY_MS) : Number.NaN;
}

const isoDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** A YYYY-MM-DD day as days since the epoch (UTC). */
function dayNumber(iso: string): number {
  const time = Date.parse(`${iso}T00:00:00Z`);
  if (!Number.isFinite(time)) throw new Error(`not a day: ${iso}`);
  return Math.floor(time / DAY_MS);
}

/**
 * The held-out window as clusterer input: title, lead (the first ~300 characters of the text, as the
 * evaluation makes it), the full text as body, the outlet's name as source (as the evaluation does), the
 * URL as id, every date hidden. Two passes over the file: one counts days, one keeps the window's rows.
 */
export async function loadHeldoutWindow(options: HeldoutOptions = {}): Promise<HeldoutWindow> {
  const file = options.file ?? HELDOUT_ARTICLES;
  const dev = await devUrls(options.devSet ?? HELDOUT_DEV_SET);
  const minArticles = options.minArticles ?? HELDOUT_MIN_ARTICLES;
  const seen = new Set<string>();
  const perDay = new Map<number, number>();
  const kept: Kept[] = [];
  let undated = 0;
  let inDevSet = 0;
  let repeatedUrl = 0;
  let position = 0;
  for await (const row of readJsonl<ArticleRow>(file)) {
    const at = position++;
    const day = dayOf(row.date);
    if (!row.url || !Number.isFinite(day)) {
      undated++;
      continue;
    }
    if (dev.has(row.url)) {
      inDevSet++;
      continue;
    }
    if (seen.has(row.url)) {
      repeatedUrl++;
      continue;
    }
    seen.add(row.url);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
    kept.push({ day, position: at });
  }
  const window = densestWindow(perDay, minArticles, (options.exclude ?? []).map((span) => ({ first: dayNumber(span.first), last: dayNumber(span.last) })));
  if (!window) throw new Error(`no run of days in ${file} holds ${minArticles} held-out articles`);
  const wanted = new Set(kept.filter((k) => k.day >= window.first && k.day <= window.last).map((k) => k.position));
  const rows: { day: number; position: number; input: ClusterInput }[] = [];
  position = 0;
  for await (const row of readJsonl<ArticleRow>(file)) {
    const at = position++;
    if (!wanted.has(at)) continue;
    const body = row.content_original ?? "";
    const title = row.title ?? "";
    rows.push({
      day: dayOf(row.date),
      position: at,
      input: { id: row.url!, title, lead: leadOf(body, title), body: options.withBody === false ? undefined : body, publishedAt: options.ignoreDates === false ? dayOf(row.date) * DAY_MS : 0, source: row.source ?? "" },
    });
  }
  rows.sort((a, b) => a.day - b.day || a.position - b.position);
  return { first: isoDay(window.first), last: isoDay(window.last), days: window.last - window.first + 1, undated, inDevSet, repeatedUrl, articles: rows.map((r) => r.input) };
}

/** Whether the shared files the window needs are present (tests and scripts skip without them). */
export function heldoutPresent(file = HELDOUT_ARTICLES, devSet = HELDOUT_DEV_SET): boolean {
  return fs.existsSync(file) && fs.existsSync(devSet);
}
