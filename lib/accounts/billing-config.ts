import { DEFAULT_YEARLY_PRICES, type PlanId, type YearlyPrices } from "@/lib/billing/plans";
import { getEnv, type Env } from "@/lib/env";

// Payment settings (issue 21), read from the environment once; tests set their own with
// setBillingConfigForTests instead of editing process.env.

export interface BillingConfig {
  /** Null: payments are not configured on this site (the plans still show, nothing can be bought). */
  secretKey: string | null;
  webhookSecret: string | null;
  /** The Stripe API's address when it is not Stripe's own (a local stand-in in tests). */
  apiUrl: string | null;
  /** Stripe price ids per plan; without one the checkout sends the configured yearly price inline. */
  priceIds: Partial<Record<PlanId, string>>;
  yearlyPrices: YearlyPrices;
  trialDays: number;
  flags: ReadonlySet<string>;
}

export function billingConfigFromEnv(env: Env): BillingConfig {
  return {
    secretKey: env.STRIPE_SECRET_KEY ?? null,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
    apiUrl: env.STRIPE_API_URL ?? null,
    priceIds: { pro: env.STRIPE_PRICE_PRO, premium: env.STRIPE_PRICE_PREMIUM, vantage: env.STRIPE_PRICE_VANTAGE },
    yearlyPrices: {
      pro: env.PRICE_PRO_YEARLY_CENTS ?? DEFAULT_YEARLY_PRICES.pro,
      premium: env.PRICE_PREMIUM_YEARLY_CENTS ?? DEFAULT_YEARLY_PRICES.premium,
      vantage: env.PRICE_VANTAGE_YEARLY_CENTS ?? DEFAULT_YEARLY_PRICES.vantage,
      "gift-vantage": env.PRICE_GIFT_VANTAGE_CENTS ?? DEFAULT_YEARLY_PRICES["gift-vantage"],
    },
    trialDays: env.STRIPE_TRIAL_DAYS,
    flags: new Set(env.BILLING_FLAGS.split(",").map((flag) => flag.trim()).filter(Boolean)),
  };
}

let override: BillingConfig | null = null;

export function billingConfig(): BillingConfig {
  return override ?? billingConfigFromEnv(getEnv());
}

export function setBillingConfigForTests(config: BillingConfig | null): void {
  override = config;
}

export function paymentsConfigured(config: BillingConfig = billingConfig()): boolean {
  return config.secretKey !== null;
}
