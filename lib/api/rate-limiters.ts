import { RATE_LIMITS, type RateLimitName } from "@/lib/accounts/limits";
import { getEnv } from "@/lib/env";
import { AppError } from "./errors";
import { createRateLimiter, type RateLimiter } from "./rate-limit";

// The process's rate limiters, one per rule of lib/accounts/limits.ts, cached on globalThis so every
// route bundle of the Next.js server shares them (like the database handle).
const holder = globalThis as unknown as { __opengroundRateLimiters?: Map<RateLimitName, RateLimiter> };

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
