import { and, desc, eq, gt, lte, or } from "drizzle-orm";
import { SESSION_IDLE_SECONDS } from "@/lib/auth/constants";
import type { Database } from "@/lib/db";
import { sessions, users } from "@/lib/db/schema";
import { forgetSession, forgetUserSessions } from "@/lib/auth/session-cache";
import type { UserRow } from "./users";

export async function createSession(
  db: Database,
  params: { tokenHash: string; userId: number; expiresAt: Date; userAgent: string | null; now: Date },
): Promise<number> {
  const [row] = await db
    .insert(sessions)
    .values({
      tokenHash: params.tokenHash,
      userId: params.userId,
      expiresAt: params.expiresAt,
      userAgent: params.userAgent?.slice(0, 512) ?? null,
      createdAt: params.now,
      lastSeenAt: params.now,
    })
    .returning({ id: sessions.id });
  return row!.id;
}

export interface ActiveSession {
  sessionId: number;
  lastSeenAt: Date;
  user: UserRow;
}

/** Sessions last used before this have ended by idleness (SESSION_IDLE_SECONDS). */
function idleBefore(now: Date): Date {
  return new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000);
}

/** Neither past its expiry nor idle too long. */
function liveAt(now: Date) {
  return and(gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleBefore(now)));
}

/** The live session with this token hash, with its user; null when unknown, expired or idle too long. */
export async function findActiveSession(db: Database, tokenHash: string, now: Date): Promise<ActiveSession | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), liveAt(now)))
    .limit(1);
  return row ?? null;
}

export async function touchSession(db: Database, sessionId: number, now: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, sessionId));
}

/** Sign out: deletes one session. */
export async function deleteSession(db: Database, sessionId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  forgetSession(sessionId);
}

/** Sign out everywhere: deletes every session of the user; answers how many there were. */
export async function deleteUserSessions(db: Database, userId: number): Promise<number> {
  const deleted = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
  forgetUserSessions(userId);
  return deleted.length;
}

export interface SessionSummary {
  id: number;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  userAgent: string | null;
}

/** A user's live sessions, most recently used first. Never the token or its hash. */
export async function listUserSessions(db: Database, userId: number, now: Date): Promise<SessionSummary[]> {
  return db
    .select({ id: sessions.id, createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, userAgent: sessions.userAgent })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), liveAt(now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.id));
}

/** Housekeeping (the engine loop, hourly): expired and idle sessions are useless rows. */
export async function deleteExpiredSessions(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(sessions)
    .where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, idleBefore(now))))
    .returning({ id: sessions.id });
  return deleted.length;
}
