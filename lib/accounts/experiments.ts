// The experiment ids POST /v04/ue accepts (spec §5: "a fixed list of about 21 experiment ids", of which
// the spec names daily-briefing, subscription-cancellation and web-pricing-experiment). The rest of the
// original list is not shown; these are the product's experiments named elsewhere in the spec (popups,
// onboarding, paywall, assistant, theme, recommendations). Adding one here is the only change needed.
export const EXPERIMENT_IDS = [
  "daily-briefing",
  "subscription-cancellation",
  "web-pricing-experiment",
  "new-site-experience",
  "onboarding-flow",
  "premium-trial-onboarding",
  "vantage-trial-onboarding",
  "onboarding-hotspots",
  "promo-popup",
  "trial-popup",
  "bias-quiz-popup",
  "newsletter-prompt",
  "sticky-banner",
  "gift-banner",
  "registration-modal",
  "article-paywall",
  "article-assistant",
  "theme-experiment",
  "interest-page-nudge",
  "home-timeline-ad",
  "recommendation-experiment",
] as const;

export type ExperimentId = (typeof EXPERIMENT_IDS)[number];

export function isExperimentId(value: unknown): value is ExperimentId {
  return typeof value === "string" && (EXPERIMENT_IDS as readonly string[]).includes(value);
}

/** Longest choice string stored; choices are short variant names such as "Case_B". */
export const EXPERIMENT_CHOICE_MAX_LENGTH = 100;
