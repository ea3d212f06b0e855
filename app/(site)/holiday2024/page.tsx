import type { Metadata } from "next";
import Link from "next/link";
import { PlanPriceText } from "@/components/billing/plan-price";
import { PRIMARY_BUTTON } from "@/components/account/ui";
import { RoutePlaceholder } from "@/components/route-placeholder";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { HOLIDAY_CODE, HOLIDAY_FLAG } from "@/lib/billing/promo-codes";
import { billingView, planPrice } from "@/lib/site/billing-view";

export const metadata: Metadata = {
  title: "Holiday sale",
  description: "OpenGround's holiday sale.",
};

export const dynamic = "force-dynamic";

// /holiday2024 (spec §2, §9; issue 21): reads the holiday2024 flag (BILLING_FLAGS). Off, as spec §9 has
// it: the sale is over, with a link to /subscribe. On: 50 % off Vantage, the offer's code put in the
// coupon cookie by /holiday2024/claim on the way to the plans.
export default async function Holiday2024Page() {
  const { config, configured } = await billingView();
  if (!config.flags.has(HOLIDAY_FLAG)) {
    return (
      <RoutePlaceholder title="The holiday sale is over" summary="The 2024 holiday sale has ended. You can still see our current plans on the subscription page.">
        <Link href="/subscribe" className={`rounded underline ${FOCUS_RING}`}>
          See the subscription plans
        </Link>
      </RoutePlaceholder>
    );
  }
  return (
    <RoutePlaceholder title="Holiday sale: 50% off Vantage" summary="For the holidays, a year of Vantage costs half: every blindspot, the premium newsletters and the full year in review.">
      <PlanPriceText price={planPrice(config, "vantage", HOLIDAY_CODE)} />
      {configured ? (
        <p className="mt-4">
          <a href="/holiday2024/claim" className={PRIMARY_BUTTON}>
            Get 50% off Vantage
          </a>
        </p>
      ) : null}
    </RoutePlaceholder>
  );
}
