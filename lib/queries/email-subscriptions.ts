import { and, eq, gt, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { emailClicks, emailSubscriptions, emailTokens, users } from "@/lib/db/schema";

export type SubscriptionRow = typeof emailSubscriptions.$inferSelect;

export async function createEmailToken(db: Database, params: { email: string; emailHash: string; tokenHash: string; expiresAt: Date; now: Date }): Promise<void> {
  await db.insert(emailTokens).values({ ...params, createdAt: params.now });
}

/** The address an unexpired public token is bound to, or null. */
export async function emailOfToken(db: Database, tokenHash: string, now: Date): Promise<{ email: string; emailHash: string } | null> {
  const [row] = await db
    .select({ email: emailTokens.email, emailHash: emailTokens.emailHash })
    .from(emailTokens)
    .where(and(eq(emailTokens.tokenHash, tokenHash), gt(emailTokens.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

export async function listSubscriptions(db: Database, emailHash: string, emailIdentifier?: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(emailSubscriptions)
    .where(and(eq(emailSubscriptions.emailHash, emailHash), emailIdentifier ? eq(emailSubscriptions.emailIdentifier, emailIdentifier) : undefined))
    .orderBy(emailSubscriptions.id);
}

/** Applies updates to rows of this address only; answers the ids that are not its rows. */
export async function updateSubscriptions(
  db: Database,
  emailHash: string,
  updates: { id: number; isSubscribed: boolean; userUnsubscribed: boolean }[],
  now: Date,
): Promise<number[]> {
  const missing: number[] = [];
  for (const update of updates) {
    const rows = await db
      .update(emailSubscriptions)
      .set({ isSubscribed: update.isSubscribed, userUnsubscribed: update.userUnsubscribed, updatedAt: now })
      .where(and(eq(emailSubscriptions.id, update.id), eq(emailSubscriptions.emailHash, emailHash)))
      .returning({ id: emailSubscriptions.id });
    if (rows.length === 0) missing.push(update.id);
  }
  return missing;
}

/** Creates subscriptions; answers the identifiers that already existed for this address. */
export async function createSubscriptions(
  db: Database,
  params: { email: string; emailHash: string; subscriptions: { emailIdentifier: string; isSubscribed: boolean }[]; source: string; now: Date },
): Promise<string[]> {
  if (params.subscriptions.length === 0) return [];
  const inserted = await db
    .insert(emailSubscriptions)
    .values(
      params.subscriptions.map((subscription) => ({
        email: params.email,
        emailHash: params.emailHash,
        emailIdentifier: subscription.emailIdentifier,
        isSubscribed: subscription.isSubscribed,
        source: params.source,
        createdAt: params.now,
        updatedAt: params.now,
      })),
    )
    .onConflictDoNothing({ target: [emailSubscriptions.emailHash, emailSubscriptions.emailIdentifier] })
    .returning({ emailIdentifier: emailSubscriptions.emailIdentifier });
  const created = new Set(inserted.map((row) => row.emailIdentifier));
  return params.subscriptions.map((subscription) => subscription.emailIdentifier).filter((identifier) => !created.has(identifier));
}

/** Sign-up (spec §4: isSubscribed true, userUnsubscribed false) or unsubscribe, creating the row if needed. */
export async function setSubscription(
  db: Database,
  params: { email: string; emailHash: string; emailIdentifier: string; subscribed: boolean; source: string; now: Date },
): Promise<SubscriptionRow> {
  const [row] = await db
    .insert(emailSubscriptions)
    .values({
      email: params.email,
      emailHash: params.emailHash,
      emailIdentifier: params.emailIdentifier,
      isSubscribed: params.subscribed,
      userUnsubscribed: !params.subscribed,
      source: params.source,
      createdAt: params.now,
      updatedAt: params.now,
    })
    .onConflictDoUpdate({
      target: [emailSubscriptions.emailHash, emailSubscriptions.emailIdentifier],
      set: { isSubscribed: params.subscribed, userUnsubscribed: !params.subscribed, updatedAt: params.now },
    })
    .returning();
  return row!;
}

export interface Subscriber {
  email: string;
  emailHash: string;
  userId: number | null;
  subscriptionStatus: string | null;
  timeZoneId: string | null;
  topFeedEdition: string | null;
  emailVerified: boolean;
}

/**
 * Everyone subscribed to an identifier, with their account when the address has one (not a shadow),
 * in pages of `limit` after `afterId` (the composer streams them).
 */
export async function subscribersPage(db: Database, params: { emailIdentifier: string; afterId: number; limit: number; emailHash?: string }): Promise<(Subscriber & { id: number })[]> {
  const rows = await db
    .select({
      id: emailSubscriptions.id,
      email: emailSubscriptions.email,
      emailHash: emailSubscriptions.emailHash,
      userId: users.id,
      subscriptionStatus: users.subscriptionStatus,
      timeZoneId: users.timeZoneId,
      topFeedEdition: users.topFeedEdition,
      emailVerifiedAt: users.emailVerifiedAt,
    })
    .from(emailSubscriptions)
    .leftJoin(users, sql`lower(${users.email}) = lower(${emailSubscriptions.email}) and not ${users.shadow}`)
    .where(
      and(
        eq(emailSubscriptions.emailIdentifier, params.emailIdentifier),
        eq(emailSubscriptions.isSubscribed, true),
        gt(emailSubscriptions.id, params.afterId),
        params.emailHash ? eq(emailSubscriptions.emailHash, params.emailHash) : undefined,
      ),
    )
    .orderBy(emailSubscriptions.id)
    .limit(params.limit);
  return rows.map(({ emailVerifiedAt, ...row }) => ({ ...row, emailVerified: emailVerifiedAt !== null }));
}

export async function recordEmailClick(
  db: Database,
  click: { emailHash: string | null; path: string; emailIdentifier: string; numberInSeries?: string | null; variant?: string | null; edition?: string | null; category?: string | null; subCategory?: string | null; now: Date },
): Promise<void> {
  const { now, ...values } = click;
  await db.insert(emailClicks).values({ ...values, createdAt: now });
}
