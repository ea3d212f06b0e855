import type Stripe from "stripe";
import { AppError } from "@/lib/api/errors";
import { entitlementsFor } from "@/lib/billing/entitlements";
import { discountedYearlyCents, GIFT_PLAN, isPlanId, PLANS, type PlanId } from "@/lib/billing/plans";
import { createHmac } from "node:crypto";
import { couponFlags, discountFactor, discountPercent, VANTAGE_TRIAL_EXPIRY_CODE } from "@/lib/billing/promo-codes";
import { log } from "@/lib/log";
import type { UserRow } from "@/lib/queries/users";
import type { BillingConfig } from "./billing-config";
import { emailProblem } from "./validate-email";
import { stripeClient } from "./stripe-client";

// Starting a payment (issue 21): a Stripe Checkout Session in subscription mode for a plan, or in
// payment mode for a gift year of Vantage. Stripe's page carries the card, wallet and PayPal choices
// (the account's payment-method settings), so none are named here.

export const CHECKOUT_ERRORS = {
  not_configured: "Payments are not configured on this site, so plans cannot be bought here.",
  unknown_plan: "That plan does not exist. Choose Pro, Premium or Vantage.",
  already_subscribed: "You already have this plan or a higher one. Manage it from your account page.",
  bad_email: "Please enter a valid email address.",
  stripe_failed: "The payment page could not be opened. Nothing was charged; please try again in a moment.",
  captcha_failed: "We could not confirm that you are not a robot. Please try again.",
} as const;
export type CheckoutErrorCode = keyof typeof CHECKOUT_ERRORS;

export class CheckoutError extends AppError {
  constructor(readonly reason: CheckoutErrorCode) {
    super(
      reason === "not_configured" || reason === "stripe_failed" ? "unavailable" : reason === "already_subscribed" ? "conflict" : reason === "captcha_failed" ? "forbidden" : "bad_request",
      CHECKOUT_ERRORS[reason],
    );
  }
}

const RANK: Record<string, number> = { pro: 1, premium: 2, mix: 2, institutional: 2, vantage: 3, supporter: 3 };

/** A reader may buy a plan they do not have; a paid reader only an upgrade ("Pro can upgrade", spec §6). */
export function mayBuy(currentStatus: string, plan: PlanId): boolean {
  const current = RANK[currentStatus] ?? 0;
  if (current === 0) return true;
  return entitlementsFor(currentStatus).canUpgrade && (RANK[plan] ?? 0) > current;
}

async function createSession(config: BillingConfig, params: Stripe.Checkout.SessionCreateParams): Promise<string> {
  try {
    const session = await stripeClient(config).checkout.sessions.create(params);
    if (!session.url) throw new Error("Stripe answered a session without a url");
    return session.url;
  } catch (error) {
    log.error("stripe checkout session failed", { error });
    throw new CheckoutError("stripe_failed");
  }
}

/**
 * vantageTrialExpiry's "{hash}" code (spec §9): the reader's own Stripe coupon, named by a keyed hash of
 * their id (the key is the site's Stripe secret, so nobody can name another reader's code), 35 % off once,
 * redeemable once. Made on the reader's first checkout with it; later checkouts find it made, and when
 * it is used up (the reader bought with it, and later lapsed back to free) answer null: the checkout
 * opens at the full price, since Stripe refuses a session with a coupon no longer valid.
 */
export function readerTrialCouponId(secretKey: string, userId: number): string {
  return `VTE${createHmac("sha256", secretKey).update(`vantageTrialExpiry:${userId}`).digest("hex").slice(0, 16).toUpperCase()}`;
}

async function readerTrialCoupon(config: BillingConfig, user: UserRow): Promise<string | null> {
  const id = readerTrialCouponId(config.secretKey!, user.id);
  try {
    await stripeClient(config).coupons.create({
      id,
      percent_off: discountPercent(VANTAGE_TRIAL_EXPIRY_CODE),
      duration: "once",
      max_redemptions: 1,
      name: "Vantage: your trial has ended",
      metadata: { userId: String(user.id), promoKey: "vantageTrialExpiry" },
    });
  } catch (error) {
    if ((error as { code?: string }).code !== "resource_already_exists") {
      log.error("stripe coupon for an ended trial failed", { error });
      throw new CheckoutError("stripe_failed");
    }
    try {
      return (await stripeClient(config).coupons.retrieve(id)).valid ? id : null;
    } catch (retrieveError) {
      log.error("stripe coupon for an ended trial could not be read", { error: retrieveError });
      throw new CheckoutError("stripe_failed");
    }
  }
  return id;
}

export async function startPlanCheckout(
  config: BillingConfig,
  input: { user: UserRow; plan: string; coupon: string | null; origin: string },
): Promise<string> {
  if (!config.secretKey) throw new CheckoutError("not_configured");
  const { user, origin } = input;
  if (!isPlanId(input.plan)) throw new CheckoutError("unknown_plan");
  const plan = input.plan;
  if (!mayBuy(user.subscriptionStatus, plan)) throw new CheckoutError("already_subscribed");
  const factor = discountFactor(input.coupon, plan, couponFlags(config.flags, user));
  const couponId = factor < 100 && input.coupon ? (input.coupon === VANTAGE_TRIAL_EXPIRY_CODE ? await readerTrialCoupon(config, user) : input.coupon) : null;
  const name = PLANS.find((entry) => entry.id === plan)!.name;
  const priceId = config.priceIds[plan];
  const metadata = { userId: String(user.id), plan, ...(user.stripeSubscriptionId && user.subscriptionStatus === "pro" ? { upgradeFrom: user.stripeSubscriptionId } : {}) };
  return createSession(config, {
    mode: "subscription",
    client_reference_id: String(user.id),
    ...(user.stripeCustomerId ? { customer: user.stripeCustomerId } : { customer_email: user.email }),
    line_items: [
      priceId
        ? { price: priceId, quantity: 1 }
        : {
            quantity: 1,
            price_data: { currency: "usd", unit_amount: config.yearlyPrices[plan], recurring: { interval: "year" }, product_data: { name: `OpenGround ${name}` } },
          },
    ],
    // A promo code from the coupon cookie is applied for the reader (its Stripe coupon id is the code);
    // without one, the reader may type a code on Stripe's page.
    ...(couponId ? { discounts: [{ coupon: couponId }] } : { allow_promotion_codes: true }),
    subscription_data: {
      metadata,
      ...(config.trialDays > 0 && !user.trialStart && user.subscriptionStatus === "free" ? { trial_period_days: config.trialDays } : {}),
    },
    metadata,
    success_url: `${origin}/account?checkout=success&plan=${plan}`,
    cancel_url: `${origin}/subscribe?checkout=cancelled`,
  });
}

export async function startGiftCheckout(
  config: BillingConfig,
  input: { buyerEmail: string; recipientEmail: string | null; coupon: string | null; origin: string },
): Promise<string> {
  if (!config.secretKey) throw new CheckoutError("not_configured");
  if (emailProblem(input.buyerEmail) || (input.recipientEmail && emailProblem(input.recipientEmail))) throw new CheckoutError("bad_email");
  const factor = discountFactor(input.coupon, GIFT_PLAN, config.flags);
  const metadata = { kind: "gift", plan: "vantage", buyerEmail: input.buyerEmail, recipientEmail: input.recipientEmail ?? "" };
  return createSession(config, {
    mode: "payment",
    customer_email: input.buyerEmail,
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "usd",
          unit_amount: discountedYearlyCents(config.yearlyPrices[GIFT_PLAN], factor),
          product_data: { name: "OpenGround Vantage, one year (gift)" },
        },
      },
    ],
    metadata,
    success_url: `${input.origin}/gift?bought={CHECKOUT_SESSION_ID}`,
    cancel_url: `${input.origin}/checkout/gift-vantage?checkout=cancelled`,
  });
}

/** Stripe's customer portal: card changes and cancellation. */
export async function startPortal(config: BillingConfig, input: { user: UserRow; origin: string }): Promise<string> {
  if (!config.secretKey) throw new CheckoutError("not_configured");
  if (!input.user.stripeCustomerId) throw new CheckoutError("unknown_plan");
  try {
    const session = await stripeClient(config).billingPortal.sessions.create({ customer: input.user.stripeCustomerId, return_url: `${input.origin}/account` });
    return session.url;
  } catch (error) {
    log.error("stripe portal session failed", { error });
    throw new CheckoutError("stripe_failed");
  }
}
