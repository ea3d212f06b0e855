import { RATE_LIMITS, SIGN_IN_DELAYS, type RateLimitName } from "@/lib/accounts/limits";
import { SignInDelays } from "@/lib/accounts/sign-in-delays";
import { getEnv } from "@/lib/env";
import { AppError } from "./errors";
import { createRateLimiter, type RateLimiter } from "./rate-limit";

// The process's rate limiters, one per rule of lib/accounts/limits.ts, cached on globalThis so every
// route bundle of the Next.js server shares them (like the database handle).
const holder = globalThis as unknown as { __opengroundRateLimiters?: Map<RateLimitName, RateLimiter>; __opengroundSignInDelays?: SignInDelays };

export function rateLimiter(name: RateLimitName): RateLimiter {
  holder.__opengroundRateLimiters ??= new Map();
  let limiter = holder.__opengroundRateLimiters.get(name);
  if (!limiter) {
    const rule = RATE_LIMITS[name];
    limiter = createRateLimiter({ ...rule, limit: rule.limit * getEnv().RATE_LIMIT_FACTOR, now: Date.now });
    holder.__opengroundRateLimiters.set(name, limiter);
  }
  return limiter;
}

/** Counts a request; throws the spec's 429 "Too Many Requests" (§8) when the rule refuses it. */
export function enforceRateLimit(name: RateLimitName, key: string): void {
  const decision = rateLimiter(name).hit(key);
  if (!decision.allowed) throw new AppError("rate_limited", "Too Many Requests", { retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) });
}

function signInDelays(): SignInDelays {
  holder.__opengroundSignInDelays ??= new SignInDelays({ ...SIGN_IN_DELAYS, freeFailures: SIGN_IN_DELAYS.freeFailures * getEnv().RATE_LIMIT_FACTOR });
  return holder.__opengroundSignInDelays;
}

/** The key of one address trying one account. */
export function signInPair(ipBucket: string, email: string): string {
  return `${ipBucket}\n${email.trim().toLowerCase()}`;
}

/** 429 "Too Many Requests" with Retry-After while this pair must still wait after its failures. */
export function enforceSignInDelay(pair: string): void {
  const waitMs = signInDelays().waitMs(pair, Date.now());
  if (waitMs > 0) throw new AppError("rate_limited", "Too Many Requests", { retryAfterSeconds: Math.ceil(waitMs / 1000) });
}

/** Counts a failed password for this pair, or clears the pair on success. */
export function recordSignIn(pair: string, ok: boolean): void {
  if (ok) signInDelays().succeed(pair);
  else signInDelays().fail(pair, Date.now());
}
