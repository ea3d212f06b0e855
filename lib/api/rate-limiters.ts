import { RATE_LIMITS, SIGN_IN_DELAYS, type RateLimitName } from "@/lib/accounts/limits";
import { SignInDelays } from "@/lib/accounts/sign-in-delays";
import { getDatabase, type DatabaseHandle } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { AppError } from "./errors";
import { createLimiterStore, createRateLimiter, type RateLimiter } from "./rate-limit";

// The process's rate limiters, one per rule of lib/accounts/limits.ts, on the store of the process's
// database (lib/api/rate-limit.ts): PostgreSQL's table, shared with every other process, or memory on
// the embedded database. Kept per database handle (a test that swaps the database gets fresh counts)
// and on globalThis, so every route bundle of the Next.js server shares them like the handle itself.
interface Limiters {
  rules: Map<RateLimitName, RateLimiter>;
  signInDelays: SignInDelays;
}

const holder = globalThis as unknown as { __opengroundRateLimiters?: WeakMap<DatabaseHandle, Limiters> };

function limitersFor(handle: DatabaseHandle): Limiters {
  holder.__opengroundRateLimiters ??= new WeakMap();
  let limiters = holder.__opengroundRateLimiters.get(handle);
  if (!limiters) {
    const factor = getEnv().RATE_LIMIT_FACTOR;
    const delays = { ...SIGN_IN_DELAYS, freeFailures: SIGN_IN_DELAYS.freeFailures * factor };
    const store = createLimiterStore({ name: "sign-in-pair", pool: handle.pool }, Number.MAX_SAFE_INTEGER, Math.ceil(delays.forgetAfterMs / 1000));
    limiters = { rules: new Map(), signInDelays: new SignInDelays(delays, store) };
    holder.__opengroundRateLimiters.set(handle, limiters);
  }
  return limiters;
}

async function rateLimiter(name: RateLimitName): Promise<RateLimiter> {
  const handle = await getDatabase();
  const { rules } = limitersFor(handle);
  let limiter = rules.get(name);
  if (!limiter) {
    const rule = RATE_LIMITS[name];
    limiter = createRateLimiter({ name, pool: handle.pool, windowMs: rule.windowMs, limit: rule.limit * getEnv().RATE_LIMIT_FACTOR });
    rules.set(name, limiter);
  }
  return limiter;
}

/** Counts a request; throws the spec's 429 "Too Many Requests" (§8) when the rule refuses it. */
export async function enforceRateLimit(name: RateLimitName, key: string): Promise<void> {
  const decision = await (await rateLimiter(name)).hit(key);
  if (!decision.allowed) throw new AppError("rate_limited", "Too Many Requests", { retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) });
}

async function signInDelays(): Promise<SignInDelays> {
  return limitersFor(await getDatabase()).signInDelays;
}

/** The key of one address trying one account. */
export function signInPair(ipBucket: string, email: string): string {
  return `${ipBucket}\n${email.trim().toLowerCase()}`;
}

/** 429 "Too Many Requests" with Retry-After while this pair must still wait after its failures. */
export async function enforceSignInDelay(pair: string): Promise<void> {
  const waitMs = await (await signInDelays()).waitMs(pair);
  if (waitMs > 0) throw new AppError("rate_limited", "Too Many Requests", { retryAfterSeconds: Math.ceil(waitMs / 1000) });
}

/** Counts a failed password for this pair, or clears the pair on success. */
export async function recordSignIn(pair: string, ok: boolean): Promise<void> {
  const delays = await signInDelays();
  if (ok) await delays.succeed(pair);
  else await delays.fail(pair);
}
