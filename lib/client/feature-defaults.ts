// The flags' project defaults (spec §9 "Flag defaults"; issue 19), apart from the GrowthBook definitions
// (feature-definitions.ts) so that useFeature's first-load code holds this table only.

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

