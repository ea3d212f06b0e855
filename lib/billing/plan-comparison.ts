import { blindspotStoriesPerSide, entitlementsFor } from "./entitlements";
import { PAYWALL_THRESHOLDS } from "./paywall";

// The plan comparison of /subscribe (issue 21), computed from the entitlements the server enforces, so
// the table can never promise what a plan does not get. PURE; limits come in as a function.

export const COMPARED_STATUSES = ["free", "pro", "premium", "vantage"] as const;
export type ComparedStatus = (typeof COMPARED_STATUSES)[number];

export interface ComparisonRow {
  label: string;
  values: Record<ComparedStatus, string>;
}

const yes = (value: boolean) => (value ? "Yes" : "No");

export function planComparison(limits: { follow(status: string): number; block(status: string): number }, options: { paywalls: boolean }): ComparisonRow[] {
  const row = (label: string, value: (status: ComparedStatus) => string): ComparisonRow => ({
    label,
    values: Object.fromEntries(COMPARED_STATUSES.map((status) => [status, value(status)])) as Record<ComparedStatus, string>,
  });
  return [
    ...(options.paywalls
      ? [row("Paywall prompts", (status) => (entitlementsFor(status).skipPaywalls ? "None" : `After ${PAYWALL_THRESHOLDS.sessionStory} stories an hour`))]
      : []),
    row("Blindspots per side each week", (status) => {
      const count = blindspotStoriesPerSide(status);
      return Number.isFinite(count) ? `${count}` : "All";
    }),
    row("Interests and sources you can follow", (status) => `${limits.follow(status)} each`),
    row("Sources you can block", (status) => `${limits.block(status)}`),
    row("Show less of a topic", (status) => yes(entitlementsFor(status).showLess)),
    row("Premium newsletters", (status) => yes(entitlementsFor(status).premiumNewsletters)),
    row("List paywalled outlets last", (status) => yes(entitlementsFor(status).sortPaywallSources)),
    row("Give gift subscriptions", (status) => yes(entitlementsFor(status).giftSubscriptions)),
    row("Year in review", (status) => `Level ${entitlementsFor(status).yearInReviewLevel}`),
  ];
}
