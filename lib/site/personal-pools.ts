// Reads the database: a client component that imports this fails the build (Next's server-only).
import "server-only";
import type { Database } from "@/lib/db";
import { recentStories, type PersonalStoryRow } from "@/lib/queries/personal-feed";
import { latestNewsTime } from "@/lib/queries/story-reads";
import { FEED_CACHE_SECONDS } from "./cached-feeds";

// The personal pages' shared candidate lists (issue 28): For You's stories of the last fortnight of
// news and My News Bias's "what you're missing" pool (the week's most covered stories), read once and
// shared by every reader, each reader's page then picking from them in memory (lib/personal/for-you.ts,
// lib/personal/missing-stories.ts) instead of asking the database for their own. For You follows what
// the reader follows from any edition, so there is one list, not one per edition. The lists live in the
// web process (globalThis, like the microcache: the pages and the revalidation route are separate
// bundles). The engine's "stories" notice empties them (app/api/internal/revalidate, the notice that
// empties the page cache): the next reader waits for fresh lists. Older than FEED_CACHE_SECONDS, they
// are still served while one request reads them again, so no reader waits on a timer.
//
// The list is read in slices of READ_SLICE stories, newest first (issue 28, second part): on the
// embedded database every query of every request waits for the one connection, and the whole list in one
// query held it for seconds (3 s for 10,000 stories with their outlets on the loaded bench machine, each
// 30 s, everything else stalled meanwhile); between slices the readers' own queries go in. "What you're
// missing" picks from the same list in memory instead of a second query.

/** How far back For You looks from the latest news: a fortnight, like the local feed. */
export const FOR_YOU_WINDOW_MS = 14 * 24 * 3_600_000;
/** For You's bound: the newest stories of the window (a dense fortnight has a few thousand). */
export const FOR_YOU_POOL_LIMIT = 10_000;
/** How many stories one query of the list reads. */
export const READ_SLICE = 500;
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

interface Held {
  pools: Promise<PersonalPools>;
  readAt: number;
  refreshing: boolean;
}

/** One entry per database (the web process has one; tests open several). */
const holder = globalThis as unknown as { __opengroundPersonalPools?: WeakMap<Database, Held> };
const held = () => (holder.__opengroundPersonalPools ??= new WeakMap());

/** Empties the lists (the engine changed stories). */
export function forgetPersonalPools(): void {
  holder.__opengroundPersonalPools = new WeakMap();
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

async function readPools(db: Database, now: Date): Promise<PersonalPools> {
  const at = await latestNewsTime(db, now);
  if (!at) return { at, recent: [], covered: [] };
  const recent = await readRecent(db, at);
  return { at, recent, covered: coveredAmong(recent, at) };
}

function keep(db: Database, now: Date): Held {
  const entry: Held = { pools: readPools(db, now), readAt: now.getTime(), refreshing: false };
  held().set(db, entry);
  // A failed read is not kept: the next reader tries again.
  entry.pools.catch(() => {
    if (held().get(db) === entry) held().delete(db);
  });
  return entry;
}

export function personalPools(db: Database, now: Date): Promise<PersonalPools> {
  const entry = held().get(db);
  if (!entry) return keep(db, now).pools;
  if (now.getTime() - entry.readAt >= FEED_CACHE_SECONDS * 1000 && !entry.refreshing) {
    entry.refreshing = true;
    const fresh = readPools(db, now);
    fresh.then(
      () => {
        if (held().get(db) === entry) held().set(db, { pools: fresh, readAt: now.getTime(), refreshing: false });
      },
      () => {
        entry.refreshing = false;
      },
    );
  }
  return entry.pools;
}
