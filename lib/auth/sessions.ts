import type { Database } from "@/lib/db";
import { createSession, findActiveSession, touchSession, type ActiveSession } from "@/lib/queries/sessions";
import { cachedSession, keepSession } from "./session-cache";
import { SESSION_TOUCH_INTERVAL_MS, SESSION_TTL_SECONDS } from "./constants";
import { generateSessionToken, hashSessionToken, isWellFormedToken } from "./session-token";

/** Opens a session for a user; answers the token, which exists only in this response and the client. */
export async function startSession(db: Database, params: { userId: number; userAgent: string | null; now: Date }): Promise<string> {
  const token = generateSessionToken();
  await createSession(db, {
    tokenHash: hashSessionToken(token),
    userId: params.userId,
    expiresAt: new Date(params.now.getTime() + SESSION_TTL_SECONDS * 1000),
    userAgent: params.userAgent,
    now: params.now,
  });
  return token;
}

/**
 * The session a token opens, or null. Last-seen is refreshed at most every few minutes. With `cache`
 * (the read-only personal GETs), a session found within the last second is answered from the process's
 * cache (lib/auth/session-cache.ts); every lookup refreshes it.
 */
export async function resolveSessionToken(db: Database, token: string, now: Date, options: { cache?: boolean } = {}): Promise<ActiveSession | null> {
  if (!isWellFormedToken(token)) return null;
  const tokenHash = hashSessionToken(token);
  const cached = options.cache ? cachedSession(tokenHash, now) : null;
  if (cached) return cached;
  const session = await findActiveSession(db, tokenHash, now);
  if (!session) return null;
  if (now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(db, session.sessionId, now);
  }
  keepSession(tokenHash, session, now);
  return session;
}
