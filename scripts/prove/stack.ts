// The parts `npm run prove` runs on one machine (docs/reliability.md): a PostgreSQL database made for the
// run, feed files written from the articles dataset and served by the replay server (lib/ingest/replay),
// web processes (`npm start`), `npm run worker` processes, each a child whose output goes to a log file.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { ARTICLES_FILE } from "@/bench/cluster-throughput";
import { rssDocument, type Row } from "@/bench/ingest-throughput";
import { readJsonl } from "@/bench/lib/read-lines";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { queryRows } from "@/lib/db/rows";
import { feeds } from "@/lib/db/schema";
import { syncRegistry } from "@/lib/engine/sync-registry";
import { feedArticles } from "@/lib/ingest/feed-articles";
import { parseFeed } from "@/lib/ingest/parse";
import { startReplayServer, type ReplayRequestLog, type ReplayServer } from "@/lib/ingest/replay/replay-server";
import { outletDomainIndex } from "@/lib/queries/outlets";
import { startWebProcess } from "../lib/web-process";
import { createScratchDatabase } from "../lib/scratch-database";

export const ROOT = path.resolve(import.meta.dirname, "..", "..");

/** A child process of the proof with its output in `logFile`. */
export interface Child {
  name: string;
  process: ChildProcess;
  logFile: string;
  /** Resolves when the process has exited (at once if it already has). */
  exited(): Promise<void>;
}

/** Children still running, and what else to undo, for an interrupted proof (`interrupted`). */
const live = new Set<ChildProcess>();
const undo = new Set<() => void>();

/** Runs `step` if the proof is interrupted (Ctrl-C) before `cancel` is called. */
export function onInterrupt(step: () => void): () => void {
  undo.add(step);
  return () => undo.delete(step);
}

/** Ctrl-C: kills every child still running and runs the undo steps (a private PostgreSQL's stop). */
export function interrupted(): void {
  for (const child of live) child.kill("SIGKILL");
  for (const step of undo) step();
}

export function childOf(name: string, process: ChildProcess, logFile: string): Child {
  live.add(process);
  const done = new Promise<void>((resolve) => process.once("exit", () => resolve()));
  process.once("exit", () => live.delete(process));
  return { name, process, logFile, exited: () => (process.exitCode !== null || process.signalCode !== null ? Promise.resolve() : done) };
}

/** Stops a child: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopChild(child: Child, graceMs = 10_000): Promise<void> {
  if (child.process.exitCode !== null || child.process.signalCode !== null) return;
  child.process.kill("SIGTERM");
  const timer = setTimeout(() => child.process.kill("SIGKILL"), graceMs);
  await child.exited();
  clearTimeout(timer);
}

/** kill -9, and waits for the exit. */
export async function killHard(child: Child): Promise<void> {
  child.process.kill("SIGKILL");
  await child.exited();
}


export interface FeedFile {
  file: string;
  outletId: string;
  host: string;
  /** Where the replay server serves it. */
  url: string;
  /** Its items, oldest first, each with its date; `publishFeeds` writes a share of them. */
  items: { row: Row; date: Date }[];
  published: number;
}

export interface FeedSet {
  dir: string;
  files: FeedFile[];
  replay: ReplayServer;
  /** Every request the replay server answered, in order. */
  requests: ReplayRequestLog[];
}

/** Writes each feed file with the oldest `share` (0-1) of its items, newest last; never fewer than before. */
export function publishFeeds(set: FeedSet, share: number): void {
  for (const feed of set.files) {
    const count = Math.max(feed.published, Math.ceil(feed.items.length * share));
    if (count === feed.published && fs.existsSync(path.join(set.dir, feed.file))) continue;
    const items = feed.items.slice(0, count);
    fs.writeFileSync(path.join(set.dir, feed.file), rssDocument(feed.host, items.map((item) => item.row), (_row, index) => items[index]!.date));
    feed.published = count;
  }
}

/**
 * Publishes one new item about story `storyId` (the title and lead of its article with the longest title,
 * with `marker` added)
 * in the feed of another outlet than that article's, and answers that feed's file name.
 */
export async function publishItem(handle: DatabaseHandle, set: FeedSet, storyId: number, marker: string): Promise<string> {
  const [lead] = await queryRows<{ title: string; description: string; outletId: string }>(
    handle.db,
    sql`select a.title, a.description, a.outlet_id as "outletId" from story_articles sa join articles a on a.id = sa.article_id
        where sa.story_id = ${storyId} order by length(a.title) desc limit 1`,
  );
  if (!lead) throw new Error(`story ${storyId} has no article`);
  const feed = set.files.find((candidate) => candidate.outletId !== lead.outletId) ?? set.files[0]!;
  const row: Row = { ID: marker, title: `${lead.title} ${marker}`, url: `https://${feed.host}/${marker}`, content_original: lead.description };
  feed.items.splice(feed.published, 0, { row, date: new Date(Date.now() - 30_000) });
  feed.published += 1;
  const items = feed.items.slice(0, feed.published);
  fs.writeFileSync(path.join(set.dir, feed.file), rssDocument(feed.host, items.map((item) => item.row), (_row, index) => items[index]!.date));
  return feed.file;
}

/**
 * Picks `count` feeds of `perFeed` items each from the articles dataset, one per outlet of the registry
 * that the dataset has articles of (each item links to its own outlet's site), every title and link used
 * once, dated over the last `hours` hours; serves the folder; registers them as the database's only
 * enabled feeds; and publishes `share` of their items. Null when the dataset is absent.
 */
async function writeAndServeFeeds(
  handle: DatabaseHandle,
  dir: string,
  options: { count: number; perFeed: number; hours: number; share: number },
): Promise<FeedSet | null> {
  if (!fs.existsSync(ARTICLES_FILE)) return null;
  const domains = await outletDomainIndex(handle.db);
  const byOutlet = new Map<string, { host: string; rows: Row[] }>();
  const seenUrls = new Set<string>();
  const seenTitles = new Set<string>();
  for await (const row of readJsonl<Row>(ARTICLES_FILE)) {
    if (!row.title || !row.url || !row.source_url) continue;
    const host = row.source_url.toLowerCase().replace(/^https?:\/\//, "").replace(/^www\./, "").replace(/\/.*$/, "");
    const outletId = domains.get(host);
    const title = row.title.trim().toLowerCase();
    if (!outletId || seenUrls.has(row.url) || seenTitles.has(title)) continue;
    const entry = byOutlet.get(outletId) ?? { host, rows: [] };
    if (entry.rows.length >= options.perFeed) continue;
    seenUrls.add(row.url);
    seenTitles.add(title);
    entry.rows.push(row);
    byOutlet.set(outletId, entry);
  }
  const chosen = [...byOutlet.entries()].sort((a, b) => b[1].rows.length - a[1].rows.length).slice(0, options.count);
  fs.mkdirSync(dir, { recursive: true });
  const now = Date.now();
  const spacing = (options.hours * 3600_000) / options.perFeed;
  const requests: ReplayRequestLog[] = [];
  const replay = await startReplayServer({ dir, onRequest: (entry) => requests.push(entry) });
  await handle.db.update(feeds).set({ enabled: false });
  const files: FeedFile[] = [];
  for (const [outletId, { host, rows }] of chosen) {
    const file = `${outletId}.xml`;
    const url = `${replay.url}/${file}`;
    await handle.db.insert(feeds).values({ outletId, url });
    files.push({ file, outletId, host, url, items: rows.map((row, index) => ({ row, date: new Date(now - 60_000 - (rows.length - index) * spacing) })), published: 0 });
  }
  const set = { dir, files, replay, requests };
  publishFeeds(set, options.share);
  return set;
}

/** The article URLs the engine must store from the feed files as they are on disk now (its own parser). */
export async function expectedArticleUrls(handle: DatabaseHandle, set: FeedSet): Promise<Set<string>> {
  const domainIndex = await outletDomainIndex(handle.db);
  const urls = new Set<string>();
  for (const feed of set.files) {
    const parsed = parseFeed(fs.readFileSync(path.join(set.dir, feed.file)), { contentType: "application/rss+xml", url: feed.url });
    if (!parsed.ok) throw new Error(`${feed.file} does not parse: ${parsed.error.message}`);
    const { articles } = feedArticles(parsed.feed, { feedUrl: feed.url, fetchedAt: new Date(), domainIndex, feedOutletId: feed.outletId });
    for (const article of articles) urls.add(article.url);
  }
  return urls;
}

export interface StoredCounts {
  articles: number;
  distinctUrls: number;
  /** story_articles rows: each clustered article once. */
  memberships: number;
  articlesInTwoStories: number;
  unclustered: number;
  /** Expected URLs the database lacks, and stored URLs no feed has. */
  missing: number;
  extra: number;
}

/** The database's articles against the feeds: nothing lost, nothing twice. */
export async function storedCounts(handle: DatabaseHandle, expected: Set<string>): Promise<StoredCounts> {
  const [row] = await queryRows<Omit<StoredCounts, "missing" | "extra">>(
    handle.db,
    sql`select count(*)::int as articles, count(distinct url)::int as "distinctUrls",
               (select count(*)::int from story_articles) as memberships,
               (select count(*)::int from (select article_id from story_articles group by article_id having count(*) > 1) twice) as "articlesInTwoStories",
               (count(*) filter (where clustered_at is null))::int as unclustered
        from articles`,
  );
  const stored = new Set((await queryRows<{ url: string }>(handle.db, sql`select url from articles`)).map((article) => article.url));
  return {
    ...row!,
    missing: [...expected].filter((url) => !stored.has(url)).length,
    extra: [...stored].filter((url) => !expected.has(url)).length,
  };
}

/** Opens the run's database, migrates it and loads the outlet registry (what the processes would do). */
async function prepareDatabase(databaseUrl: string): Promise<DatabaseHandle> {
  const handle = await openDatabase({ kind: "postgres", url: databaseUrl, poolSize: 4 });
  await migrateDatabase(handle);
  await syncRegistry(handle.db);
  return handle;
}

function logStream(logDir: string, name: string): { file: string; fd: number } {
  const file = path.join(logDir, `${name}.log`);
  return { file, fd: fs.openSync(file, "a") };
}

/**
 * `npm start`'s server on `port` (built once before; see buildIfNeeded), behind nginx: TRUSTED_PROXY_HOPS=1.
 * One process (no tsx launcher in between), so kill -9 reaches the server.
 */
export async function startWeb(logDir: string, name: string, port: number, databaseUrl: string, env: Record<string, string> = {}): Promise<Child> {
  const log = logStream(logDir, name);
  const child = await startWebProcess({
    port,
    databaseUrl,
    env: { TRUSTED_PROXY_HOPS: "1", MAIL_EMBEDDED: "0", ...env },
    stdio: ["ignore", log.fd, log.fd],
    entry: "server",
  });
  return childOf(name, child, log.file);
}

/**
 * `npm run worker` (in one process, as startWeb), allowed to fetch from loopback (the replay server),
 * feeds due every 30 s.
 */
export function startWorker(logDir: string, name: string, databaseUrl: string, env: Record<string, string> = {}): Child {
  const log = logStream(logDir, name);
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "scripts", "worker.ts")], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      FEEDS_ALLOW_PRIVATE: "1",
      INGEST_INTERVAL_SECONDS: "30",
      LOG_LEVEL: "info",
      OUTBOX_DIR: path.join(logDir, "outbox"),
      ...env,
    },
    stdio: ["ignore", log.fd, log.fd],
  });
  return childOf(name, child, log.file);
}

/**
 * Sends a GET to `url` every `intervalMs` without waiting for the ones before (a request stuck in a busy
 * process's queue does not hold back the next), and answers the milliseconds until the first 200 was
 * sent, or null after `timeoutMs`.
 */
export function firstOk(url: string, timeoutMs: number, intervalMs = 250): Promise<number | null> {
  const started = Date.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = (ms: number | null) => {
      if (done) return;
      done = true;
      clearInterval(timer);
      clearTimeout(deadline);
      resolve(ms);
    };
    const probe = () => {
      const sent = Date.now();
      fetch(url, { signal: AbortSignal.timeout(timeoutMs) }).then(
        (response) => response.ok && finish(sent - started),
        () => undefined,
      );
    };
    const timer = setInterval(probe, intervalMs);
    const deadline = setTimeout(() => finish(null), timeoutMs);
    probe();
  });
}

/** Waits until `check` answers true, polling every `intervalMs`; the milliseconds it took, or null. */
export async function timeUntil(check: () => Promise<boolean>, timeoutMs: number, intervalMs = 250): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check().catch(() => false)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return null;
}

/** One proof's database, feeds and log folder; `close` stops the replay server and drops the database. */
export interface ProveRun {
  dir: string;
  logDir: string;
  databaseUrl: string;
  handle: DatabaseHandle;
  feedSet: FeedSet;
  close(options?: { keep?: boolean }): Promise<void>;
}

/** Makes a run on the PostgreSQL server of `adminUrl`; null (and says why) when the dataset is absent. */
export async function openRun(label: string, adminUrl: string, feedOptions: { count: number; perFeed: number; hours: number; share: number }): Promise<ProveRun | null> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `og-prove-${label}-`));
  const logDir = path.join(dir, "logs");
  fs.mkdirSync(logDir);
  const database = await createScratchDatabase(adminUrl, `og_prove_${label}`);
  const handle = await prepareDatabase(database.url);
  const feedSet = await writeAndServeFeeds(handle, path.join(dir, "feeds"), feedOptions);
  const close = async ({ keep = false } = {}) => {
    await feedSet?.replay.close();
    await handle.close();
    if (keep) return void console.log(`kept: database ${database.url}, logs and feeds in ${dir}`);
    await database.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  };
  if (!feedSet) {
    console.log(`skipped: ${ARTICLES_FILE} is absent (the feeds are written from it)`);
    await close();
    return null;
  }
  console.log(`run folder ${dir} (logs in ${logDir}); database ${database.url}; ${feedSet.files.length} feeds at ${feedSet.replay.url}`);
  return { dir, logDir, databaseUrl: database.url, handle, feedSet, close };
}
