// Reads the database: a client component that imports this fails the build (Next's server-only).
import "server-only";
import type { Database } from "@/lib/db";
import { recentStories, type PersonalStoryRow } from "@/lib/queries/personal-feed";
import { latestNewsTime } from "@/lib/queries/story-reads";
import { FEED_CACHE_SECONDS } from "./cached-feeds";

// For You's candidate pool (issue 28): the stories of the last fortnight of news, read once and shared
// by every reader, each reader's page then picking their follows from it in memory (lib/personal/
// for-you.ts) instead of asking the database for their own candidates. For You follows what the reader
// follows from any edition, so there is one pool, not one per edition. It lives in the web process
// (globalThis, like the microcache: the page and the revalidation route are separate bundles), is
// emptied when the engine announces changed stories (app/api/internal/revalidate, the same notice that
// empties the page cache), and is read again after FEED_CACHE_SECONDS at most, like the feeds.

/** How far back For You looks from the latest news: a fortnight, like the local feed. */
export const FOR_YOU_WINDOW_MS = 14 * 24 * 3_600_000;
/** The pool's bound: the newest stories of the window (a dense fortnight has a few thousand). */
export const FOR_YOU_POOL_LIMIT = 10_000;

export interface ForYouPool {
  /** The latest news time the window is counted back from (null: no news yet). */
  at: Date | null;
  /** Newest first. */
  stories: PersonalStoryRow[];
}

interface Held {
  pool: Promise<ForYouPool>;
  expires: number;
}

/** One pool per database (the web process has one; tests open several). */
const holder = globalThis as unknown as { __opengroundForYouPool?: WeakMap<Database, Held> };
const pools = () => (holder.__opengroundForYouPool ??= new WeakMap());

/** Empties the pool (the engine changed stories). */
export function forgetForYouPool(): void {
  holder.__opengroundForYouPool = new WeakMap();
}

export function forYouPool(db: Database, now: Date): Promise<ForYouPool> {
  const held = pools().get(db);
  if (held && held.expires > now.getTime()) return held.pool;
  const pool = (async () => {
    const at = await latestNewsTime(db, now);
    return { at, stories: at ? await recentStories(db, { since: new Date(at.getTime() - FOR_YOU_WINDOW_MS), at, limit: FOR_YOU_POOL_LIMIT }) : [] };
  })();
  const entry: Held = { pool, expires: now.getTime() + FEED_CACHE_SECONDS * 1000 };
  pools().set(db, entry);
  // A failed read is not kept: the next reader tries again.
  pool.catch(() => {
    if (pools().get(db) === entry) pools().delete(db);
  });
  return pool;
}
