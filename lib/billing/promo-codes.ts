import type { PricedPlan } from "./plans";

// Spec §9 "Promo codes by pc key" and "Coupon codes are grouped per plan (pro, premium, vantage,
// gift-vantage) for discount display". PURE. A code's discount is the number it ends with (35 → 35 % off).

export const PROMO_CODES = {
  welcomeVantage: "WELCOMEVANTAGE35",
  welcomeVantage30: "WELCOME30",
  expiryPremium: "PREMIUMEXPIRYPREMIUM20",
  expiryVantage: "EXPIRYVANTAGE35",
  vantageTrialExpiry: "{hash}",
  expiryPro: "PROEXPIRYPRO20",
  expiryTrial: "PREMIUMTRIALEXPIRYPREMIUM20",
  proAbandonedCart: "PROABANDONED35",
  premiumAbandonedCart: "PREMIUMABANDONED35",
  vantageAbandonedCart: "VANTAGEABANDONED35",
  electionVantage50: "ELECTIONVANTAGE50",
  giftReminderVantage50: "GIFTVANTAGE50",
} as const;

export type PromoKey = keyof typeof PROMO_CODES;

/** Which plan each code discounts. */
export const COUPON_GROUPS: Readonly<Record<PricedPlan, readonly string[]>> = {
  pro: ["PROEXPIRYPRO20", "PROABANDONED35"],
  premium: ["PREMIUMEXPIRYPREMIUM20", "PREMIUMTRIALEXPIRYPREMIUM20", "PREMIUMABANDONED35"],
  vantage: ["WELCOMEVANTAGE35", "WELCOME30", "EXPIRYVANTAGE35", "VANTAGETRIALEXPIRY35", "VANTAGEABANDONED35", "ELECTIONVANTAGE50", "HOLIDAYVANTAGE50"],
  "gift-vantage": ["GIFTVANTAGE50"],
};

/**
 * `vantageTrialExpiry`'s code is "{hash}" in spec §9: a code of the reader's own. `?pc=vantageTrialExpiry`
 * puts this marker in the coupon cookie; it discounts Vantage only for a reader whose free trial has ended
 * (the EXPIRED_TRIAL flag, added per reader by `couponFlags`), and at checkout the server applies a Stripe
 * coupon made for that reader alone (`readerTrialCouponId`, lib/accounts/checkout.ts: a hash of the
 * reader's id, one redemption). 35 % like EXPIRYVANTAGE35, Vantage's other expiry code.
 */
export const VANTAGE_TRIAL_EXPIRY_CODE = "VANTAGETRIALEXPIRY35";
export const EXPIRED_TRIAL_FLAG = "expiredTrial";

/**
 * Codes that apply only while a flag is on: a campaign's (issue 21: ELECTIONVANTAGE50 "when its flag is
 * on"), or the reader's own (EXPIRED_TRIAL_FLAG).
 */
export const FLAGGED_CODES: Readonly<Record<string, string>> = {
  ELECTIONVANTAGE50: "electionVantage50",
  HOLIDAYVANTAGE50: "holiday2024",
  [VANTAGE_TRIAL_EXPIRY_CODE]: EXPIRED_TRIAL_FLAG,
};

/** The campaign flags plus the reader's own: EXPIRED_TRIAL_FLAG when their free trial has ended. */
export function couponFlags(
  campaignFlags: ReadonlySet<string>,
  reader: { subscriptionStatus: string; trialStart: Date | string | null } | null | undefined,
): ReadonlySet<string> {
  if (!reader?.trialStart || reader.subscriptionStatus !== "free") return campaignFlags;
  return new Set([...campaignFlags, EXPIRED_TRIAL_FLAG]);
}

/**
 * The holiday2024 campaign (spec §9: "a 50 percent vantage discount", its flag off). Not a pc key: the
 * /holiday2024 page hands it out while the flag is on.
 */
export const HOLIDAY_FLAG = "holiday2024";
export const HOLIDAY_CODE = "HOLIDAYVANTAGE50";

/** The coupon cookie (spec §9: 604800 seconds, 7 days) holds the code a ?pc= key named. */
export const COUPON_COOKIE = "GROUND_COUPON";
export const COUPON_COOKIE_MAX_AGE = 604_800;

/** The code for a ?pc= key (for `vantageTrialExpiry`, the marker of the reader's own code), or null for an unknown key. */
export function codeForPromoKey(key: string | null | undefined): string | null {
  if (!key || !Object.hasOwn(PROMO_CODES, key)) return null;
  const code = PROMO_CODES[key as PromoKey];
  return code === "{hash}" ? VANTAGE_TRIAL_EXPIRY_CODE : code;
}

/** The plan a code discounts, or null for a code that is none of ours. */
export function planOfCode(code: string): PricedPlan | null {
  for (const [plan, codes] of Object.entries(COUPON_GROUPS)) if (codes.includes(code)) return plan as PricedPlan;
  return null;
}

export function discountPercent(code: string): number {
  const match = /(\d+)$/.exec(code);
  return match ? Math.min(100, Number(match[1])) : 0;
}

/**
 * The discount factor (percent still paid, spec §9) a coupon gives a plan: 100 when the code is unknown,
 * belongs to another plan, or needs a campaign flag that is off.
 */
export function discountFactor(code: string | null | undefined, plan: PricedPlan, flags: ReadonlySet<string> = new Set()): number {
  if (!code || planOfCode(code) !== plan) return 100;
  const flag = FLAGGED_CODES[code];
  if (flag && !flags.has(flag)) return 100;
  return 100 - discountPercent(code);
}

/** A coupon cookie's value as a code we know, else null (the cookie is the reader's to edit). */
export function parseCouponCookie(value: string | null | undefined): string | null {
  return value && planOfCode(value) ? value : null;
}
