import type { Metadata } from "next";
import Link from "next/link";
import { PaymentsNotConfiguredNotice, PlanPriceText } from "@/components/billing/plan-price";
import { LINK, PRIMARY_BUTTON, SECTION } from "@/components/account/ui";
import { GIFT_PLAN } from "@/lib/billing/plans";
import { getDb } from "@/lib/db";
import { giftForCheckoutSession } from "@/lib/queries/billing";
import { billingView, planPrice } from "@/lib/site/billing-view";
import { firstValue } from "@/lib/site/page-query";

export const metadata: Metadata = {
  title: "Give OpenGround",
  description: "Give someone a year of OpenGround Vantage.",
};

export const dynamic = "force-dynamic";

// /gift (spec §2, issue 21): what a gift is, its price, the way to buy one (/checkout/gift-vantage, the §9
// default gift link) and to redeem one. After payment Stripe sends the buyer back here with the session id
// (?bought=cs_…): the code is shown once it is stored (the webhook), as well as mailed.
export default async function GiftPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [params, { config, configured, coupon }] = await Promise.all([searchParams, billingView()]);
  const bought = firstValue(params.bought);
  const gift = bought && /^cs_[A-Za-z0-9_]{1,200}$/.test(bought) ? await giftForCheckoutSession(await getDb(), bought) : null;
  return (
    <section className="max-w-2xl">
      <h1 className="text-2xl font-bold sm:text-3xl">Give OpenGround</h1>
      {bought ? (
        <div role="status" className={`${SECTION} mt-4`}>
          <h2 className="text-lg font-semibold">Thank you for your gift</h2>
          {gift ? (
            <p className="mt-2">
              The gift code is <strong data-testid="gift-code">{gift.code}</strong>. We also send it by e-mail to you
              {gift.recipientEmail ? ` and to ${gift.recipientEmail}` : ""}. It gives one year of Vantage, redeemed once at{" "}
              <Link href="/gift/redeem" className={LINK}>
                /gift/redeem
              </Link>
              .
            </p>
          ) : (
            <p className="mt-2">Your payment went through; the gift code is being prepared. Reload this page in a moment to see it.</p>
          )}
        </div>
      ) : null}
      <p className="mt-3 text-neutral-700 dark:text-neutral-300">
        A gift is one year of Vantage, paid once: every blindspot, the premium newsletters and the full year in review. It does not renew. The
        code goes to you and, if you give their address, to the person you give it to.
      </p>
      <div className="mt-4">
        <PlanPriceText price={planPrice(config, GIFT_PLAN, coupon)} />
      </div>
      {!configured ? (
        <PaymentsNotConfiguredNotice />
      ) : (
        <p className="mt-4">
          <Link href="/checkout/gift-vantage" className={PRIMARY_BUTTON}>
            Buy a gift
          </Link>
        </p>
      )}
      <p className="mt-4">
        Received a code?{" "}
        <Link href="/gift/redeem" className={LINK}>
          Redeem it
        </Link>
      </p>
    </section>
  );
}
