import { describe, expect, it } from "vitest";
import { DEFAULT_YEARLY_PRICES, discountedYearlyCents, GIFT_LINK, GIFT_REMINDER_LINK, monthlyPriceText } from "./plans";
import { COUPON_GROUPS, codeForPromoKey, couponFlags, discountFactor, HOLIDAY_CODE, parseCouponCookie, PROMO_CODES, VANTAGE_TRIAL_EXPIRY_CODE } from "./promo-codes";

describe("spec §9 price display", () => {
  it("monthly = yearly ÷ 12 × discount factor ÷ 100, with 2 decimals", () => {
    expect(monthlyPriceText(DEFAULT_YEARLY_PRICES.vantage)).toBe("8.33"); // 99.99 / 12
    expect(monthlyPriceText(DEFAULT_YEARLY_PRICES.vantage, 65)).toBe("5.42"); // 99.99 / 12 × 65 / 100 = 5.416…
    expect(monthlyPriceText(1200, 50)).toBe("0.50");
    expect(discountedYearlyCents(9999, 65)).toBe(6499);
  });
});

describe("spec §9 promo codes", () => {
  it("maps the twelve pc keys to their codes exactly", () => {
    expect(PROMO_CODES).toEqual({
      welcomeVantage: "WELCOMEVANTAGE35",
      welcomeVantage30: "WELCOME30",
      expiryPremium: "PREMIUMEXPIRYPREMIUM20",
      expiryVantage: "EXPIRYVANTAGE35",
      vantageTrialExpiry: "{hash}",
      expiryPro: "PROEXPIRYPRO20",
      expiryTrial: "PREMIUMTRIALEXPIRYPREMIUM20",
      proAbandonedCart: "PROABANDONED35",
      premiumAbandonedCart: "PREMIUMABANDONED35",
      vantageAbandonedCart: "VANTAGEABANDONED35",
      electionVantage50: "ELECTIONVANTAGE50",
      giftReminderVantage50: "GIFTVANTAGE50",
    });
    expect(codeForPromoKey("welcomeVantage")).toBe("WELCOMEVANTAGE35");
    expect(codeForPromoKey("vantageTrialExpiry")).toBe(VANTAGE_TRIAL_EXPIRY_CODE);
    expect(codeForPromoKey("toString")).toBeNull();
    expect(codeForPromoKey("nope")).toBeNull();
  });

  it("groups every code under exactly one plan, and discounts only that plan", () => {
    const grouped = Object.values(COUPON_GROUPS).flat().sort();
    const codes = [...Object.values(PROMO_CODES).filter((code) => code !== "{hash}"), VANTAGE_TRIAL_EXPIRY_CODE, HOLIDAY_CODE].sort();
    expect(grouped).toEqual(codes);
    expect(discountFactor("WELCOMEVANTAGE35", "vantage")).toBe(65);
    expect(discountFactor("WELCOMEVANTAGE35", "pro")).toBe(100);
    expect(discountFactor("PROABANDONED35", "pro")).toBe(65);
    expect(discountFactor("GIFTVANTAGE50", "gift-vantage")).toBe(50);
    expect(discountFactor("GIFTVANTAGE50", "vantage")).toBe(100);
  });

  it("honours ELECTIONVANTAGE50 only while its flag is on, and no code that is not ours", () => {
    expect(discountFactor("ELECTIONVANTAGE50", "vantage")).toBe(100);
    expect(discountFactor("ELECTIONVANTAGE50", "vantage", new Set(["electionVantage50"]))).toBe(50);
    expect(discountFactor("FREE100", "vantage")).toBe(100);
    expect(discountFactor(HOLIDAY_CODE, "vantage")).toBe(100);
    expect(discountFactor(HOLIDAY_CODE, "vantage", new Set(["holiday2024"]))).toBe(50);
    expect(parseCouponCookie("FREE100")).toBeNull();
    expect(parseCouponCookie("WELCOME30")).toBe("WELCOME30");
  });

  it("honours vantageTrialExpiry's code only for a free reader whose trial has ended, on Vantage only", () => {
    const campaign = new Set(["holiday2024"]);
    const ended = couponFlags(campaign, { subscriptionStatus: "free", trialStart: "2026-01-02T00:00:00.000Z" });
    expect(discountFactor(VANTAGE_TRIAL_EXPIRY_CODE, "vantage", ended)).toBe(65);
    expect(discountFactor(VANTAGE_TRIAL_EXPIRY_CODE, "premium", ended)).toBe(100);
    expect(ended.has("holiday2024")).toBe(true);
    // Never trialled, still in the trial, or a visitor: the marker in the cookie gives nothing.
    for (const reader of [{ subscriptionStatus: "free", trialStart: null }, { subscriptionStatus: "freeTrial", trialStart: new Date() }, null]) {
      expect(discountFactor(VANTAGE_TRIAL_EXPIRY_CODE, "vantage", couponFlags(campaign, reader))).toBe(100);
    }
    expect(parseCouponCookie(VANTAGE_TRIAL_EXPIRY_CODE)).toBe(VANTAGE_TRIAL_EXPIRY_CODE);
  });
});

describe("the gift reminder (issue 21: GIFTVANTAGE50 for gift reminders)", () => {
  it("leads to the default gift link with the pc key that halves the gift, and only the gift", () => {
    const link = new URL(GIFT_REMINDER_LINK, "http://localhost");
    expect(link.pathname).toBe(GIFT_LINK);
    const code = codeForPromoKey(link.searchParams.get("pc"));
    expect(code).toBe("GIFTVANTAGE50");
    expect(discountedYearlyCents(DEFAULT_YEARLY_PRICES["gift-vantage"], discountFactor(code!, "gift-vantage"))).toBe(5000);
    expect(discountFactor(code!, "vantage")).toBe(100);
  });
});
