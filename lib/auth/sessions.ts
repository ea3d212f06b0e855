import type { Database } from "@/lib/db";
import { createSession, findActiveSession, touchSession, type ActiveSession } from "@/lib/queries/sessions";
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

/** The session a token opens, or null. Last-seen is refreshed at most every few minutes. */
export async function resolveSessionToken(db: Database, token: string, now: Date): Promise<ActiveSession | null> {
  if (!isWellFormedToken(token)) return null;
  const session = await findActiveSession(db, hashSessionToken(token), now);
  if (session && now.getTime() - session.lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS) {
    await touchSession(db, session.sessionId, now);
  }
  return session;
}
