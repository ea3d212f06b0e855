import { entitlementsFor, isPaidStatus } from "@/lib/billing/entitlements";

// Every account limit in one place (issue 5): follows by plan, and the request rate limits.

export const FREE_FOLLOW_LIMIT = 15;
export const PAID_FOLLOW_LIMIT = 500;

/** How many targets of one kind (interests, outlets) an account may follow. */
export function followLimit(subscriptionStatus: string): number {
  return isPaidStatus(subscriptionStatus) ? PAID_FOLLOW_LIMIT : FREE_FOLLOW_LIMIT;
}

/** Blocked sources (outlets): spec §6 "Pro and premium can raise the blocked-source limit". */
export const BLOCKED_SOURCE_LIMIT = FREE_FOLLOW_LIMIT;
export const RAISED_BLOCKED_SOURCE_LIMIT = PAID_FOLLOW_LIMIT;

export function blockedSourceLimit(subscriptionStatus: string): number {
  return entitlementsFor(subscriptionStatus).raisedBlockedSourceLimit ? RAISED_BLOCKED_SOURCE_LIMIT : BLOCKED_SOURCE_LIMIT;
}

/** Muted topics ("show less", spec §6: paid tiers only); 0 means the plan has no show-less at all. */
export function showLessLimit(subscriptionStatus: string): number {
  return entitlementsFor(subscriptionStatus).showLess ? PAID_FOLLOW_LIMIT : 0;
}

/** Browsers one reader may have subscribed to Web Push (issue 22); a newer one replaces the oldest. */
export const PUSH_BROWSER_LIMIT = 10;

export const SHOW_LESS_FORBIDDEN = "Show less is part of the paid plans (Pro, Premium, Vantage): see /subscribe";

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Sliding-window rules. Sign-in counts every attempt per IP, which slows trying one password on many
 * accounts; guessing one account's password is slowed per (IP, account) pair by SIGN_IN_DELAYS below, so
 * nobody can lock an owner out by failing on purpose (issue 23). Registration is rarer still.
 */
export const RATE_LIMITS = {
  signInPerIp: { limit: 30, windowMs: 15 * MINUTE },
  registerPerIp: { limit: 10, windowMs: 60 * MINUTE },
  registerPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  /** Password reset requests (issue 20): per IP, and per address so nobody's inbox is flooded. */
  resetPerIp: { limit: 10, windowMs: 60 * MINUTE },
  resetPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  /** Reset and verification links tried, per IP (a token is 256 bits; this only keeps the logs quiet). */
  accountLinkPerIp: { limit: 30, windowMs: 15 * MINUTE },
  /** The public e-mail calls (spec §7), per IP, and token creation per address. */
  publicEmailPerIp: { limit: 120, windowMs: 15 * MINUTE },
  publicTokenPerEmail: { limit: 5, windowMs: 60 * MINUTE },
  /** Newsletter sign-ups per IP (each may send a confirmation mail). */
  newsletterPerIp: { limit: 20, windowMs: 60 * MINUTE },
  /** POST /v04/user/resume, per user (spec §7: 429 when called too often). */
  resumePerUser: { limit: 10, windowMs: MINUTE },
  /**
   * Signed-in writes, per account (issue 23: they were unthrottled): reads recorded (a story opened, an
   * article clicked: no reader does two a second for long), experiment choices (/v04/ue), settings
   * (/v04/user/set), and among those the avatar uploads, each up to 256 KB stored.
   */
  readsPerUser: { limit: 120, windowMs: MINUTE },
  experimentEventsPerUser: { limit: 60, windowMs: MINUTE },
  settingsPerUser: { limit: 60, windowMs: 10 * MINUTE },
  avatarPerUser: { limit: 10, windowMs: 60 * MINUTE },
  /** Push subscribe and unsubscribe (issue 22), per user: each stores or deletes a row. */
  pushPerUser: { limit: 20, windowMs: MINUTE },
  /** The article assistant (issue 22), per reader (the account, else the address): questions, and reactions to answers. */
  assistantPerReader: { limit: 20, windowMs: 10 * MINUTE },
  assistantReactionPerReader: { limit: 60, windowMs: 10 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * Failed sign-ins (and account-deletion passwords) per (IP, account) pair: 5 free, then 1 s, 2 s, 4 s …
 * up to 15 minutes between tries; forgotten an hour after the last failure (lib/accounts/sign-in-delays.ts).
 */
export const SIGN_IN_DELAYS = { freeFailures: 5, baseDelayMs: 1000, maxDelayMs: 15 * MINUTE, forgetAfterMs: 60 * MINUTE };
