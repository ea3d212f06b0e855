// When to check a feed again (ARCHITECTURE.md §4: honour Retry-After and Cache-Control, back off on
// errors; after miniflux's scheduler). Pure: the clock comes in as `now` (milliseconds).

export interface NextCheckInput {
  now: number;
  kind: "ok" | "not_modified" | "error";
  /** Consecutive errors before this fetch. */
  errorCount: number;
  /** Freshness lifetime the server gave (Cache-Control max-age / Expires, RFC 9111 §4.2). */
  cacheMaxAgeS?: number;
  /** Retry-After the server gave (RFC 9110 §10.2.3). */
  retryAfterS?: number;
  baseIntervalS: number;
  maxIntervalS: number;
}

export interface NextCheck {
  nextCheckAt: number;
  errorCount: number;
}

/** 2^30 × any sane base interval is already far past any cap; stops the power from overflowing. */
const MAX_BACKOFF_EXPONENT = 30;

/**
 * A success (200 or 304) resets the error count and waits the base interval, or longer when the
 * server says its feed stays fresh longer, but never more than the cap: a feed that claims a
 * year-long max-age is still checked every `maxIntervalS`.
 *
 * An error doubles the wait for each consecutive error (base × 2, × 4, …) up to the cap, so a broken
 * feed costs little without being forgotten.
 *
 * Either way the next check is never sooner than the server's Retry-After: the server has asked us
 * explicitly (RFC 9110 §10.2.3, RFC 6585 §4), and ignoring it invites a ban.
 */
export function nextCheckAt(input: NextCheckInput): NextCheck {
  const { now, kind, baseIntervalS, maxIntervalS } = input;
  let waitS: number;
  let errorCount: number;
  if (kind === "error") {
    errorCount = input.errorCount + 1;
    const exponent = Math.min(errorCount, MAX_BACKOFF_EXPONENT);
    waitS = Math.min(baseIntervalS * 2 ** exponent, Math.max(maxIntervalS, baseIntervalS));
  } else {
    errorCount = 0;
    waitS = Math.max(baseIntervalS, Math.min(input.cacheMaxAgeS ?? 0, maxIntervalS));
  }
  waitS = Math.max(waitS, input.retryAfterS ?? 0);
  return { nextCheckAt: now + waitS * 1000, errorCount };
}
