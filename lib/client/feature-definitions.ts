import type { FeatureDefinition } from "@growthbook/growthbook-react";
import { FEATURE_DEFAULTS } from "./feature-defaults";

// The feature definitions kept in the project (issue 19; spec §9 "Flag defaults", "Trial cohort split and
// assistant split: 50 percent", "Sticky-note popup chance: 1 in 10"; spec §2 search flags). GrowthBook
// evaluates them in the browser; a remote GrowthBook (GROWTHBOOK_API_HOST) may override them. Until the
// SDK has loaded, and wherever it cannot, useFeature answers FEATURE_DEFAULTS (feature-defaults.ts).

export { FEATURE_DEFAULTS, type FeatureKey, type FeatureValue } from "./feature-defaults";

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
