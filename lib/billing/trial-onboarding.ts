import { entitlementsFor } from "./entitlements";

// The free-trial step of onboarding (spec §2 "onboarding … free trial"; §4 popup order "premium trial
// onboarding" first; §6: free readers get the premium trial onboarding, freeTrial and paid readers
// never). Pure. It is offered only when it can be honoured: payments are configured with a trial
// (the checkout then adds trial_period_days, lib/accounts/checkout.ts), the reader never had a trial,
// and the flags allow: the `onboarding-premium-trial` flag is on (any value but its default "OFF") or
// the reader is in the premium-trial cohort (spec §9: 50 %).

export interface TrialOnboardingInput {
  subscriptionStatus: string | null | undefined;
  trialStart: string | Date | null;
  trialDays: number;
  paymentsConfigured: boolean;
  flag: string;
  inCohort: boolean;
}

/** The trial to offer at the end of onboarding, or null. */
export function premiumTrialOffer(input: TrialOnboardingInput): { plan: "premium"; days: number } | null {
  if (!entitlementsFor(input.subscriptionStatus).premiumTrialOnboarding) return null;
  if (input.trialStart || !input.paymentsConfigured || input.trialDays <= 0) return null;
  if (input.flag === "OFF" && !input.inCohort) return null;
  return { plan: "premium", days: input.trialDays };
}
