// The plans a reader can buy (spec §4 "Plans also appear as pro, premium, vantage and gift-vantage") and
// the price shown for them (spec §9 "Price display"). PURE: prices come in as arguments (configuration,
// lib/accounts/billing-config.ts), so the page, the checkout and the tests compute them alike.

export const PLAN_IDS = ["pro", "premium", "vantage"] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const GIFT_PLAN = "gift-vantage" as const;
export type PricedPlan = PlanId | typeof GIFT_PLAN;
/** Spec §9 "Flag defaults: gift link /checkout/gift-vantage". */
export const GIFT_LINK = "/checkout/gift-vantage";
/**
 * The gift reminder (issue 21: "GIFTVANTAGE50 for gift reminders"): the gift banner shown to plans entitled
 * to gift subscriptions (spec §6) leads to the gift link with §9's pc key giftReminderVantage50, so the
 * proxy puts GIFTVANTAGE50 in the coupon cookie and the gift costs half.
 */
export const GIFT_REMINDER_LINK = `${GIFT_LINK}?pc=giftReminderVantage50`;

/** Yearly prices in cents, per plan; the gift is a year of Vantage paid once. */
export type YearlyPrices = Readonly<Record<PricedPlan, number>>;

/** Defaults when the operator sets none (PRICE_PRO_YEARLY_CENTS …). */
export const DEFAULT_YEARLY_PRICES: YearlyPrices = { pro: 999, premium: 2999, vantage: 9999, "gift-vantage": 9999 };

export interface PlanDescription {
  id: PlanId;
  name: string;
  tagline: string;
}

export const PLANS: readonly PlanDescription[] = [
  {
    id: "pro",
    name: "Pro",
    tagline: "Read past paywall prompts and block the sources you don't want.",
  },
  {
    id: "premium",
    name: "Premium",
    tagline: "Everything in Pro, with premium blindspots and the premium newsletters.",
  },
  {
    id: "vantage",
    name: "Vantage",
    tagline: "Every blindspot, every newsletter, and the full year in review.",
  },
];

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === "string" && (PLAN_IDS as readonly string[]).includes(value);
}

/**
 * Spec §9: "monthly price = yearly price divided by 12, times the discount factor, divided by 100, shown
 * with 2 decimals". The discount factor is the percent still paid (100 without a coupon, 65 with 35 % off).
 * `yearlyCents` is in cents, so the yearly price in currency units is yearlyCents / 100.
 */
export function monthlyPriceText(yearlyCents: number, discountFactor = 100): string {
  return ((yearlyCents / 100 / 12) * discountFactor / 100).toFixed(2);
}

/** The yearly price after a discount, in cents (what the checkout charges), rounded to the cent. */
export function discountedYearlyCents(yearlyCents: number, discountFactor = 100): number {
  return Math.round((yearlyCents * discountFactor) / 100);
}

export function priceText(cents: number): string {
  return (cents / 100).toFixed(2);
}
