import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { accountTokens } from "@/lib/db/schema";

export type AccountTokenPurpose = "verify" | "reset";

export async function createAccountToken(
  db: Database,
  params: { userId: number; purpose: AccountTokenPurpose; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db.insert(accountTokens).values({ ...params, createdAt: params.now });
}

/** The user an unused, unexpired token of this purpose belongs to (without using it up), or null. */
export async function peekAccountToken(db: Database, params: { purpose: AccountTokenPurpose; tokenHash: string; now: Date }): Promise<number | null> {
  const [row] = await db
    .select({ userId: accountTokens.userId })
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, params.tokenHash), eq(accountTokens.purpose, params.purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, params.now)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Uses a token up, atomically: of two requests with the same token only one gets the user id. Using
 * one token also voids the user's other open tokens of the same purpose (an older reset link).
 */
export async function consumeAccountToken(db: Database, params: { purpose: AccountTokenPurpose; tokenHash: string; now: Date }): Promise<number | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: params.now })
    .where(and(eq(accountTokens.tokenHash, params.tokenHash), eq(accountTokens.purpose, params.purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, params.now)))
    .returning({ userId: accountTokens.userId });
  if (!row) return null;
  await db
    .update(accountTokens)
    .set({ usedAt: params.now })
    .where(and(eq(accountTokens.userId, row.userId), eq(accountTokens.purpose, params.purpose), isNull(accountTokens.usedAt)));
  return row.userId;
}

/** Open tokens of one purpose created since `since` (a per-account cap on reset mails). */
export async function countRecentAccountTokens(db: Database, params: { userId: number; purpose: AccountTokenPurpose; since: Date }): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(accountTokens)
    .where(and(eq(accountTokens.userId, params.userId), eq(accountTokens.purpose, params.purpose), gt(accountTokens.createdAt, params.since)));
  return Number(row?.count ?? 0);
}
