import type pg from "pg";
import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible";

// Request limits (issue 23), on rate-limiter-flexible: with PostgreSQL (DATABASE_URL) every web process
// counts in one table (rate_limits, lib/db/schema.ts), so two processes do not double a limit and a
// restart does not reset it; on the embedded database, which one process owns, in that process's memory.
// The windows are fixed: a key's first request opens a window of `windowMs` in which it may make `limit`.

export interface RateLimitDecision {
  allowed: boolean;
  /** Requests left in the current window after this one. */
  remaining: number;
  /** When a refused key may try again (0 when allowed). */
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Counts one request for `key` and says whether it may proceed. */
  hit(key: string): Promise<RateLimitDecision>;
}

/** The table of the PostgreSQL store (created by our migrations, not by the package). */
export const RATE_LIMIT_TABLE = "rate_limits";

export interface RateLimitStoreOptions {
  /** Keeps one rule's keys apart from another's in the shared table. */
  name: string;
  /** PostgreSQL's pool; absent on the embedded database (memory). */
  pool?: pg.Pool;
}

/**
 * A rate-limiter-flexible limiter of `points` per `durationS` seconds on the process's store. When
 * PostgreSQL fails, the process's memory stands in (insurance), so an outage does not turn into 500s.
 */
export function createLimiterStore({ name, pool }: RateLimitStoreOptions, points: number, durationS: number): RateLimiterAbstract {
  const memory = new RateLimiterMemory({ keyPrefix: name, points, duration: durationS });
  if (!pool) return memory;
  return new RateLimiterPostgres({
    storeClient: pool,
    storeType: "pool",
    tableName: RATE_LIMIT_TABLE,
    tableCreated: true,
    keyPrefix: name,
    points,
    duration: durationS,
    insuranceLimiter: memory,
  });
}

export function createRateLimiter(options: RateLimitStoreOptions & { limit: number; windowMs: number }): RateLimiter {
  const store = createLimiterStore(options, options.limit, Math.max(1, Math.ceil(options.windowMs / 1000)));
  return {
    async hit(key) {
      try {
        const result = await store.consume(key);
        return { allowed: true, remaining: result.remainingPoints, retryAfterMs: 0 };
      } catch (refusal) {
        if (!(refusal instanceof RateLimiterRes)) throw refusal;
        return { allowed: false, remaining: 0, retryAfterMs: refusal.msBeforeNext };
      }
    },
  };
}
