import { describe, expect, it } from "vitest";
import { planOfSubscription, stateOfSubscription, type StripeSubscriptionLike } from "./subscription-state";

const base: StripeSubscriptionLike = {
  id: "sub_1",
  status: "active",
  customer: "cus_1",
  cancel_at_period_end: false,
  trial_start: null,
  metadata: { plan: "premium" },
  items: { data: [{ current_period_end: 1_800_000_000, price: { id: "price_p" } }] },
};

describe("a Stripe subscription as our user fields", () => {
  it("active: the plan, renewing, until the period's end", () => {
    expect(stateOfSubscription(base, "premium")).toEqual({
      subscriptionStatus: "premium",
      subscriptionWillRenew: true,
      subscribedUntil: new Date(1_800_000_000_000),
      trialStart: null,
    });
  });

  it("trialing keeps the plan and records the trial's start; cancelled at period end stops renewing", () => {
    const trial = stateOfSubscription({ ...base, status: "trialing", trial_start: 1_700_000_000, cancel_at_period_end: true }, "vantage");
    expect(trial).toMatchObject({ subscriptionStatus: "vantage", subscriptionWillRenew: false, trialStart: new Date(1_700_000_000_000) });
  });

  it("past_due keeps the plan while Stripe retries, but does not promise a renewal", () => {
    expect(stateOfSubscription({ ...base, status: "past_due" }, "pro")).toMatchObject({ subscriptionStatus: "pro", subscriptionWillRenew: false });
  });

  it("canceled, unpaid, incomplete or deleted: free, ended when Stripe says", () => {
    for (const status of ["canceled", "unpaid", "incomplete", "incomplete_expired", "paused"]) {
      expect(stateOfSubscription({ ...base, status, ended_at: 1_750_000_000 }, "pro"), status).toMatchObject({
        subscriptionStatus: "free",
        subscriptionWillRenew: false,
        subscribedUntil: new Date(1_750_000_000_000),
      });
    }
    expect(stateOfSubscription(base, "pro", true).subscriptionStatus).toBe("free");
  });

  it("reads the plan from our metadata, else from a configured price id, else not at all", () => {
    expect(planOfSubscription(base, {})).toBe("premium");
    expect(planOfSubscription({ ...base, metadata: {} }, { pro: "price_x", premium: "price_p" })).toBe("premium");
    expect(planOfSubscription({ ...base, metadata: { plan: "platinum" } }, { pro: "price_x" })).toBeNull();
  });
});
