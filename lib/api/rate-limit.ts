// An in-process sliding-window rate limiter (sliding log): a key may make `limit` requests in any window
// of `windowMs`. Pure: the clock is injected. ARCHITECTURE.md §1: in-process limits are the embedded
// default; several web processes would need a shared store (Postgres or Redis) behind the same interface.

export interface RateLimitDecision {
  allowed: boolean;
  /** Requests left in the current window after this one. */
  remaining: number;
  /** When a refused key may try again (0 when allowed). */
  retryAfterMs: number;
}

export interface RateLimiter {
  /** Counts one request for `key` and says whether it may proceed. Refused requests are not counted. */
  hit(key: string): RateLimitDecision;
  /** Number of keys currently tracked (for tests and memory checks). */
  size(): number;
}

export interface RateLimiterOptions {
  limit: number;
  windowMs: number;
  now: () => number;
  /** Upper bound on tracked keys; the least recently used key is forgotten beyond it. */
  maxKeys?: number;
}

export function createRateLimiter({ limit, windowMs, now, maxKeys = 50_000 }: RateLimiterOptions): RateLimiter {
  // Map iteration order is insertion order; re-inserting on each hit keeps it least-recently-used first.
  const hits = new Map<string, number[]>();
  let lastSweep = now();

  function sweep(time: number): void {
    if (time - lastSweep < windowMs) return;
    lastSweep = time;
    for (const [key, times] of hits) if (times[times.length - 1]! <= time - windowMs) hits.delete(key);
  }

  return {
    hit(key) {
      const time = now();
      sweep(time);
      const recent = (hits.get(key) ?? []).filter((at) => at > time - windowMs);
      hits.delete(key);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return { allowed: false, remaining: 0, retryAfterMs: recent[0]! + windowMs - time };
      }
      recent.push(time);
      hits.set(key, recent);
      if (hits.size > maxKeys) hits.delete(hits.keys().next().value!);
      return { allowed: true, remaining: limit - recent.length, retryAfterMs: 0 };
    },
    size: () => hits.size,
  };
}
