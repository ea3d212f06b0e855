import { isPlanId, type PlanId } from "./plans";

// How a Stripe subscription reads as our user fields (issue 21). PURE: plain objects in, plain values
// out, so every Stripe status is tested without the SDK. Only the fields we read are typed.

export interface StripeSubscriptionLike {
  id: string;
  status: string;
  customer: string | { id: string } | null;
  cancel_at_period_end?: boolean | null;
  trial_start?: number | null;
  ended_at?: number | null;
  current_period_end?: number | null;
  metadata?: Record<string, string> | null;
  items?: { data?: { current_period_end?: number | null; price?: { id?: string } | null }[] } | null;
}

/** Stripe statuses under which the reader has the plan: paid, on a trial, or paid late while Stripe retries. */
const ENTITLED = new Set(["active", "trialing", "past_due"]);

export interface DerivedState {
  subscriptionStatus: string;
  subscriptionWillRenew: boolean;
  subscribedUntil: Date | null;
  trialStart: Date | null;
}

export const seconds = (value: number | null | undefined): Date | null => (typeof value === "number" ? new Date(value * 1000) : null);

export function customerIdOf(customer: StripeSubscriptionLike["customer"]): string | null {
  if (!customer) return null;
  return typeof customer === "string" ? customer : customer.id;
}

/** The plan a subscription is for: our metadata first, else its price id among the configured ones. */
export function planOfSubscription(subscription: StripeSubscriptionLike, priceIds: Partial<Record<PlanId, string>>): PlanId | null {
  const fromMetadata = subscription.metadata?.plan;
  if (isPlanId(fromMetadata)) return fromMetadata;
  const priceId = subscription.items?.data?.[0]?.price?.id;
  if (!priceId) return null;
  const found = (Object.entries(priceIds) as [PlanId, string | undefined][]).find(([, id]) => id === priceId);
  return found ? found[0] : null;
}

/**
 * The user fields a subscription implies. A subscription that no longer entitles (canceled, unpaid,
 * incomplete, paused) makes the reader free; while it entitles, the reader has `plan`, until the end of
 * the period, renewing unless cancelled at the period's end.
 */
export function stateOfSubscription(subscription: StripeSubscriptionLike, plan: PlanId, deleted = false): DerivedState {
  const periodEnd = subscription.items?.data?.[0]?.current_period_end ?? subscription.current_period_end ?? null;
  const entitled = !deleted && ENTITLED.has(subscription.status);
  return {
    subscriptionStatus: entitled ? plan : "free",
    subscriptionWillRenew: entitled && !subscription.cancel_at_period_end && subscription.status !== "past_due",
    subscribedUntil: entitled ? seconds(periodEnd) : (seconds(subscription.ended_at) ?? seconds(periodEnd)),
    trialStart: seconds(subscription.trial_start),
  };
}
