import type { FeatureDefinition } from "@growthbook/growthbook-react";

// The feature definitions kept in the project (issue 19; spec §9 "Flag defaults", "Trial cohort split and
// assistant split: 50 percent", "Sticky-note popup chance: 1 in 10"; spec §2 search flags). GrowthBook
// evaluates them in the browser; a remote GrowthBook (GROWTHBOOK_API_HOST) may override them. Until the
// SDK has loaded, and wherever it cannot, useFeature answers FEATURE_DEFAULTS. Type-only import: this
// file adds nothing to a bundle but the table below.

export const FEATURE_DEFAULTS = {
  /** Where "Give a gift" links. */
  "gift-link": "/checkout/gift-vantage",
  "pricing-experiment": "OFF",
  "new-site-experience": false,
  "onboarding-premium-trial": "OFF",
  "onboarding-vantage-trial": "OFF",
  "sale-promo": false,
  "holiday-sale": false,
  /** Search and the search bar are shown (spec §2: two on/off flags). */
  search: true,
  "search-bar": true,
  /** The theme experiment's arm (spec §3, §5): dark or light. */
  "theme-experiment": "light" as "dark" | "light",
  /** The article assistant's variant (spec §3, §5): AA2 or AA3. */
  "assistant-variant": "AA2" as "AA2" | "AA3",
  /** In the premium-trial cohort (spec §3 personalization cookie inPremiumTrialCohort, §9 50 %). */
  "premium-trial-cohort": false,
  /** The sticky-note popup may show (spec §9: 1 in 10). */
  "sticky-note": false,
};

export type FeatureKey = keyof typeof FEATURE_DEFAULTS;
export type FeatureValue<K extends FeatureKey> = (typeof FEATURE_DEFAULTS)[K];

/** The attribute every draw hashes: a random id kept per browser (spec §3 anonymous user info id). */
export const HASH_ATTRIBUTE = "deviceId";

/** An experiment drawn per browser; its key is the experiment id sent to POST /v04/ue (lib/accounts/experiments.ts). */
function draw<T>(key: string, variations: T[], weights: number[]): FeatureDefinition<T> {
  return {
    defaultValue: variations[variations.length - 1],
    rules: [{ key, variations, weights, hashAttribute: HASH_ATTRIBUTE, coverage: 1 }],
  };
}

export const FEATURE_DEFINITIONS: Record<string, FeatureDefinition> = {
  ...Object.fromEntries(Object.entries(FEATURE_DEFAULTS).map(([key, value]) => [key, { defaultValue: value }])),
  "theme-experiment": draw("theme-experiment", ["dark", "light"], [0.5, 0.5]),
  "assistant-variant": draw("article-assistant", ["AA2", "AA3"], [0.5, 0.5]),
  "premium-trial-cohort": draw("premium-trial-onboarding", [true, false], [0.5, 0.5]),
  "sticky-note": draw("sticky-banner", [true, false], [0.1, 0.9]),
};
