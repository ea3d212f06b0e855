import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { signedWebhookRequest, stripeEvent, testBillingConfig } from "@/test/factories/billing";
import { createTestUser } from "@/test/factories/users";
import { startStripeStandIn } from "@/test/stripe-stand-in";
import { setBillingConfigForTests } from "@/lib/accounts/billing-config";
import { BAD_SIGNATURE, PAYMENTS_NOT_CONFIGURED } from "@/lib/accounts/stripe-webhook";
import type { DatabaseHandle } from "@/lib/db";
import { emailOutbox, giftCodes, stripeEvents, users } from "@/lib/db/schema";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { POST as webhook } from "./route";
import { paidSubscriptionSession } from "@/test/stripe-objects";

// The real route handler, the real Stripe SDK verifying real signatures (generateTestHeaderString), and
// a real database: what Stripe's webhook deliveries do to a reader's plan.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
  setBillingConfigForTests(testBillingConfig());
});
afterAll(() => setBillingConfigForTests(null));

const now = () => Math.floor(Date.now() / 1000);
const userRow = async (id: number) => (await handle.db.select().from(users).where(eq(users.id, id)))[0]!;
const post = async (event: unknown, options?: { secret?: string; timestamp?: number }) => {
  const response = await webhook(signedWebhookRequest(event, options));
  return { status: response.status, body: (await response.json()) as { received: boolean; outcome?: string; error?: string } };
};

function subscription(userId: number, fields: Record<string, unknown> = {}) {
  return {
    id: `sub_${userId}`,
    object: "subscription",
    status: "active",
    customer: `cus_${userId}`,
    cancel_at_period_end: false,
    trial_start: null,
    metadata: { userId: String(userId), plan: "vantage" },
    items: { object: "list", data: [{ id: `si_${userId}`, current_period_end: now() + 365 * 86_400, price: { id: "price_inline" } }] },
    ...fields,
  };
}

describe("POST /api/stripe/webhook", () => {
  it("checkout completed: the reader becomes pro at once, with Stripe's customer id and a year paid", async () => {
    const { user } = await createTestUser(handle.db);
    const event = stripeEvent("checkout.session.completed", paidSubscriptionSession({ id: `cs_${user.id}`, userId: String(user.id), plan: "pro", customer: `cus_${user.id}`, subscription: `sub_${user.id}` }));
    expect(await post(event)).toEqual({ status: 200, body: { received: true, outcome: "applied" } });
    const row = await userRow(user.id);
    expect(row).toMatchObject({ subscriptionStatus: "pro", subscriptionWillRenew: true, stripeCustomerId: `cus_${user.id}`, stripeSubscriptionId: `sub_${user.id}` });
    expect(row.subscribedUntil!.getTime()).toBeGreaterThan(Date.now() + 364 * 86_400_000);
  });

  it("subscription updated and deleted set the plan, the period's end, renewal, and then free", async () => {
    const { user } = await createTestUser(handle.db);
    const periodEnd = now() + 30 * 86_400;
    const trialStart = now() - 86_400;
    const updated = stripeEvent("customer.subscription.updated", subscription(user.id, {
      status: "trialing",
      trial_start: trialStart,
      cancel_at_period_end: true,
      items: { object: "list", data: [{ id: "si", current_period_end: periodEnd, price: { id: "p" } }] },
    }), { created: now() - 10 });
    expect((await post(updated)).body.outcome).toBe("applied");
    expect(await userRow(user.id)).toMatchObject({
      subscriptionStatus: "vantage",
      subscriptionWillRenew: false,
      subscribedUntil: new Date(periodEnd * 1000),
      trialStart: new Date(trialStart * 1000),
    });
    const deleted = stripeEvent("customer.subscription.deleted", subscription(user.id, { status: "canceled", ended_at: now() }));
    expect((await post(deleted)).body.outcome).toBe("applied");
    expect(await userRow(user.id)).toMatchObject({ subscriptionStatus: "free", subscriptionWillRenew: false });
  });

  it("refuses a forged signature and an old timestamp with 400, changing and recording nothing", async () => {
    const { user } = await createTestUser(handle.db);
    const event = stripeEvent("customer.subscription.created", subscription(user.id));
    expect(await post(event, { secret: "whsec_someone_else" })).toEqual({ status: 400, body: { received: false, error: BAD_SIGNATURE } });
    expect(await post(event, { timestamp: now() - 600 })).toEqual({ status: 400, body: { received: false, error: BAD_SIGNATURE } });
    const unsigned = await webhook(new Request("http://localhost:3000/api/stripe/webhook", { method: "POST", body: JSON.stringify(event) }));
    expect(unsigned.status).toBe(400);
    expect((await userRow(user.id)).subscriptionStatus).toBe("free");
    expect(await handle.db.select().from(stripeEvents).where(eq(stripeEvents.id, event.id as string))).toEqual([]);
  });

  it("processes an event id once: a replay changes nothing (it would otherwise undo the later cancellation)", async () => {
    const { user } = await createTestUser(handle.db);
    const created = stripeEvent("customer.subscription.created", subscription(user.id), { created: now() - 100 });
    expect((await post(created)).body.outcome).toBe("applied");
    // The reader moves to free in Stripe's dashboard, set by hand here as a newer state would.
    await handle.db.update(users).set({ subscriptionStatus: "free", subscriptionStateAt: null }).where(eq(users.id, user.id));
    expect(await post(created)).toEqual({ status: 200, body: { received: true, outcome: "duplicate" } });
    expect((await userRow(user.id)).subscriptionStatus).toBe("free");
    expect(await handle.db.select().from(stripeEvents).where(eq(stripeEvents.id, created.id as string))).toHaveLength(1);
  });

  it("never lets an older subscription state overwrite a newer one (events out of order)", async () => {
    const { user } = await createTestUser(handle.db);
    const newer = stripeEvent("customer.subscription.updated", subscription(user.id, { status: "active" }), { created: now() - 10 });
    const older = stripeEvent("customer.subscription.created", subscription(user.id, { status: "incomplete" }), { created: now() - 60 });
    expect((await post(newer)).body.outcome).toBe("applied");
    expect((await post(older)).body.outcome).toBe("stale");
    expect((await userRow(user.id)).subscriptionStatus).toBe("vantage");
  });

  it("logs and acknowledges events for unknown customers or plans we do not sell, granting nothing", async () => {
    const stranger = stripeEvent("customer.subscription.created", { ...subscription(999_999), metadata: {}, customer: "cus_nobody" });
    expect(await post(stranger)).toEqual({ status: 200, body: { received: true, outcome: "unknown_customer" } });
    const { user } = await createTestUser(handle.db);
    const odd = stripeEvent("customer.subscription.created", subscription(user.id, { metadata: { userId: String(user.id), plan: "platinum" } }));
    expect((await post(odd)).body.outcome).toBe("unknown_plan");
    expect((await userRow(user.id)).subscriptionStatus).toBe("free");
    expect((await post(stripeEvent("charge.refunded", { id: "ch_1" }))).body.outcome).toBe("ignored");
  });

  it("a paid gift checkout stores one gift code, even when Stripe sends the session twice", async () => {
    const session = { id: "cs_gift_1", object: "checkout.session", mode: "payment", payment_status: "paid", metadata: { kind: "gift", buyerEmail: "giver@example.com", recipientEmail: "friend@example.com" } };
    expect((await post(stripeEvent("checkout.session.completed", session))).body.outcome).toBe("gift_created");
    expect((await post(stripeEvent("checkout.session.completed", session))).body.outcome).toBe("gift_created");
    const gifts = await handle.db.select().from(giftCodes).where(eq(giftCodes.checkoutSessionId, "cs_gift_1"));
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({ buyerEmail: "giver@example.com", recipientEmail: "friend@example.com", months: 12, redeemedAt: null });
    expect(gifts[0]!.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    // The code is mailed once to the buyer and once to the recipient (issue 20's outbox), not per delivery of the event.
    const mails = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "gift"));
    expect(mails.map((mail) => mail.toAddress).sort()).toEqual(["friend@example.com", "giver@example.com"]);
    for (const mail of mails) expect(mail.text).toContain(gifts[0]!.code);
    expect(mails.find((mail) => mail.toAddress === "friend@example.com")?.subject).toBe("You have been given a year of OpenGround Vantage");
  });

  it("an upgrade from pro cancels the pro subscription, whose end then leaves the new plan alone", async () => {
    const stripe = await startStripeStandIn();
    setBillingConfigForTests(testBillingConfig({ apiUrl: stripe.url }));
    try {
      const { user } = await createTestUser(handle.db, { subscriptionStatus: "pro" });
      await handle.db.update(users).set({ stripeCustomerId: `cus_${user.id}`, stripeSubscriptionId: "sub_old_pro" }).where(eq(users.id, user.id));
      const upgrade = stripeEvent(
        "checkout.session.completed",
        paidSubscriptionSession({ id: `cs_up_${user.id}`, userId: String(user.id), plan: "vantage", customer: `cus_${user.id}`, subscription: "sub_new_vantage", metadata: { upgradeFrom: "sub_old_pro" } }),
        { created: now() - 5 },
      );
      expect((await post(upgrade)).body.outcome).toBe("applied");
      expect(stripe.cancelled).toEqual(["sub_old_pro"]);
      const oldEnded = stripeEvent("customer.subscription.deleted", subscription(user.id, { id: "sub_old_pro", status: "canceled", metadata: { userId: String(user.id), plan: "pro" } }));
      expect((await post(oldEnded)).body.outcome).toBe("superseded");
      expect(await userRow(user.id)).toMatchObject({ subscriptionStatus: "vantage", stripeSubscriptionId: "sub_new_vantage" });
    } finally {
      setBillingConfigForTests(testBillingConfig());
      await stripe.close();
    }
  });

  it("answers 503 with a clear message when the site has no webhook secret", async () => {
    setBillingConfigForTests(testBillingConfig({ webhookSecret: null }));
    try {
      expect(await post(stripeEvent("checkout.session.completed", {}))).toEqual({ status: 503, body: { received: false, error: PAYMENTS_NOT_CONFIGURED } });
    } finally {
      setBillingConfigForTests(testBillingConfig());
    }
  });
});
