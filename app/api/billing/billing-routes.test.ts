import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { testBillingConfig } from "@/test/factories/billing";
import { apiRequest, createTestUser } from "@/test/factories/users";
import { startStripeStandIn, type StripeStandIn } from "@/test/stripe-stand-in";
import { setBillingConfigForTests } from "@/lib/accounts/billing-config";
import { setCaptchaConfigForTests } from "@/lib/accounts/captcha";
import type { DatabaseHandle } from "@/lib/db";
import { users } from "@/lib/db/schema";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { POST as checkout } from "./checkout/route";
import { POST as giftCheckout } from "./gift-checkout/route";
import { POST as portal } from "./portal/route";
import { POST as redeem } from "./redeem/route";
import { createGiftCode } from "@/lib/queries/billing";
import { readerTrialCouponId } from "@/lib/accounts/checkout";
import { startCaptchaVerifier } from "@/test/captcha-verifier";

// The real Stripe SDK against a local stand-in for Stripe's API (test/stripe-stand-in.ts): what our
// checkout sends Stripe, and where the reader's browser goes next.

let handle: DatabaseHandle;
let stripe: StripeStandIn;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
  stripe = await startStripeStandIn();
  setBillingConfigForTests(testBillingConfig({ apiUrl: stripe.url }));
});
afterAll(async () => {
  setBillingConfigForTests(null);
  await stripe.close();
});

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (handler: (request: Request) => Promise<Response>, path: string, fields: Record<string, string>, init: { token?: string; cookie?: string } = {}) =>
  handler(apiRequest(path, { ...init, body: form(fields), headers: { "content-type": "application/x-www-form-urlencoded" } }));

describe("POST /api/billing/checkout", () => {
  it("opens a yearly subscription checkout for the plan and sends the reader to Stripe's page", async () => {
    const { user, token } = await createTestUser(handle.db);
    const response = await post(checkout, "/api/billing/checkout", { plan: "vantage" }, { token });
    expect(response.status).toBe(303);
    const session = stripe.sessions.at(-1)!;
    expect(response.headers.get("location")).toBe(session.url);
    expect(session.params).toMatchObject({
      mode: "subscription",
      client_reference_id: String(user.id),
      customer_email: user.email,
      "line_items[0][price_data][unit_amount]": "9999",
      "line_items[0][price_data][recurring][interval]": "year",
      "metadata[plan]": "vantage",
      "metadata[userId]": String(user.id),
      "subscription_data[metadata][plan]": "vantage",
      allow_promotion_codes: "true",
    });
  });

  it("applies the coupon cookie's code to the plan it belongs to, and only that plan", async () => {
    const { token } = await createTestUser(handle.db);
    await post(checkout, "/api/billing/checkout", { plan: "vantage" }, { token, cookie: "GROUND_COUPON=WELCOMEVANTAGE35" });
    expect(stripe.sessions.at(-1)!.params["discounts[0][coupon]"]).toBe("WELCOMEVANTAGE35");
    await post(checkout, "/api/billing/checkout", { plan: "pro" }, { token, cookie: "GROUND_COUPON=WELCOMEVANTAGE35" });
    expect(stripe.sessions.at(-1)!.params["discounts[0][coupon]"]).toBeUndefined();
  });

  it("gives vantageTrialExpiry's code as a coupon of the reader's own, only once their trial has ended", async () => {
    const cookie = "GROUND_COUPON=VANTAGETRIALEXPIRY35";
    const never = await createTestUser(handle.db);
    await post(checkout, "/api/billing/checkout", { plan: "vantage" }, { token: never.token, cookie });
    expect(stripe.sessions.at(-1)!.params["discounts[0][coupon]"]).toBeUndefined();

    const ended = await createTestUser(handle.db);
    await handle.db.update(users).set({ trialStart: new Date("2026-01-02T00:00:00Z") }).where(eq(users.id, ended.user.id));
    const couponsBefore = stripe.coupons.length;
    await post(checkout, "/api/billing/checkout", { plan: "vantage" }, { token: ended.token, cookie });
    const own = readerTrialCouponId(testBillingConfig().secretKey!, ended.user.id);
    expect(stripe.sessions.at(-1)!.params["discounts[0][coupon]"]).toBe(own);
    expect(stripe.coupons.slice(couponsBefore)).toEqual([expect.objectContaining({ id: own, percent_off: "35", duration: "once", max_redemptions: "1" })]);
    // A second checkout (the first abandoned) reuses the coupon Stripe already has.
    await post(checkout, "/api/billing/checkout", { plan: "vantage" }, { token: ended.token, cookie });
    expect(stripe.sessions.at(-1)!.params["discounts[0][coupon]"]).toBe(own);
    expect(stripe.coupons.length).toBe(couponsBefore + 1);
    // Another reader's code is another hash; the marker never reaches Stripe as a coupon.
    expect(readerTrialCouponId(testBillingConfig().secretKey!, never.user.id)).not.toBe(own);
    expect(stripe.sessions.map((session) => session.params["discounts[0][coupon]"])).not.toContain("VANTAGETRIALEXPIRY35");

    // Used once (bought, later lapsed back to free): the next checkout opens at the full price, not an error.
    stripe.redeemed.add(own);
    const again = await post(checkout, "/api/billing/checkout", { plan: "vantage" }, { token: ended.token, cookie });
    expect(again.headers.get("location")).toBe(stripe.sessions.at(-1)!.url);
    expect(stripe.sessions.at(-1)!.params).toMatchObject({ allow_promotion_codes: "true" });
    expect(stripe.sessions.at(-1)!.params["discounts[0][coupon]"]).toBeUndefined();
  });

  it("sends an unknown plan, an owned plan and a signed-out reader back with a reason, never to Stripe", async () => {
    const before = stripe.sessions.length;
    const { token } = await createTestUser(handle.db);
    const unknown = await post(checkout, "/api/billing/checkout", { plan: "platinum" }, { token });
    expect(unknown.headers.get("location")).toBe("/checkout/?plan=platinum&error=unknown_plan");
    const vantage = await createTestUser(handle.db, { subscriptionStatus: "vantage" });
    const owned = await post(checkout, "/api/billing/checkout", { plan: "pro" }, { token: vantage.token });
    expect(owned.headers.get("location")).toBe("/checkout/?plan=pro&error=already_subscribed");
    const signedOut = await post(checkout, "/api/billing/checkout", { plan: "pro" });
    expect(signedOut.headers.get("location")).toBe(`/login?redirectUri=${encodeURIComponent("/checkout/?plan=pro")}`);
    expect(stripe.sessions.length).toBe(before);
  });

  it("lets pro upgrade (spec §6), recorded on the new subscription", async () => {
    const pro = await createTestUser(handle.db, { subscriptionStatus: "pro" });
    await handle.db.update(users).set({ stripeCustomerId: "cus_pro", stripeSubscriptionId: "sub_pro" }).where(eq(users.id, pro.user.id));
    const response = await post(checkout, "/api/billing/checkout", { plan: "premium" }, { token: pro.token });
    expect(response.headers.get("location")).toBe(stripe.sessions.at(-1)!.url);
    expect(stripe.sessions.at(-1)!.params).toMatchObject({ customer: "cus_pro", "metadata[upgradeFrom]": "sub_pro" });
  });

  it("says payments are not configured when the site has no Stripe key", async () => {
    setBillingConfigForTests(testBillingConfig({ secretKey: null }));
    try {
      const { token } = await createTestUser(handle.db);
      const response = await post(checkout, "/api/billing/checkout", { plan: "pro" }, { token });
      expect(response.headers.get("location")).toBe("/checkout/?plan=pro&error=not_configured");
    } finally {
      setBillingConfigForTests(testBillingConfig({ apiUrl: stripe.url }));
    }
  });

  it("reports a Stripe failure as a retry-later message, not a 500", async () => {
    setBillingConfigForTests(testBillingConfig({ apiUrl: stripe.url, secretKey: "rk_wrong_kind" }));
    try {
      const { token } = await createTestUser(handle.db);
      const response = await post(checkout, "/api/billing/checkout", { plan: "pro" }, { token });
      expect(response.headers.get("location")).toBe("/checkout/?plan=pro&error=stripe_failed");
    } finally {
      setBillingConfigForTests(testBillingConfig({ apiUrl: stripe.url }));
    }
  });
});

describe("POST /api/billing/gift-checkout and /api/billing/portal", () => {
  it("charges a year of Vantage once, with GIFTVANTAGE50 halving it, for a buyer and a recipient", async () => {
    const response = await post(giftCheckout, "/api/billing/gift-checkout", { buyerEmail: "giver@example.com", recipientEmail: "friend@example.com" }, { cookie: "GROUND_COUPON=GIFTVANTAGE50" });
    expect(response.headers.get("location")).toBe(stripe.sessions.at(-1)!.url);
    expect(stripe.sessions.at(-1)!.params).toMatchObject({
      mode: "payment",
      customer_email: "giver@example.com",
      "line_items[0][price_data][unit_amount]": "5000",
      "metadata[kind]": "gift",
      "metadata[recipientEmail]": "friend@example.com",
    });
    const bad = await post(giftCheckout, "/api/billing/gift-checkout", { buyerEmail: "not an address" });
    expect(bad.headers.get("location")).toBe("/checkout/gift-vantage?error=bad_email");
  });

  it("opens the customer portal for a reader Stripe knows", async () => {
    const { user, token } = await createTestUser(handle.db, { subscriptionStatus: "pro" });
    await handle.db.update(users).set({ stripeCustomerId: "cus_portal" }).where(eq(users.id, user.id));
    const response = await post(portal, "/api/billing/portal", {}, { token });
    expect(response.status).toBe(303);
    expect(stripe.portals.at(-1)).toMatchObject({ customer: "cus_portal", return_url: "http://localhost:3000/account" });
  });
});

describe("POST /api/billing/redeem", () => {
  it("gives a year of Vantage once; the same code again, or a made-up one, is refused and grants nothing", async () => {
    const now = new Date();
    await createGiftCode(handle.db, { code: "ABCD-EFGH-JKLM-NPQR", buyerEmail: "giver@example.com", recipientEmail: null, checkoutSessionId: "cs_redeem", months: 12, now });
    const first = await createTestUser(handle.db);
    const response = await post(redeem, "/api/billing/redeem", { code: " abcd efgh jklm npqr " }, { token: first.token });
    expect(response.headers.get("location")).toBe("/account?gift=redeemed");
    const [row] = await handle.db.select().from(users).where(eq(users.id, first.user.id));
    expect(row).toMatchObject({ subscriptionStatus: "vantage", subscriptionWillRenew: false });
    expect(row!.subscribedUntil!.getTime()).toBeGreaterThan(now.getTime() + 364 * 86_400_000);
    const second = await createTestUser(handle.db);
    expect((await post(redeem, "/api/billing/redeem", { code: "ABCD-EFGH-JKLM-NPQR" }, { token: second.token })).headers.get("location")).toBe("/gift/redeem?error=refused");
    expect((await post(redeem, "/api/billing/redeem", { code: "nope" }, { token: second.token })).headers.get("location")).toBe("/gift/redeem?error=refused");
    const [other] = await handle.db.select().from(users).where(eq(users.id, second.user.id));
    expect(other!.subscriptionStatus).toBe("free");
  });
});

describe("the checkout captcha (when CAPTCHA_SITE_KEY and CAPTCHA_SECRET are set)", () => {
  it("checks the form's token with the verifier: a human passes, a bot, a missing token or a silent verifier do not", async () => {
    const { verifyUrl, seen, close } = await startCaptchaVerifier({ secret: "captcha-secret", action: "checkout" });
    setCaptchaConfigForTests({ siteKey: "site-key", secret: "captcha-secret", verifyUrl, minScore: 0.5 });
    try {
      const { token } = await createTestUser(handle.db);
      const before = stripe.sessions.length;
      const tryWith = async (captchaToken?: string) =>
        (await post(checkout, "/api/billing/checkout", captchaToken === undefined ? { plan: "pro" } : { plan: "pro", captchaToken }, { token })).headers.get("location");
      expect(await tryWith()).toBe("/checkout/?plan=pro&error=captcha_failed");
      expect(await tryWith("bot-token")).toBe("/checkout/?plan=pro&error=captcha_failed");
      expect(stripe.sessions.length).toBe(before);
      expect(await tryWith("human-token")).toBe(stripe.sessions.at(-1)!.url);
      expect(seen.at(-1)!.get("remoteip")).toBe("198.51.100.1");
      setCaptchaConfigForTests({ siteKey: "site-key", secret: "captcha-secret", verifyUrl: "http://127.0.0.1:9/siteverify", minScore: 0.5 });
      expect(await tryWith("human-token")).toBe("/checkout/?plan=pro&error=captcha_failed");
    } finally {
      setCaptchaConfigForTests(undefined);
      await close();
    }
  });
});
