import crypto from "node:crypto";
import Stripe from "stripe";
import type { Database } from "@/lib/db";
import { log } from "@/lib/log";
import { isPlanId } from "@/lib/billing/plans";
import { customerIdOf, planOfSubscription, stateOfSubscription, type StripeSubscriptionLike } from "@/lib/billing/subscription-state";
import {
  applySubscriptionState,
  createGiftCode,
  extendSubscribedUntil,
  findBillingUser,
  linkStripeCustomer,
  recordStripeEvent,
  setStripeEventOutcome,
} from "@/lib/queries/billing";
import type { BillingConfig } from "./billing-config";
import { queueGiftCodeMail } from "./gift-mail";
import { stripeClient } from "./stripe-client";

// POST /api/stripe/webhook (issue 21): the signature is checked with STRIPE_WEBHOOK_SECRET (the real
// SDK's constructEventAsync, 5-minute tolerance), each event id is processed once (stripe_events, in the
// same transaction as its effects), and a subscription state older than the one stored is skipped.
// Unknown customers and event types are recorded, logged and answered 200: Stripe must not retry them.

export const PAYMENTS_NOT_CONFIGURED = "Payments are not configured on this site.";
export const BAD_SIGNATURE = "The webhook signature does not match: the event was not processed.";

export type WebhookOutcome = "applied" | "stale" | "superseded" | "duplicate" | "unknown_customer" | "unknown_plan" | "ignored" | "gift_created";

export interface WebhookResult {
  status: number;
  body: { received: boolean; outcome?: WebhookOutcome; error?: string };
}

export const GIFT_MONTHS = 12;

/** A gift code: 16 characters of base32 (80 random bits), grouped for reading aloud. */
export function newGiftCode(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = crypto.randomBytes(16);
  const chars = Array.from(bytes, (byte) => alphabet[byte % 32]).join("");
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}-${chars.slice(12, 16)}`;
}

const PROVISIONAL_YEAR_MS = 365 * 24 * 3_600_000;

export async function handleStripeWebhook(
  db: Database,
  input: { payload: string; signature: string | null; config: BillingConfig; now: Date; /** Where mailed links point (lib/api/site-url.ts). */ siteUrl: string },
): Promise<WebhookResult> {
  const { config, now } = input;
  if (!config.webhookSecret) return { status: 503, body: { received: false, error: PAYMENTS_NOT_CONFIGURED } };
  if (!input.signature) return { status: 400, body: { received: false, error: BAD_SIGNATURE } };
  let event: Stripe.Event;
  try {
    // Verifying needs no API key and no network: a client without a key does it.
    event = await Stripe.webhooks.constructEventAsync(input.payload, input.signature, config.webhookSecret);
  } catch (error) {
    log.warn("stripe webhook refused", { reason: error instanceof Error ? error.message : String(error) });
    return { status: 400, body: { received: false, error: BAD_SIGNATURE } };
  }
  const outcome = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Database;
    if (!(await recordStripeEvent(txDb, { id: event.id, type: event.type, outcome: "processing", now }))) return "duplicate" as const;
    const result = await processEvent(txDb, event, config, now, input.siteUrl);
    await setStripeEventOutcome(txDb, event.id, result);
    return result;
  });
  log.info("stripe webhook", { id: event.id, type: event.type, outcome });
  if (outcome === "applied" && event.type === "checkout.session.completed") await endReplacedSubscription(event.data.object, config);
  return { status: 200, body: { received: true, outcome } };
}

/**
 * An upgrade from pro is a new subscription (the checkout's `upgradeFrom`): the pro one is cancelled at
 * once, prorated, so the reader never pays twice. Best effort after the event is stored: a failure is
 * logged for the operator (the portal can cancel it too) and Stripe is not asked to re-send the event.
 */
async function endReplacedSubscription(session: Stripe.Checkout.Session, config: BillingConfig): Promise<void> {
  const replaced = session.metadata?.upgradeFrom;
  const current = typeof session.subscription === "string" ? session.subscription : (session.subscription?.id ?? null);
  if (!replaced || replaced === current || !config.secretKey) return;
  try {
    await stripeClient(config).subscriptions.cancel(replaced, { prorate: true });
  } catch (error) {
    log.error("could not cancel the subscription an upgrade replaced: cancel it in Stripe", { subscription: replaced, error });
  }
}

async function processEvent(db: Database, event: Stripe.Event, config: BillingConfig, now: Date, siteUrl: string): Promise<WebhookOutcome> {
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case "checkout.session.completed":
      return checkoutCompleted(db, event.data.object, at, now, siteUrl);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const subscription = event.data.object as unknown as StripeSubscriptionLike;
      const user = await findBillingUser(db, { userId: Number(subscription.metadata?.userId) || null, customerId: customerIdOf(subscription.customer) });
      if (!user) return unknownCustomer(event);
      const plan = planOfSubscription(subscription, config.priceIds);
      if (!plan) {
        log.warn("stripe subscription for no plan we sell: nothing granted", { event: event.id, subscription: subscription.id });
        return "unknown_plan";
      }
      await linkStripeCustomer(db, user.id, { customerId: customerIdOf(subscription.customer) });
      const state = stateOfSubscription(subscription, plan, event.type === "customer.subscription.deleted");
      // The end of a subscription the reader has replaced (an upgrade from pro) leaves the new one alone.
      if (user.stripeSubscriptionId && user.stripeSubscriptionId !== subscription.id && state.subscriptionStatus === "free") return "superseded";
      if (!(await applySubscriptionState(db, user.id, state, at, now))) return "stale";
      await linkStripeCustomer(db, user.id, { customerId: null, subscriptionId: subscription.id });
      return "applied";
    }
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      const user = await findBillingUser(db, { customerId: customerIdOf(invoice.customer as StripeSubscriptionLike["customer"]) });
      if (!user) return unknownCustomer(event);
      if (event.type === "invoice.paid") {
        const periodEnd = Math.max(0, ...(invoice.lines?.data ?? []).map((line) => line.period?.end ?? 0));
        if (periodEnd > 0 && user.subscriptionStatus !== "free") await extendSubscribedUntil(db, user.id, new Date(periodEnd * 1000), now);
        return "applied";
      }
      // A failed payment: Stripe retries and then updates the subscription; until then the plan stays,
      // but it is no longer certain to renew.
      return (await applySubscriptionState(db, user.id, { subscriptionStatus: user.subscriptionStatus, subscriptionWillRenew: false }, at, now)) ? "applied" : "stale";
    }
    default:
      return "ignored";
  }
}

async function checkoutCompleted(db: Database, session: Stripe.Checkout.Session, at: Date, now: Date, siteUrl: string): Promise<WebhookOutcome> {
  const metadata = session.metadata ?? {};
  const customerId = typeof session.customer === "string" ? session.customer : (session.customer?.id ?? null);
  if (session.mode === "payment" && metadata.kind === "gift") {
    if (session.payment_status !== "paid") return "ignored";
    const buyerEmail = metadata.buyerEmail || session.customer_details?.email || session.customer_email;
    if (!buyerEmail) return "ignored";
    const { row, created } = await createGiftCode(db, {
      code: newGiftCode(),
      buyerEmail,
      recipientEmail: metadata.recipientEmail || null,
      checkoutSessionId: session.id,
      months: GIFT_MONTHS,
      now,
    });
    if (created) await queueGiftCodeMail(db, { code: row.code, buyerEmail: row.buyerEmail, recipientEmail: row.recipientEmail, months: row.months }, { siteUrl, now });
    return "gift_created";
  }
  const user = await findBillingUser(db, { userId: Number(session.client_reference_id ?? metadata.userId) || null, customerId });
  if (!user) return unknownCustomer({ id: session.id, type: "checkout.session.completed" });
  const subscriptionId = typeof session.subscription === "string" ? session.subscription : (session.subscription?.id ?? null);
  await linkStripeCustomer(db, user.id, { customerId, subscriptionId });
  const plan = metadata.plan;
  if (!isPlanId(plan)) {
    log.warn("checkout completed for no plan we sell: nothing granted", { session: session.id, plan });
    return "unknown_plan";
  }
  if (session.payment_status === "unpaid") return "ignored";
  // The subscription events carry the period's end; until one arrives, the plan runs for the year paid.
  const provisionalUntil = user.subscribedUntil && user.subscribedUntil > now ? undefined : new Date(at.getTime() + PROVISIONAL_YEAR_MS);
  const applied = await applySubscriptionState(db, user.id, { subscriptionStatus: plan, subscriptionWillRenew: true, subscribedUntil: provisionalUntil }, at, now);
  return applied ? "applied" : "stale";
}

function unknownCustomer(event: { id: string; type: string }): WebhookOutcome {
  log.warn("stripe event for a customer we do not know: nothing changed", { event: event.id, type: event.type });
  return "unknown_customer";
}

