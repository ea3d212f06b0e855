import type { Metadata } from "next";
import Link from "next/link";
import { PaymentsNotConfiguredNotice, PlanPriceText } from "@/components/billing/plan-price";
import { CaptchaForm } from "@/components/billing/captcha-form";
import { TrackOnMount } from "@/components/billing/track-on-mount";
import { LINK, PRIMARY_BUTTON, SECTION } from "@/components/account/ui";
import { captchaConfig } from "@/lib/accounts/captcha";
import { CHECKOUT_ERRORS, type CheckoutErrorCode } from "@/lib/accounts/checkout";
import { getCurrentUser } from "@/lib/auth/current-user";
import { isPlanId, PLANS } from "@/lib/billing/plans";
import { couponFlags } from "@/lib/billing/promo-codes";
import { billingView, planPrice } from "@/lib/site/billing-view";
import { firstValue } from "@/lib/site/page-query";

export const metadata: Metadata = {
  title: "Checkout",
  description: "Pay for an OpenGround subscription.",
  robots: { index: false },
};

export const dynamic = "force-dynamic";

// /checkout/?plan=pro|premium|vantage (spec §2, issue 21): the plan, its price with the coupon, and the
// button that opens Stripe's payment page (POST /api/billing/checkout → 303 to Stripe). The page itself
// creates nothing, so a prefetch or a reload costs no Checkout Session.
export default async function CheckoutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [params, { config, configured, coupon }, user] = await Promise.all([searchParams, billingView(), getCurrentUser().catch(() => null)]);
  const planId = firstValue(params.plan) ?? "";
  const error = firstValue(params.error);
  const errorText = error && Object.hasOwn(CHECKOUT_ERRORS, error) ? CHECKOUT_ERRORS[error as CheckoutErrorCode] : null;
  const plan = isPlanId(planId) ? PLANS.find((entry) => entry.id === planId)! : null;
  return (
    <section className="max-w-2xl">
      <TrackOnMount event="Checkout-Enter" props={{ plan: planId }} />
      <h1 className="text-2xl font-bold sm:text-3xl">{plan ? `Checkout: ${plan.name}` : "Checkout"}</h1>
      {errorText ? (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
          {errorText}
        </p>
      ) : null}
      {!configured ? (
        <PaymentsNotConfiguredNotice />
      ) : null}
      {!plan ? (
        <p className="mt-4">
          {errorText ? null : `${CHECKOUT_ERRORS.unknown_plan} `}
          <Link href="/subscribe" className={LINK}>
            See plans
          </Link>
        </p>
      ) : (
        <div className={`${SECTION} mt-6 flex flex-col gap-3`}>
          <p>{plan.tagline}</p>
          <PlanPriceText price={planPrice(config, plan.id, coupon, couponFlags(config.flags, user))} />
          {config.trialDays > 0 ? <p>New subscribers start with a {config.trialDays}-day free trial; the first payment is taken when it ends.</p> : null}
          {!configured ? null : user ? (
            <CaptchaForm action="/api/billing/checkout" siteKey={captchaConfig()?.siteKey ?? null} captchaAction="checkout">
              <input type="hidden" name="plan" value={plan.id} />
              <button type="submit" className={PRIMARY_BUTTON}>
                Continue to payment
              </button>
              <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">
                You pay on Stripe&apos;s secure page: card, Apple Pay, Google Pay or PayPal. Signed in as {user.email}.
              </p>
            </CaptchaForm>
          ) : (
            <p>
              <Link href={`/login?redirectUri=${encodeURIComponent(`/checkout/?plan=${plan.id}`)}`} className={LINK}>
                Sign in to subscribe
              </Link>{" "}
              or{" "}
              <Link href={`/register?redirectUri=${encodeURIComponent(`/checkout/?plan=${plan.id}`)}`} className={LINK}>
                create an account
              </Link>
              : the plan belongs to your account.
            </p>
          )}
          <p>
            <Link href="/subscribe" className={LINK}>
              Compare plans
            </Link>
          </p>
        </div>
      )}
    </section>
  );
}
