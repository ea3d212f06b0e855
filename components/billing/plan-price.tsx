import type { PlanPrice } from "@/lib/site/billing-view";

/** "$8.33 a month, billed yearly ($99.99)", with the coupon's price beside the struck-out one. */
export function PlanPriceText({ price }: { price: PlanPrice }) {
  if (!price.discounted) {
    return (
      <p data-testid={`price-${price.plan}`}>
        <span className="text-2xl font-bold">${price.monthly}</span> a month, billed yearly (${price.yearly})
      </p>
    );
  }
  return (
    <p data-testid={`price-${price.plan}`}>
      <s className="text-neutral-600 dark:text-neutral-400" aria-label={`was $${price.monthly} a month`}>
        ${price.monthly}
      </s>{" "}
      <span className="text-2xl font-bold">${price.discounted.monthly}</span> a month, billed yearly (${price.discounted.yearly}) ·{" "}
      <strong>
        {price.discounted.percent}% off with {price.discounted.code}
      </strong>
    </p>
  );
}

const PAYMENTS_NOT_CONFIGURED_NOTICE = "Payments are not configured on this site: you can compare the plans, but none can be bought here.";

/** What the plan, checkout and gift pages show instead of a way to pay while Stripe is not configured. */
export function PaymentsNotConfiguredNotice() {
  return (
    <p role="status" className="mt-4 rounded border border-amber-600 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950 dark:text-amber-50">
      {PAYMENTS_NOT_CONFIGURED_NOTICE}
    </p>
  );
}
