import Stripe from "stripe";
import type { BillingConfig } from "@/lib/accounts/billing-config";
import { DEFAULT_YEARLY_PRICES } from "@/lib/billing/plans";
import { SITE } from "./users";

export const WEBHOOK_SECRET = "whsec_test_openground";

export function testBillingConfig(overrides: Partial<BillingConfig> = {}): BillingConfig {
  return {
    secretKey: "sk_test_openground",
    webhookSecret: WEBHOOK_SECRET,
    // Never Stripe itself from a test: a closed local port unless a test starts the stand-in.
    apiUrl: "http://127.0.0.1:9",
    priceIds: {},
    yearlyPrices: DEFAULT_YEARLY_PRICES,
    trialDays: 0,
    flags: new Set(),
    ...overrides,
  };
}

let sequence = 0;

/** A Stripe event as Stripe posts it, with an id of its own unless given. */
export function stripeEvent(type: string, object: Record<string, unknown>, options: { id?: string; created?: number } = {}): Record<string, unknown> {
  sequence += 1;
  return {
    id: options.id ?? `evt_test_${Date.now()}_${sequence}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: options.created ?? Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** The webhook request Stripe would send, signed with the real SDK (a wrong secret or an old timestamp on request). */
export function signedWebhookRequest(event: unknown, options: { secret?: string; timestamp?: number } = {}): Request {
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });
  return new Request(`${SITE}/api/stripe/webhook`, { method: "POST", headers: { "content-type": "application/json", "stripe-signature": signature }, body: payload });
}
