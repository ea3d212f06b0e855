// The paywall prompts (spec §2 "a registration modal, a paywall and a follow-limit flag exist as on/off
// states, all starting off"; §4 "Paywall counters: reset when the record is more than one hour old";
// issue 21). PURE: the browser keeps the record in local storage and asks these functions.
//
// OpenGround is a news comparison site that stays free to read: the "paywall" is a prompt the reader can
// close, never a wall over the news (docs/decisions.md, issue 21). Readers whose plan has `skipPaywalls`
// (every paid plan and institutional, spec §6) never see it; nor does anyone on a site without payments.

import { premiumTrialOffer } from "./trial-onboarding";

export type PaywallCounter = "sessionStory" | "sessionArticle" | "followInterest" | "loadMore";

/** How many of each a reader may do in an hour before the prompt (configuration; documented in README). */
export const PAYWALL_THRESHOLDS: Readonly<Record<PaywallCounter, number>> = {
  sessionStory: 10,
  sessionArticle: 15,
  followInterest: 20,
  loadMore: 10,
};

export const PAYWALL_COUNTERS_RESET_MS = 3_600_000;
export const PAYWALL_STORAGE_KEY = "openground:paywall-counters";

export interface PaywallRecord {
  /** When the counting started (ms); the record is reset when it is older than an hour. */
  startedAt: number;
  counts: Record<PaywallCounter, number>;
}

export function emptyRecord(now: number): PaywallRecord {
  return { startedAt: now, counts: { sessionStory: 0, sessionArticle: 0, followInterest: 0, loadMore: 0 } };
}

/** A stored record as a valid one, reset when unreadable, from the future, or more than an hour old. */
export function currentRecord(stored: unknown, now: number): PaywallRecord {
  const record = stored as Partial<PaywallRecord> | null;
  if (!record || typeof record.startedAt !== "number" || typeof record.counts !== "object" || record.counts === null) return emptyRecord(now);
  if (record.startedAt > now || now - record.startedAt > PAYWALL_COUNTERS_RESET_MS) return emptyRecord(now);
  const fresh = emptyRecord(record.startedAt);
  for (const key of Object.keys(fresh.counts) as PaywallCounter[]) {
    const value = (record.counts as Record<string, unknown>)[key];
    fresh.counts[key] = typeof value === "number" && Number.isFinite(value) && value >= 0 ? Math.floor(value) : 0;
  }
  return fresh;
}

/** Counts one more and says whether the prompt is due (past the threshold this hour). */
export function countAndCheck(
  stored: unknown,
  counter: PaywallCounter,
  now: number,
  thresholds: Readonly<Record<PaywallCounter, number>> = PAYWALL_THRESHOLDS,
): { record: PaywallRecord; due: boolean } {
  const record = currentRecord(stored, now);
  record.counts[counter] += 1;
  return { record, due: record.counts[counter] > thresholds[counter] };
}

/**
 * Spec §4 "Follow result": code 0 sets the follow-limit flag, which leads to the paywall for a signed-in
 * reader and to the registration modal for a visitor.
 */
export function followLimitPrompt(signedIn: boolean): "paywall" | "registration" {
  return signedIn ? "paywall" : "registration";
}

/**
 * Spec §3 "article paywall flag" cookie: set when the paywall opens for outlet articles; while it lasts,
 * to the end of the counting hour, the reader's further articles open without it (once an hour, not on
 * every click past the threshold). Read in the browser only.
 */
export const ARTICLE_PAYWALL_COOKIE = "GROUND_ARTICLE_PAYWALL";

export function articlePaywallExpiry(record: PaywallRecord): Date {
  return new Date(record.startedAt + PAYWALL_COUNTERS_RESET_MS);
}

/**
 * Spec §9 "Premium-trial paywall flag expiry 30 days": a reader of the premium-trial cohort (spec §3
 * personalization `inPremiumTrialCohort`) whose paywall can offer the trial is offered it instead of the
 * plans, once; the flag cookie then keeps the trial out of their paywalls for 30 days.
 */
export const PREMIUM_TRIAL_PAYWALL_COOKIE = "GROUND_PREMIUM_TRIAL_PAYWALL";
export const PREMIUM_TRIAL_PAYWALL_DAYS = 30;

export interface PaywallAction {
  href: string;
  label: string;
  /** The premium trial is offered: set PREMIUM_TRIAL_PAYWALL_COOKIE for PREMIUM_TRIAL_PAYWALL_DAYS. */
  trial: boolean;
}

export function paywallAction(input: {
  subscriptionStatus: string | null;
  trialStart: string | null;
  inCohort: boolean;
  /** The site's free-trial days (0: none, or payments not configured). */
  trialDays: number;
  trialFlagSet: boolean;
}): PaywallAction {
  const offer = input.trialFlagSet
    ? null
    : premiumTrialOffer({
        subscriptionStatus: input.subscriptionStatus ?? "unregistered",
        trialStart: input.trialStart,
        trialDays: input.trialDays,
        paymentsConfigured: input.trialDays > 0,
        flag: "OFF",
        inCohort: input.inCohort,
      });
  return offer
    ? { href: `/checkout/?plan=${offer.plan}`, label: `Try Premium free for ${offer.days} days`, trial: true }
    : { href: "/subscribe", label: "See plans", trial: false };
}
