import { describe, expect, it } from "vitest";
import { premiumTrialOffer, type TrialOnboardingInput } from "./trial-onboarding";

const free: TrialOnboardingInput = { subscriptionStatus: "free", trialStart: null, trialDays: 7, paymentsConfigured: true, flag: "ON", inCohort: false };

describe("the free-trial step of onboarding (spec §2, §6)", () => {
  it("offers a free reader the premium trial of the configured length", () => {
    expect(premiumTrialOffer(free)).toEqual({ plan: "premium", days: 7 });
    expect(premiumTrialOffer({ ...free, flag: "OFF", inCohort: true })).toEqual({ plan: "premium", days: 7 });
  });

  it("never offers it to freeTrial or paid readers, nor twice", () => {
    for (const subscriptionStatus of ["freeTrial", "pro", "premium", "vantage", "supporter", "mix", "institutional"]) {
      expect(premiumTrialOffer({ ...free, subscriptionStatus }), subscriptionStatus).toBeNull();
    }
    expect(premiumTrialOffer({ ...free, trialStart: "2026-01-02T00:00:00.000Z" })).toBeNull();
  });

  it("stays off while the flag is at its default and the reader is outside the cohort", () => {
    expect(premiumTrialOffer({ ...free, flag: "OFF", inCohort: false })).toBeNull();
  });

  it("is not offered when it could not be honoured: no payments or no trial configured", () => {
    expect(premiumTrialOffer({ ...free, paymentsConfigured: false })).toBeNull();
    expect(premiumTrialOffer({ ...free, trialDays: 0 })).toBeNull();
  });
});
