import { track } from "./analytics";

// The onboarding's analytics events (spec §7 "Onboarding-*"; spec §2 names the screens seen only through
// them: cards, edition, interest follow/unfollow/search, local, free trial, hotspots). The spec gives the
// prefix, not the names: these are ours, one per reader action, "Onboarding-<screen>-<action>", sent
// through the client platform's one `track` (queued until consent is decided, dropped without it).

export const ONBOARDING_EVENTS = {
  stepView: "Onboarding-Step-View",
  cardsSelect: "Onboarding-Cards-Select",
  cardsFollow: "Onboarding-Cards-Follow",
  interestFollow: "Onboarding-Interest-Follow",
  interestUnfollow: "Onboarding-Interest-Unfollow",
  interestSearch: "Onboarding-Interest-Search",
  editionSelect: "Onboarding-Edition-Select",
  localSet: "Onboarding-Local-Set",
  localClear: "Onboarding-Local-Clear",
  freeTrialView: "Onboarding-FreeTrial-View",
  freeTrialStart: "Onboarding-FreeTrial-Start",
  hotspotView: "Onboarding-Hotspot-View",
  hotspotClose: "Onboarding-Hotspot-Close",
  skip: "Onboarding-Skip",
  finish: "Onboarding-Finish",
} as const satisfies Record<string, `Onboarding-${string}`>;

export type OnboardingAction = keyof typeof ONBOARDING_EVENTS;

export function trackOnboarding(action: OnboardingAction, props: Record<string, string | number | boolean> = {}): void {
  track(ONBOARDING_EVENTS[action], props);
}
