import "server-only";
import { cookies } from "next/headers";
import { billingConfig, paymentsConfigured, type BillingConfig } from "@/lib/accounts/billing-config";
import { discountedYearlyCents, monthlyPriceText, priceText, type PricedPlan } from "@/lib/billing/plans";
import { COUPON_COOKIE, discountFactor, discountPercent, parseCouponCookie } from "@/lib/billing/promo-codes";

// What the plan pages show about prices: the configured yearly price, the coupon cookie's discount when
// it belongs to the plan (spec §9 grouping), and the monthly figure of spec §9.

export interface PlanPrice {
  plan: PricedPlan;
  yearly: string;
  monthly: string;
  /** With the coupon applied; null when no coupon applies to this plan. */
  discounted: { code: string; percent: number; yearly: string; monthly: string } | null;
}

/** `flags`: the campaign flags, plus the reader's own where a page knows the reader (`couponFlags`). */
export function planPrice(config: BillingConfig, plan: PricedPlan, coupon: string | null, flags: ReadonlySet<string> = config.flags): PlanPrice {
  const cents = config.yearlyPrices[plan];
  const factor = discountFactor(coupon, plan, flags);
  return {
    plan,
    yearly: priceText(cents),
    monthly: monthlyPriceText(cents),
    discounted:
      factor < 100 && coupon
        ? { code: coupon, percent: discountPercent(coupon), yearly: priceText(discountedYearlyCents(cents, factor)), monthly: monthlyPriceText(cents, factor) }
        : null,
  };
}

export async function billingView(): Promise<{ config: BillingConfig; configured: boolean; coupon: string | null }> {
  const config = billingConfig();
  const coupon = parseCouponCookie((await cookies()).get(COUPON_COOKIE)?.value);
  return { config, configured: paymentsConfigured(config), coupon };
}
