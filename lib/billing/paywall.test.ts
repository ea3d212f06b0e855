import { describe, expect, it } from "vitest";
import { articlePaywallExpiry, countAndCheck, currentRecord, emptyRecord, followLimitPrompt, PAYWALL_COUNTERS_RESET_MS, PAYWALL_THRESHOLDS, paywallAction } from "./paywall";

describe("paywall counters (spec §4, §9: reset after one hour)", () => {
  it("prompts once the hour's count passes the threshold", () => {
    let stored: unknown = null;
    const now = 1_000_000;
    const dues: boolean[] = [];
    for (let index = 0; index <= PAYWALL_THRESHOLDS.sessionStory; index++) {
      const { record, due } = countAndCheck(stored, "sessionStory", now + index);
      stored = JSON.parse(JSON.stringify(record));
      dues.push(due);
    }
    expect(dues.filter(Boolean)).toHaveLength(1);
    expect(dues.at(-1)).toBe(true);
  });

  it("starts again when the record is more than an hour old, unreadable or from the future", () => {
    const old = { ...emptyRecord(0), counts: { sessionStory: 50, sessionArticle: 0, followInterest: 0, loadMore: 0 } };
    expect(currentRecord(old, PAYWALL_COUNTERS_RESET_MS + 1).counts.sessionStory).toBe(0);
    expect(currentRecord(old, PAYWALL_COUNTERS_RESET_MS - 1).counts.sessionStory).toBe(50);
    expect(currentRecord("garbage", 5)).toEqual(emptyRecord(5));
    expect(currentRecord({ ...old, startedAt: 10 }, 5)).toEqual(emptyRecord(5));
    expect(currentRecord({ startedAt: 1, counts: { sessionStory: -3, loadMore: "x" } }, 2).counts).toEqual({ sessionStory: 0, sessionArticle: 0, followInterest: 0, loadMore: 0 });
  });

  it("sends a signed-in reader at the follow limit to the paywall, a visitor to the registration modal", () => {
    expect(followLimitPrompt(true)).toBe("paywall");
    expect(followLimitPrompt(false)).toBe("registration");
  });
});

describe("what the paywall offers (spec §9 premium-trial paywall flag)", () => {
  const base = { subscriptionStatus: "free", trialStart: null, inCohort: true, trialDays: 14, trialFlagSet: false };
  it("offers the premium trial to a free reader of the cohort who never had one, while the flag is not set", () => {
    expect(paywallAction(base)).toEqual({ href: "/checkout/?plan=premium", label: "Try Premium free for 14 days", trial: true });
  });
  it("offers the plans otherwise", () => {
    const plans = { href: "/subscribe", label: "See plans", trial: false };
    expect(paywallAction({ ...base, trialFlagSet: true })).toEqual(plans);
    expect(paywallAction({ ...base, inCohort: false })).toEqual(plans);
    expect(paywallAction({ ...base, trialStart: "2026-01-01T00:00:00.000Z" })).toEqual(plans);
    expect(paywallAction({ ...base, trialDays: 0 })).toEqual(plans);
    expect(paywallAction({ ...base, subscriptionStatus: "freeTrial" })).toEqual(plans);
  });
  it("offers a visitor of the cohort the trial too (unregistered is as free in §6; checkout asks them to sign in first)", () => {
    expect(paywallAction({ ...base, subscriptionStatus: null }).trial).toBe(true);
    expect(paywallAction({ ...base, subscriptionStatus: "vantage" }).trial).toBe(false);
  });
  it("keeps the article paywall closed until the counting hour ends", () => {
    expect(articlePaywallExpiry(emptyRecord(1_000)).getTime()).toBe(1_000 + PAYWALL_COUNTERS_RESET_MS);
  });
});
