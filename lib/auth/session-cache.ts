import type { ActiveSession } from "@/lib/queries/sessions";

// Sessions looked up in the last second, kept in the web process (issue 28, second part): a signed-in
// page asks several personal calls at once, and each asked the database for the same session and user
// row. An entry lives SESSION_CACHE_MS from its lookup (by the request's own clock) and is forgotten at
// once when, in this process, its session ends (sign out, sign out everywhere, a password reset) or its
// user's row changes (every write of lib/queries to users calls forgetUserSessions): a signed-out token
// is refused by the next request. Another process's change (a second web process, the operator's CLI)
// is seen within SESSION_CACHE_MS. Kept on globalThis: the route bundles Next builds and the personal
// fast path of scripts/server.ts share one cache, as they share the database handle.

export const SESSION_CACHE_MS = 1_000;
/** Bounds the memory: the oldest entries go first beyond it. */
const MAX_ENTRIES = 10_000;

interface Entry {
  session: ActiveSession;
  at: number;
}

const holder = globalThis as unknown as { __opengroundSessionCache?: Map<string, Entry> };
const entries = () => (holder.__opengroundSessionCache ??= new Map());

/** The session this token hash opened within the last SESSION_CACHE_MS of `now`, if still kept. */
export function cachedSession(tokenHash: string, now: Date): ActiveSession | null {
  const entry = entries().get(tokenHash);
  if (!entry) return null;
  const age = now.getTime() - entry.at;
  if (age >= 0 && age < SESSION_CACHE_MS) return entry.session;
  entries().delete(tokenHash);
  return null;
}

export function keepSession(tokenHash: string, session: ActiveSession, now: Date): void {
  const map = entries();
  map.delete(tokenHash);
  map.set(tokenHash, { session, at: now.getTime() });
  if (map.size > MAX_ENTRIES) map.delete(map.keys().next().value!);
}

/** Forgets one session (signed out). */
export function forgetSession(sessionId: number): void {
  for (const [hash, entry] of entries()) if (entry.session.sessionId === sessionId) entries().delete(hash);
}

/** Forgets every session of a user (their row changed, or all their sessions ended). */
export function forgetUserSessions(userId: number): void {
  for (const [hash, entry] of entries()) if (entry.session.user.id === userId) entries().delete(hash);
}
