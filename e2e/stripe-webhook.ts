import type { APIRequestContext, APIResponse } from "@playwright/test";
import Stripe from "stripe";
import { E2E_WEBHOOK_SECRET } from "./stripe-stand-in-settings";

/**
 * Posts the event Stripe would send about `object` to the site `request` talks to, signed by the real SDK
 * with the webhook secret the e2e servers are configured with (the vitest suite's counterpart is
 * signedWebhookRequest in test/factories/billing.ts).
 */
export async function postStripeWebhook(request: APIRequestContext, type: string, object: Record<string, unknown>): Promise<APIResponse> {
  const event = { id: `evt_e2e_${Date.now()}_${Math.random().toString(36).slice(2)}`, object: "event", created: Math.floor(Date.now() / 1000), type, data: { object } };
  const payload = JSON.stringify(event);
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: E2E_WEBHOOK_SECRET });
  return request.post("/api/stripe/webhook", { data: payload, headers: { "content-type": "application/json", "stripe-signature": signature } });
}
