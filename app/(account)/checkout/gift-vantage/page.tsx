import type { Metadata } from "next";
import Link from "next/link";
import { PaymentsNotConfiguredNotice, PlanPriceText } from "@/components/billing/plan-price";
import { CaptchaForm } from "@/components/billing/captcha-form";
import { TrackOnMount } from "@/components/billing/track-on-mount";
import { FIELD, LABEL, LINK, PRIMARY_BUTTON } from "@/components/account/ui";
import { captchaConfig } from "@/lib/accounts/captcha";
import { CHECKOUT_ERRORS, type CheckoutErrorCode } from "@/lib/accounts/checkout";
import { getCurrentUser } from "@/lib/auth/current-user";
import { GIFT_PLAN } from "@/lib/billing/plans";
import { billingView, planPrice } from "@/lib/site/billing-view";

export const metadata: Metadata = {
  title: "Gift Vantage",
  description: "Pay for a year of OpenGround Vantage as a gift.",
  robots: { index: false },
};

export const dynamic = "force-dynamic";

// /checkout/gift-vantage (spec §2 and §9's default gift link, issue 21): who pays, who receives, then
// Stripe's page for a one-time payment (POST /api/billing/gift-checkout). GIFTVANTAGE50 applies here.
export default async function GiftVantageCheckoutPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [params, { config, configured, coupon }, user] = await Promise.all([searchParams, billingView(), getCurrentUser().catch(() => null)]);
  const error = typeof params.error === "string" && Object.hasOwn(CHECKOUT_ERRORS, params.error) ? CHECKOUT_ERRORS[params.error as CheckoutErrorCode] : null;
  return (
    <section className="max-w-xl">
      <TrackOnMount event="Checkout-Enter" props={{ plan: GIFT_PLAN }} />
      <h1 className="text-2xl font-bold sm:text-3xl">Give a year of Vantage</h1>
      {error ? (
        <p role="alert" className="mt-4 text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
      <div className="mt-4">
        <PlanPriceText price={planPrice(config, GIFT_PLAN, coupon)} />
      </div>
      {!configured ? (
        <PaymentsNotConfiguredNotice />
      ) : (
        <CaptchaForm action="/api/billing/gift-checkout" siteKey={captchaConfig()?.siteKey ?? null} captchaAction="gift_checkout" className="mt-4 flex flex-col gap-3">
          <label className={LABEL}>
            Your e-mail (the code is sent here)
            <input name="buyerEmail" type="email" required defaultValue={user?.email ?? ""} className={FIELD} />
          </label>
          <label className={LABEL}>
            Their e-mail (optional: we send them the code too)
            <input name="recipientEmail" type="email" className={FIELD} />
          </label>
          <button type="submit" className={PRIMARY_BUTTON}>
            Continue to payment
          </button>
        </CaptchaForm>
      )}
      <p className="mt-4">
        <Link href="/gift" className={LINK}>
          About gifts
        </Link>
      </p>
    </section>
  );
}
