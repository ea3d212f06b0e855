import type { Database } from "@/lib/db";

// The personal GETs' answers kept per reader and personal version (issue 28): read marks, relations and
// the followed interests change only when the reader writes (a read, a follow, a block, a mute), and
// every such write bumps users.personal_version in its own transaction (lib/queries/personal-version.ts).
// The version comes with the session (lib/auth/session-cache.ts forgets a reader's cached sessions on a
// bump), so a kept answer is found only while nothing of the reader's changed, and the reader's next
// call after a change reads the database again. On the embedded database a query holds the process's one
// connection for milliseconds, which capped these calls at a few hundred a second.
//
// Kept on globalThis (the route bundles and scripts/server.ts's fast path share one process), one set per
// database (a reader id means nothing across databases; tests open several), at most MAX_ANSWERS per
// database, the oldest first out, and no longer than ANSWER_MS: an interest's name can change without the
// reader doing anything.

const MAX_ANSWERS = 20_000;
export const ANSWER_MS = 30_000;

interface Kept {
  value: unknown;
  at: number;
}

const holder = globalThis as unknown as { __opengroundReaderAnswers?: WeakMap<Database, Map<string, Kept>> };

function answersOf(db: Database): Map<string, Kept> {
  const all = (holder.__opengroundReaderAnswers ??= new WeakMap());
  let map = all.get(db);
  if (!map) all.set(db, (map = new Map()));
  return map;
}

export interface ReaderVersion {
  id: number;
  personalVersion: number;
}

/**
 * The answer kept for this reader, version and question (`what`: the call and its parameters), or
 * `compute()`'s, kept for the next call. A failed computation keeps nothing.
 */
export async function readerAnswer<T>(db: Database, reader: ReaderVersion, what: string, compute: () => Promise<T>, now = Date.now()): Promise<T> {
  const key = `${reader.id}:${reader.personalVersion}:${what}`;
  const map = answersOf(db);
  const kept = map.get(key);
  if (kept && now - kept.at < ANSWER_MS && now >= kept.at) return kept.value as T;
  const value = await compute();
  map.delete(key);
  map.set(key, { value, at: now });
  if (map.size > MAX_ANSWERS) map.delete(map.keys().next().value!);
  return value;
}

