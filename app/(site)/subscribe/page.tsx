import type { Metadata } from "next";
import Link from "next/link";
import { PaymentsNotConfiguredNotice, PlanPriceText } from "@/components/billing/plan-price";
import { TrackOnMount } from "@/components/billing/track-on-mount";
import { LINK, PRIMARY_BUTTON, SECTION } from "@/components/account/ui";
import { getCurrentUser } from "@/lib/auth/current-user";
import { mayBuy } from "@/lib/accounts/checkout";
import { blockedSourceLimit, followLimit } from "@/lib/accounts/limits";
import { COMPARED_STATUSES, planComparison } from "@/lib/billing/plan-comparison";
import { PLANS } from "@/lib/billing/plans";
import { couponFlags } from "@/lib/billing/promo-codes";
import { planPrice, billingView } from "@/lib/site/billing-view";

export const metadata: Metadata = {
  title: "Subscribe",
  description: "OpenGround's plans: Pro, Premium and Vantage, what each adds, and their prices.",
};

export const dynamic = "force-dynamic";

// /subscribe (spec §2, issue 21): the three plans with the §9 monthly price (the coupon cookie's discount on
// the plan it belongs to), what each adds (§6), and the way to /checkout/. Without STRIPE_SECRET_KEY the
// plans still show, with a clear notice and no buy buttons.
export default async function SubscribePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const [{ config, configured, coupon }, user, params] = await Promise.all([billingView(), getCurrentUser().catch(() => null), searchParams]);
  const status = user?.subscriptionStatus ?? "unregistered";
  return (
    <section className="max-w-5xl">
      <TrackOnMount event="Subscribe-Enter" />
      <h1 className="text-2xl font-bold sm:text-3xl">Choose your plan</h1>
      <p className="mt-3 max-w-3xl text-neutral-700 dark:text-neutral-300">
        Every plan is paid yearly and can be cancelled at any time from your account page. Each keeps everything the free site gives you.
      </p>
      {!configured ? (
        <PaymentsNotConfiguredNotice />
      ) : null}
      {params.checkout === "cancelled" ? (
        <p role="status" className="mt-4">
          The payment was cancelled; nothing was charged.
        </p>
      ) : null}
      <ul className="mt-6 grid list-none gap-4 p-0 md:grid-cols-3" aria-label="Plans">
        {PLANS.map((plan) => {
          const current = status === plan.id;
          return (
            <li key={plan.id} className={`${SECTION} flex flex-col gap-3`} aria-labelledby={`plan-${plan.id}`}>
              <h2 id={`plan-${plan.id}`} className="text-xl font-semibold">
                {plan.name}
              </h2>
              <p>{plan.tagline}</p>
              <PlanPriceText price={planPrice(config, plan.id, coupon, couponFlags(config.flags, user))} />
              <div className="mt-auto">
                {current ? (
                  <p className="font-semibold">Your current plan</p>
                ) : configured && mayBuy(status, plan.id) ? (
                  <Link href={`/checkout/?plan=${plan.id}`} className={PRIMARY_BUTTON}>
                    Choose {plan.name}
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="mt-8 overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <caption className="mb-2 text-left text-lg font-semibold">What each plan gives</caption>
          <thead>
            <tr>
              <th scope="col" className="border-b border-neutral-300 py-2 pr-3 dark:border-neutral-700">
                <span className="sr-only">Feature</span>
              </th>
              {COMPARED_STATUSES.map((compared) => (
                <th key={compared} scope="col" className="border-b border-neutral-300 py-2 pr-3 dark:border-neutral-700">
                  {compared === "free" ? "Free" : PLANS.find((plan) => plan.id === compared)!.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {planComparison({ follow: followLimit, block: blockedSourceLimit }, { paywalls: configured }).map((row) => (
              <tr key={row.label}>
                <th scope="row" className="border-b border-neutral-200 py-2 pr-3 font-normal dark:border-neutral-800">
                  {row.label}
                </th>
                {COMPARED_STATUSES.map((compared) => (
                  <td key={compared} className="border-b border-neutral-200 py-2 pr-3 dark:border-neutral-800">
                    {row.values[compared]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-6">
        <Link href="/gift" className={LINK}>
          Give a year of Vantage as a gift
        </Link>
        {" · "}
        <Link href="/gift/redeem" className={LINK}>
          Redeem a gift code
        </Link>
      </p>
    </section>
  );
}
