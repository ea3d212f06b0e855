import { AppError } from "@/lib/api/errors";
import type { Database } from "@/lib/db";
import { claimGiftCode, setPlanByHand } from "@/lib/queries/billing";
import type { UserRow } from "@/lib/queries/users";

// Redeeming a gift year of Vantage (issue 21): a code works once, on one account. The year starts now, or
// when a plan already paid for ends, whichever is later; a gift does not renew by itself.

export const GIFT_CODE_REFUSED = "This gift code is unknown or was already redeemed.";

/** Codes as readers type them: any case, with or without the dashes and spaces. */
export function normaliseGiftCode(input: string): string {
  const compact = input.toUpperCase().replace(/[^A-Z0-9]/g, "");
  return compact.length === 16 ? `${compact.slice(0, 4)}-${compact.slice(4, 8)}-${compact.slice(8, 12)}-${compact.slice(12)}` : compact;
}

export function addMonths(from: Date, months: number): Date {
  const until = new Date(from);
  until.setUTCMonth(until.getUTCMonth() + months);
  return until;
}

export async function redeemGift(db: Database, user: UserRow, input: string, now: Date): Promise<{ subscribedUntil: Date }> {
  const code = normaliseGiftCode(input);
  if (!/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/.test(code)) throw new AppError("bad_request", GIFT_CODE_REFUSED);
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    const gift = await claimGiftCode(txDb, code, user.id, now);
    if (!gift) throw new AppError("conflict", GIFT_CODE_REFUSED);
    const start = user.subscribedUntil && user.subscribedUntil > now ? user.subscribedUntil : now;
    const subscribedUntil = addMonths(start, gift.months);
    await setPlanByHand(txDb, user.id, { subscriptionStatus: gift.plan, subscriptionWillRenew: false, subscribedUntil }, now);
    return { subscribedUntil };
  });
}
