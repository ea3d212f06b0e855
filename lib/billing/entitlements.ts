import { SUBSCRIPTION_STATUSES, type SubscriptionStatus } from "@/lib/accounts/user";

// What each subscription status unlocks: spec §6 "Entitlements by subscription status", row by row.
// PURE and shared: the server enforces it (the spec leaves enforcement open; we enforce) and the
// client reads it to decide what to show. Nothing else may decide a plan's rights.

/** The three levels of blindspot articles (spec §6 "Blindspot articles"). */
export type BlindspotTier = "pro" | "premium" | "vantage";

/** 0 = no year in review (no account, so no reading history); 1–3 as spec §6. */
export type YearInReviewLevel = 0 | 1 | 2 | 3;

export interface Entitlements {
  // The free reader's prompts and offers (spec §6 row "free").
  interestPageNudge: boolean;
  subscribeFlagBanner: boolean;
  onboardingHotspots: boolean;
  twitterToolAd: boolean;
  biasQuizDiscount: boolean;
  salePromo: boolean;
  biasPopup: boolean;
  premiumTrialOnboarding: boolean;
  vantageTrialOnboarding: boolean;
  aiAssistant: boolean;
  // What paying (and institutional) readers get.
  skipPaywalls: boolean;
  sortPaywallSources: boolean;
  giftSubscriptions: boolean;
  showLess: boolean;
  blindspotTiers: readonly BlindspotTier[];
  premiumNewsletters: boolean;
  raisedBlockedSourceLimit: boolean;
  canUpgrade: boolean;
  yearInReviewLevel: YearInReviewLevel;
}

const NOTHING: Entitlements = {
  interestPageNudge: false,
  subscribeFlagBanner: false,
  onboardingHotspots: false,
  twitterToolAd: false,
  biasQuizDiscount: false,
  salePromo: false,
  biasPopup: false,
  premiumTrialOnboarding: false,
  vantageTrialOnboarding: false,
  aiAssistant: false,
  skipPaywalls: false,
  sortPaywallSources: false,
  giftSubscriptions: false,
  showLess: false,
  blindspotTiers: [],
  premiumNewsletters: false,
  raisedBlockedSourceLimit: false,
  canUpgrade: false,
  yearInReviewLevel: 0,
};

const FREE: Entitlements = {
  ...NOTHING,
  interestPageNudge: true,
  subscribeFlagBanner: true,
  onboardingHotspots: true,
  twitterToolAd: true,
  biasQuizDiscount: true,
  salePromo: true,
  biasPopup: true,
  premiumTrialOnboarding: true,
  vantageTrialOnboarding: true,
  aiAssistant: true,
  yearInReviewLevel: 1,
};

/** "mix, pro, premium, supporter, vantage: skip paywalls, gift subscriptions, sort paywall sources, show-less". */
const PAID: Entitlements = { ...NOTHING, skipPaywalls: true, giftSubscriptions: true, sortPaywallSources: true, showLess: true };

const TABLE: Record<SubscriptionStatus, Entitlements> = {
  free: FREE,
  // "as free, minus the trial onboardings and the assistant".
  freeTrial: { ...FREE, premiumTrialOnboarding: false, vantageTrialOnboarding: false, aiAssistant: false },
  // Not in the spec's table. A visitor without an account sees the free reader's offers (the promo and
  // trial popups are offered to unregistered visitors, spec §4), but has no reading history to review.
  unregistered: { ...FREE, yearInReviewLevel: 0 },
  institutional: { ...NOTHING, skipPaywalls: true, blindspotTiers: ["premium"], sortPaywallSources: true, yearInReviewLevel: 3 },
  mix: { ...PAID, blindspotTiers: ["pro", "premium"], premiumNewsletters: true, yearInReviewLevel: 3 },
  pro: { ...PAID, blindspotTiers: ["pro"], raisedBlockedSourceLimit: true, canUpgrade: true, yearInReviewLevel: 2 },
  premium: { ...PAID, blindspotTiers: ["premium"], premiumNewsletters: true, raisedBlockedSourceLimit: true, yearInReviewLevel: 2 },
  supporter: { ...PAID, blindspotTiers: ["vantage"], premiumNewsletters: true, yearInReviewLevel: 3 },
  vantage: { ...PAID, blindspotTiers: ["vantage"], premiumNewsletters: true, yearInReviewLevel: 3 },
};

export function isSubscriptionStatus(value: string): value is SubscriptionStatus {
  return (SUBSCRIPTION_STATUSES as readonly string[]).includes(value);
}

/**
 * The rights of a status. A value that is no known status (a stale cookie, a hand-edited row) gets the
 * free reader's rights: never more than was paid for.
 */
export function entitlementsFor(status: string | null | undefined): Entitlements {
  return status && isSubscriptionStatus(status) ? TABLE[status] : FREE;
}

/** Statuses with `skipPaywalls`: every paid plan and institutional accounts. */
export function isPaidStatus(status: string): boolean {
  return entitlementsFor(status).skipPaywalls;
}

/**
 * What the blindspot article tiers unlock on /blindspot (spec §6 "Blindspot articles"; the spec does not
 * say, so we decide, docs/decisions.md "Issue 21"): how many of the week's blindspots a reader sees on
 * each tab, the most covered first. Everyone sees the first page; each tier reaches further down the
 * list, vantage sees all of them. A status with several tiers (mix) gets the largest.
 */
export const BLINDSPOT_STORIES_PER_SIDE: Readonly<Record<BlindspotTier | "none", number>> = {
  none: 20,
  pro: 50,
  premium: 100,
  vantage: Number.POSITIVE_INFINITY,
};

export function blindspotStoriesPerSide(status: string | null | undefined): number {
  return Math.max(BLINDSPOT_STORIES_PER_SIDE.none, ...entitlementsFor(status).blindspotTiers.map((tier) => BLINDSPOT_STORIES_PER_SIDE[tier]));
}

/** The blindspots a reader's allowance covers: the first `perSide` of each side, in the given order. */
export function withinBlindspotAllowance<T extends { blindspotFor: string | null }>(cards: readonly T[], perSide: number): T[] {
  const seen = new Map<string, number>();
  return cards.filter((card) => {
    const side = card.blindspotFor ?? "none";
    const count = (seen.get(side) ?? 0) + 1;
    seen.set(side, count);
    return count <= perSide;
  });
}
