// Reads the database: a client component that imports this fails the build (Next's server-only).
import "server-only";
import type { Database } from "@/lib/db";
import { changedStories, recentStories, type PersonalStoryRow } from "@/lib/queries/personal-feed";
import { latestNewsTime } from "@/lib/queries/story-reads";
import { queryRows } from "@/lib/db/rows";
import { sql } from "drizzle-orm";
import { FEED_CACHE_SECONDS } from "./cached-feeds";

// The personal pages' shared candidate lists (issue 28): For You's stories of the last fortnight of
// news and My News Bias's "what you're missing" pool (the week's most covered stories), read once and
// shared by every reader, each reader's page then picking from them in memory (lib/personal/for-you.ts,
// lib/personal/missing-stories.ts) instead of asking the database for their own. For You follows what
// the reader follows from any edition, so there is one list, not one per edition. The lists live in the
// web process (globalThis, like the microcache: the pages and the revalidation route are separate
// bundles).
//
// Second part of issue 28 (the embedded database's stall): PGlite runs its queries on the web process's
// own thread, one at a time, so reading the whole list (10,000 stories with their outlets: 2-3 s, 12 s
// on the loaded bench machine) stalled every request, and it was read again every 30 s. Now:
// - the whole list is read once, in slices of READ_SLICE stories, newest first, so other requests'
//   queries go in between;
// - after that it is only brought up to date: the stories the engine wrote since the list's latest write
//   (stories.updated_at, indexed) are read and put in place; older than FEED_CACHE_SECONDS, the list is
//   still served while one request updates it; after the engine's "stories" notice
//   (app/api/internal/revalidate) the next readers wait for the update, so they see the change;
// - "what you're missing" picks from the same list in memory instead of a second query.

/** How far back For You looks from the latest news: a fortnight, like the local feed. */
export const FOR_YOU_WINDOW_MS = 14 * 24 * 3_600_000;
/** For You's bound: the newest stories of the window (a dense fortnight has a few thousand). */
export const FOR_YOU_POOL_LIMIT = 10_000;
/** How many stories one query of the list reads. */
export const READ_SLICE = 100;
/** "What you're missing" looks at the last week of news before the latest story… */
export const MISSING_WINDOW_MS = 7 * 24 * 3_600_000;
/** … at its most covered stories. */
export const MISSING_POOL_LIMIT = 300;

export interface PersonalPools {
  /** The latest news time the windows are counted back from (null: no news yet). */
  at: Date | null;
  /** For You's candidates, newest first. */
  recent: PersonalStoryRow[];
  /** Stories with rated coverage, the most covered first. */
  covered: PersonalStoryRow[];
}

/** The fortnight's newest stories, FOR_YOU_POOL_LIMIT at most, `slice` (READ_SLICE) per query. */
export async function readRecent(db: Database, at: Date, slice = READ_SLICE): Promise<PersonalStoryRow[]> {
  const since = new Date(at.getTime() - FOR_YOU_WINDOW_MS);
  const recent: PersonalStoryRow[] = [];
  const seen = new Set<number>();
  let before: PersonalStoryRow | null = null;
  while (recent.length < FOR_YOU_POOL_LIMIT) {
    const rows = await recentStories(db, { since, at, limit: Math.min(slice, FOR_YOU_POOL_LIMIT - recent.length), before });
    // A story the engine moved between two slices may come twice: once is enough.
    for (const story of rows) if (!seen.has(story.id)) recent.push(story), seen.add(story.id);
    if (rows.length < slice) break;
    before = rows[rows.length - 1]!;
  }
  return recent;
}

/**
 * "What you're missing"'s pool from For You's list: the stories of the week before `at` with rated
 * coverage, the most covered first, then the newest. When the fortnight holds more than
 * FOR_YOU_POOL_LIMIT stories, that is among the newest FOR_YOU_POOL_LIMIT of them.
 */
export function coveredAmong(recent: readonly PersonalStoryRow[], at: Date): PersonalStoryRow[] {
  const since = at.getTime() - MISSING_WINDOW_MS;
  return recent
    .filter((story) => story.lastSeenAt.getTime() > since && story.coverage.left + story.coverage.center + story.coverage.right > 0)
    .sort((a, b) => b.sourceCount - a.sourceCount || b.lastSeenAt.getTime() - a.lastSeenAt.getTime() || b.id - a.id)
    .slice(0, MISSING_POOL_LIMIT);
}

/** The lists as read, with what their update needs. */
interface Read {
  pools: PersonalPools;
  /** The database's time when the read began: the update asks for the changes from a little before it. */
  watermark: number | null;
  /** Whether the fortnight held more stories than FOR_YOU_POOL_LIMIT (the list is its newest only). */
  full: boolean;
}

/** The update re-reads the changes of this long before the watermark: writes that committed after it. */
export const CHANGE_MARGIN_MS = 5 * 60_000;
/** An update that finds this many changed stories reads the whole list again instead. */
const UPDATE_LIMIT = 2_000;

/** The database's clock (the web process's may differ from the one stories.updated_at is written by). */
async function databaseTime(db: Database): Promise<number> {
  const [row] = await queryRows<{ now: string | Date }>(db, sql`select clock_timestamp() as now`);
  return new Date(row!.now).getTime();
}

async function readPools(db: Database, now: Date): Promise<Read> {
  const watermark = await databaseTime(db);
  const at = await latestNewsTime(db, now);
  if (!at) return { pools: { at, recent: [], covered: [] }, watermark, full: false };
  const recent = await readRecent(db, at);
  return { pools: { at, recent, covered: coveredAmong(recent, at) }, watermark, full: recent.length >= FOR_YOU_POOL_LIMIT };
}

/**
 * The lists brought up to date from `previous`: only the stories the engine wrote since a little before
 * the last write seen (an indexed read, usually a handful) are read and put in place of their old rows,
 * merged-away or emptied ones dropped, and the windows moved to the latest news. The whole list is read
 * again when there is none to update, when too much changed, or when a full list lost stories (the ones
 * behind its limit were never read).
 */
async function updatePools(db: Database, previous: Read | null, now: Date): Promise<Read> {
  if (!previous || previous.watermark === null || !previous.pools.at) return readPools(db, now);
  const watermark = await databaseTime(db);
  const changed = await changedStories(db, { from: new Date(previous.watermark - CHANGE_MARGIN_MS), limit: UPDATE_LIMIT + 1 });
  if (changed.length > UPDATE_LIMIT) return readPools(db, now);
  const at = await latestNewsTime(db, now);
  if (!at) return { pools: { at, recent: [], covered: [] }, watermark, full: false };
  const since = at.getTime() - FOR_YOU_WINDOW_MS;
  const byId = new Map(previous.pools.recent.map((story) => [story.id, story]));
  for (const story of changed) {
    if (story.sourceCount > 0) byId.set(story.id, story);
    else byId.delete(story.id);
  }
  const recent = [...byId.values()]
    .filter((story) => story.lastSeenAt.getTime() > since && story.lastSeenAt.getTime() <= at.getTime())
    .sort((a, b) => b.lastSeenAt.getTime() - a.lastSeenAt.getTime() || b.id - a.id)
    .slice(0, FOR_YOU_POOL_LIMIT);
  if (previous.full && recent.length < FOR_YOU_POOL_LIMIT) return readPools(db, now);
  return {
    pools: { at, recent, covered: coveredAmong(recent, at) },
    watermark,
    full: previous.full || recent.length >= FOR_YOU_POOL_LIMIT,
  };
}

interface Held {
  read: Promise<Read>;
  readAt: number;
  refreshing: boolean;
  /** The notices' count when it was read: a later notice makes the next reader wait for an update. */
  notices: number;
}

/** One entry per database (the web process has one; tests open several). */
const holder = globalThis as unknown as { __opengroundPersonalPools?: WeakMap<Database, Held>; __opengroundPersonalPoolNotices?: number };
const held = () => (holder.__opengroundPersonalPools ??= new WeakMap());
const notices = () => holder.__opengroundPersonalPoolNotices ?? 0;

/** The engine changed stories: the next reader gets the lists updated with the changes (and waits for it). */
export function forgetPersonalPools(): void {
  holder.__opengroundPersonalPoolNotices = notices() + 1;
}

function keep(db: Database, read: Promise<Read>, now: Date): Held {
  const entry: Held = { read, readAt: now.getTime(), refreshing: false, notices: notices() };
  held().set(db, entry);
  // A failed read is not kept: the next reader tries again.
  entry.read.catch(() => {
    if (held().get(db) === entry) held().delete(db);
  });
  return entry;
}

export function personalPools(db: Database, now: Date): Promise<PersonalPools> {
  const entry = held().get(db);
  if (!entry) return keep(db, readPools(db, now), now).read.then((read) => read.pools);
  // After the engine's notice every reader waits for the same update (one at a time, from the last read).
  if (entry.notices !== notices()) return keep(db, entry.read.then((read) => updatePools(db, read, now), () => readPools(db, now)), now).read.then((read) => read.pools);
  if (now.getTime() - entry.readAt >= FEED_CACHE_SECONDS * 1000 && !entry.refreshing) {
    // Older than the page cache's time: still served while one request brings it up to date.
    entry.refreshing = true;
    const fresh = entry.read.then((read) => updatePools(db, read, now));
    fresh.then(
      () => {
        if (held().get(db) === entry) held().set(db, { read: fresh, readAt: now.getTime(), refreshing: false, notices: entry.notices });
      },
      () => {
        entry.refreshing = false;
      },
    );
  }
  return entry.read.then((read) => read.pools);
}
