import { asc, desc, eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { forgetUserSessions } from "@/lib/auth/session-cache";
import { experimentEvents, follows, reads, sessions, users } from "@/lib/db/schema";
import type { LocalPlace } from "@/lib/accounts/user";
import type { UserRow } from "./users";

// Account-level writes and the data export of /account (issue 5).

export async function markOnboardingSeen(db: Database, userId: number, now: Date): Promise<UserRow | null> {
  const [row] = await db.update(users).set({ onboardingSeenAt: now, updatedAt: now }).where(eq(users.id, userId)).returning();
  forgetUserSessions(userId);
  return row ?? null;
}

/** The reader's own place for local news (users.localPlace, localIsManual); null goes back to GeoIP. */
export async function setUserLocalPlace(db: Database, userId: number, place: LocalPlace | null, now: Date): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ localPlace: place, localIsManual: place !== null, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  forgetUserSessions(userId);
  return row ?? null;
}

/** Deletes the account; sessions, follows, reads and experiment events go with it (ON DELETE CASCADE). */
export async function deleteUserAccount(db: Database, userId: number): Promise<boolean> {
  const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  forgetUserSessions(userId);
  return deleted.length > 0;
}

export interface UserDataExport {
  user: Omit<UserRow, "passwordHash" | "pushId" | "shadow">;
  follows: { targetKind: string; targetId: string; relation: string; createdAt: Date }[];
  reads: { storyId: number; articleId: number | null; outletId: string | null; readAt: Date }[];
  sessions: { createdAt: Date; lastSeenAt: Date; expiresAt: Date; userAgent: string | null }[];
  experimentEvents: { experimentId: string; choice: string; createdAt: Date }[];
}

/**
 * Everything stored about a user, for "Export my data". The password hash and the device push id are
 * credentials, not data about the person, and are left out; so are session token hashes. The shadow
 * flag (schema.ts) is left out too: it would tell a registration of a taken address that it was taken.
 */
export async function exportUserData(db: Database, userId: number): Promise<UserDataExport | null> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) return null;
  const { passwordHash: _passwordHash, pushId: _pushId, shadow: _shadow, ...user } = row;
  const [followRows, readRows, sessionRows, eventRows] = await Promise.all([
    db
      .select({ targetKind: follows.targetKind, targetId: follows.targetId, relation: follows.relation, createdAt: follows.createdAt })
      .from(follows)
      .where(eq(follows.userId, userId))
      .orderBy(asc(follows.createdAt)),
    db
      .select({ storyId: reads.storyId, articleId: reads.articleId, outletId: reads.outletId, readAt: reads.readAt })
      .from(reads)
      .where(eq(reads.userId, userId))
      .orderBy(desc(reads.readAt)),
    db
      .select({ createdAt: sessions.createdAt, lastSeenAt: sessions.lastSeenAt, expiresAt: sessions.expiresAt, userAgent: sessions.userAgent })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .orderBy(asc(sessions.createdAt)),
    db
      .select({ experimentId: experimentEvents.experimentId, choice: experimentEvents.choice, createdAt: experimentEvents.createdAt })
      .from(experimentEvents)
      .where(eq(experimentEvents.userId, userId))
      .orderBy(asc(experimentEvents.createdAt)),
  ]);
  return { user, follows: followRows, reads: readRows, sessions: sessionRows, experimentEvents: eventRows };
}
