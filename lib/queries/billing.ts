import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { forgetUserSessions } from "@/lib/auth/session-cache";
import { giftCodes, stripeEvents, users } from "@/lib/db/schema";
import type { UserRow } from "./users";

// Payments (issue 21): webhook events seen, the subscription state on the user's row, gift codes.

/** Records an event id; false when it was already recorded (a replay or Stripe's re-send). */
export async function recordStripeEvent(db: Database, event: { id: string; type: string; outcome: string; now: Date }): Promise<boolean> {
  const rows = await db
    .insert(stripeEvents)
    .values({ id: event.id, type: event.type, outcome: event.outcome, processedAt: event.now })
    .onConflictDoNothing()
    .returning({ id: stripeEvents.id });
  return rows.length > 0;
}

export async function setStripeEventOutcome(db: Database, id: string, outcome: string): Promise<void> {
  await db.update(stripeEvents).set({ outcome }).where(eq(stripeEvents.id, id));
}

/** The account a Stripe object belongs to: our user id from its metadata first, else its customer id. */
export async function findBillingUser(db: Database, ref: { userId?: number | null; customerId?: string | null }): Promise<UserRow | null> {
  if (ref.userId) {
    const [row] = await db.select().from(users).where(eq(users.id, ref.userId)).limit(1);
    if (row) return row;
  }
  if (ref.customerId) {
    const [row] = await db.select().from(users).where(eq(users.stripeCustomerId, ref.customerId)).limit(1);
    if (row) return row;
  }
  return null;
}

export async function linkStripeCustomer(db: Database, userId: number, ids: { customerId: string | null; subscriptionId?: string | null }): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = {};
  if (ids.customerId) set.stripeCustomerId = ids.customerId;
  if (ids.subscriptionId) set.stripeSubscriptionId = ids.subscriptionId;
  if (Object.keys(set).length) await db.update(users).set(set).where(eq(users.id, userId));
  forgetUserSessions(userId);
}

export interface SubscriptionState {
  subscriptionStatus: string;
  subscriptionWillRenew: boolean;
  subscribedUntil?: Date | null;
  trialStart?: Date | null;
}

/**
 * Writes a subscription state that was true at `at`, unless a newer one is already stored (events can
 * arrive out of order). Answers whether it was written.
 */
export async function applySubscriptionState(db: Database, userId: number, state: SubscriptionState, at: Date, now: Date): Promise<boolean> {
  const set: Partial<typeof users.$inferInsert> = {
    subscriptionStatus: state.subscriptionStatus,
    subscriptionWillRenew: state.subscriptionWillRenew,
    subscriptionStateAt: at,
    updatedAt: now,
  };
  if (state.subscribedUntil !== undefined) set.subscribedUntil = state.subscribedUntil;
  if (state.trialStart !== undefined) set.trialStart = state.trialStart;
  const rows = await db
    .update(users)
    .set(set)
    .where(and(eq(users.id, userId), or(isNull(users.subscriptionStateAt), lte(users.subscriptionStateAt, at))))
    .returning({ id: users.id });
  forgetUserSessions(userId);
  return rows.length > 0;
}

/** Moves subscribedUntil later (a paid invoice), never earlier. */
export async function extendSubscribedUntil(db: Database, userId: number, until: Date, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ subscribedUntil: sql`greatest(coalesce(${users.subscribedUntil}, ${until}), ${until})`, updatedAt: now })
    .where(eq(users.id, userId));
  forgetUserSessions(userId);
}

/** A plan set by hand (the operator's CLI, a redeemed gift): it counts as the newest state. */
export async function setPlanByHand(db: Database, userId: number, state: SubscriptionState, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ ...state, subscriptionStateAt: now, updatedAt: now })
    .where(eq(users.id, userId));
  forgetUserSessions(userId);
}

export type GiftCodeRow = typeof giftCodes.$inferSelect;

/** Stores a bought gift once per checkout session; answers the stored row (the first one on a re-send). */
export async function createGiftCode(
  db: Database,
  gift: { code: string; buyerEmail: string; recipientEmail: string | null; checkoutSessionId: string; months: number; now: Date },
): Promise<{ row: GiftCodeRow; created: boolean }> {
  const [inserted] = await db
    .insert(giftCodes)
    .values({ ...gift, plan: "vantage", createdAt: gift.now })
    .onConflictDoNothing({ target: giftCodes.checkoutSessionId })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const [existing] = await db.select().from(giftCodes).where(eq(giftCodes.checkoutSessionId, gift.checkoutSessionId));
  return { row: existing!, created: false };
}

/** Marks a gift code redeemed by a user; null when the code is unknown or already redeemed. */
export async function claimGiftCode(db: Database, code: string, userId: number, now: Date): Promise<GiftCodeRow | null> {
  const [row] = await db
    .update(giftCodes)
    .set({ redeemedBy: userId, redeemedAt: now })
    .where(and(eq(giftCodes.code, code), isNull(giftCodes.redeemedAt)))
    .returning();
  return row ?? null;
}

export async function giftForCheckoutSession(db: Database, checkoutSessionId: string): Promise<GiftCodeRow | null> {
  const [row] = await db.select().from(giftCodes).where(eq(giftCodes.checkoutSessionId, checkoutSessionId)).limit(1);
  return row ?? null;
}

/** Makes a reader a member of an institution (its name and icon), or of none (null). */
export async function setInstitution(db: Database, userId: number, institution: { name: string; icon: string } | null): Promise<void> {
  await db
    .update(users)
    .set({ institutionName: institution?.name ?? null, institutionIcon: institution?.icon ?? null, institutionalUser: institution !== null })
    .where(eq(users.id, userId));
  forgetUserSessions(userId);
}
