import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { forgetUserSessions } from "@/lib/auth/session-cache";
import { users } from "@/lib/db/schema";
import type { SettingsPatch } from "@/lib/accounts/settings";
import { NEXT_PERSONAL_VERSION } from "./personal-version";

export type UserRow = typeof users.$inferSelect;

/** Creates an account; null when the e-mail (compared without case) already has one. */
export async function createUser(db: Database, params: { email: string; passwordHash: string; now: Date; utmMedium?: string | null }): Promise<UserRow | null> {
  const [row] = await db
    .insert(users)
    .values({ email: params.email, passwordHash: params.passwordHash, utmMedium: params.utmMedium ?? null, createdAt: params.now, updatedAt: params.now })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** The account of an address (never a shadow account, schema.ts). */
/** A shadow account for a registration of a taken address (schema.ts `shadow`). */
export async function createShadowUser(db: Database, params: { email: string; passwordHash: string; now: Date; utmMedium?: string | null }): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ email: params.email, passwordHash: params.passwordHash, shadow: true, utmMedium: params.utmMedium ?? null, createdAt: params.now, updatedAt: params.now })
    .returning();
  return row!;
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email}) and not ${users.shadow}`)
    .limit(1);
  return row ?? null;
}

export async function getUserById(db: Database, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Applies a validated settings patch (lib/accounts/settings.ts) and answers the updated row. */
export async function updateUserSettings(db: Database, id: number, patch: SettingsPatch, now: Date): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: now, personalVersion: NEXT_PERSONAL_VERSION })
    .where(eq(users.id, id))
    .returning();
  forgetUserSessions(id);
  return row ?? null;
}

/** Stores the device's push id (POST /v04/user/resume), or clears it. */
export async function setPushId(db: Database, id: number, pushId: string | null, now: Date): Promise<void> {
  await db.update(users).set({ pushId, updatedAt: now }).where(eq(users.id, id));
  forgetUserSessions(id);
}

/** A new password hash (password reset). */
export async function setPasswordHash(db: Database, id: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
  forgetUserSessions(id);
}

/** Records that the reader showed they control the address (verification link, reset link). */
export async function markEmailVerified(db: Database, id: number, now: Date): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`, updatedAt: now })
    .where(eq(users.id, id))
    .returning();
  forgetUserSessions(id);
  return row ?? null;
}
