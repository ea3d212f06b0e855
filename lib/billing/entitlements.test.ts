import { describe, expect, it } from "vitest";
import { SUBSCRIPTION_STATUSES } from "@/lib/accounts/user";
import { BLINDSPOT_STORIES_PER_SIDE, blindspotStoriesPerSide, entitlementsFor, isPaidStatus, withinBlindspotAllowance, type Entitlements } from "./entitlements";

// Spec §6, "Entitlements by subscription status", read row by row: each test names the row it checks.

const FREE_OFFERS = [
  "interestPageNudge",
  "subscribeFlagBanner",
  "onboardingHotspots",
  "twitterToolAd",
  "biasQuizDiscount",
  "salePromo",
  "biasPopup",
  "premiumTrialOnboarding",
  "vantageTrialOnboarding",
  "aiAssistant",
] as const satisfies readonly (keyof Entitlements)[];
const PAID_RIGHTS = ["skipPaywalls", "giftSubscriptions", "sortPaywallSources", "showLess"] as const satisfies readonly (keyof Entitlements)[];
const PAYING = ["mix", "pro", "premium", "supporter", "vantage"] as const;

const granted = (status: string) =>
  Object.entries(entitlementsFor(status))
    .filter(([, value]) => value === true)
    .map(([name]) => name)
    .sort();

describe("spec §6 entitlements", () => {
  it("free: the interest-page nudge, banners, hotspots, ads, quiz discount, sale promo, bias popup, both trial onboardings, the assistant, year in review level one", () => {
    expect(granted("free")).toEqual([...FREE_OFFERS].sort());
    expect(entitlementsFor("free").yearInReviewLevel).toBe(1);
    expect(entitlementsFor("free").blindspotTiers).toEqual([]);
  });

  it("freeTrial: as free, minus the trial onboardings and the assistant", () => {
    const expected = FREE_OFFERS.filter((name) => !["premiumTrialOnboarding", "vantageTrialOnboarding", "aiAssistant"].includes(name));
    expect(granted("freeTrial")).toEqual([...expected].sort());
    expect(entitlementsFor("freeTrial").yearInReviewLevel).toBe(1);
  });

  it("institutional: skip paywalls, premium blindspot articles, sort paywall sources, year in review level three", () => {
    expect(granted("institutional")).toEqual(["skipPaywalls", "sortPaywallSources"]);
    expect(entitlementsFor("institutional").blindspotTiers).toEqual(["premium"]);
    expect(entitlementsFor("institutional").yearInReviewLevel).toBe(3);
  });

  it("mix, pro, premium, supporter, vantage: skip paywalls, gift subscriptions, sort paywall sources, show-less, and none of the free offers", () => {
    for (const status of PAYING) {
      for (const right of PAID_RIGHTS) expect(entitlementsFor(status)[right], `${status} ${right}`).toBe(true);
      for (const offer of FREE_OFFERS) expect(entitlementsFor(status)[offer], `${status} ${offer}`).toBe(false);
    }
  });

  it("blindspot articles: pro and mix get pro; premium and mix get premium; supporter and vantage get vantage", () => {
    expect(entitlementsFor("pro").blindspotTiers).toEqual(["pro"]);
    expect(entitlementsFor("mix").blindspotTiers).toEqual(["pro", "premium"]);
    expect(entitlementsFor("premium").blindspotTiers).toEqual(["premium"]);
    expect(entitlementsFor("supporter").blindspotTiers).toEqual(["vantage"]);
    expect(entitlementsFor("vantage").blindspotTiers).toEqual(["vantage"]);
  });

  it("premium newsletters: mix, premium, supporter, vantage only", () => {
    const allowed = SUBSCRIPTION_STATUSES.filter((status) => entitlementsFor(status).premiumNewsletters);
    expect(allowed).toEqual(["mix", "premium", "supporter", "vantage"]);
  });

  it("pro and premium raise the blocked-source limit; only pro can upgrade", () => {
    expect(SUBSCRIPTION_STATUSES.filter((status) => entitlementsFor(status).raisedBlockedSourceLimit)).toEqual(["pro", "premium"]);
    expect(SUBSCRIPTION_STATUSES.filter((status) => entitlementsFor(status).canUpgrade)).toEqual(["pro"]);
  });

  it("year in review: one for free, two for pro and premium, three for institutional, mix, supporter and vantage", () => {
    const levels = Object.fromEntries(SUBSCRIPTION_STATUSES.map((status) => [status, entitlementsFor(status).yearInReviewLevel]));
    expect(levels).toEqual({ free: 1, freeTrial: 1, unregistered: 0, institutional: 3, mix: 3, pro: 2, premium: 2, supporter: 3, vantage: 3 });
  });

  it("unregistered visitors (not in the table) see the free offers but have no year to review", () => {
    expect(granted("unregistered")).toEqual([...FREE_OFFERS].sort());
  });

  it("an unknown or missing status gets no more than a free reader", () => {
    for (const status of ["gold", "", null, undefined, "PRO"]) expect(entitlementsFor(status)).toEqual(entitlementsFor("free"));
  });

  it("paid means skipping paywalls: every paying plan and institutional accounts", () => {
    expect(SUBSCRIPTION_STATUSES.filter(isPaidStatus)).toEqual(["institutional", "mix", "pro", "premium", "supporter", "vantage"]);
  });
});

describe("what the blindspot tiers unlock on /blindspot", () => {
  it("shows each side's first page to everyone, further down the list per tier, and all of it to vantage", () => {
    const perSide = Object.fromEntries(SUBSCRIPTION_STATUSES.map((status) => [status, blindspotStoriesPerSide(status)]));
    expect(perSide).toEqual({
      free: 20,
      freeTrial: 20,
      unregistered: 20,
      institutional: 100,
      mix: 100,
      pro: 50,
      premium: 100,
      supporter: Number.POSITIVE_INFINITY,
      vantage: Number.POSITIVE_INFINITY,
    });
    expect(blindspotStoriesPerSide(undefined)).toBe(BLINDSPOT_STORIES_PER_SIDE.none);
    expect(blindspotStoriesPerSide("forged-status")).toBe(BLINDSPOT_STORIES_PER_SIDE.none);
  });

  it("keeps the first stories of each side, in order", () => {
    const cards = ["left", "right", "left", "left", "right", "right"].map((blindspotFor, id) => ({ id, blindspotFor }));
    expect(withinBlindspotAllowance(cards, 2).map((card) => card.id)).toEqual([0, 1, 2, 4]);
  });
});
