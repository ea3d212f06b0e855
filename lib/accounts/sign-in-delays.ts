import type { RateLimiterAbstract } from "rate-limiter-flexible";

// Failed sign-ins, counted per (address, account) pair with growing delays (issue 23, "Anyone can lock a
// chosen user out"). A per-account limit lets anyone who knows an e-mail keep its owner out by failing
// on purpose; counting the pair slows the guesser at their own address and never the owner at theirs.
// After `freeFailures` failures from one address on one account, each further try must wait
// `baseDelayMs` doubled per failure (1 s, 2 s, 4 s … up to `maxDelayMs`); a success from that address
// clears the pair, and a pair left alone for `forgetAfterMs` is forgotten. An attacker spreading guesses
// over many addresses is held by the per-address limit (signInPerIp) and by argon2's cost.
// The counts live in the rate limits' store (lib/api/rate-limit.ts): shared by every web process on
// PostgreSQL. Each failure rewrites the pair's count with a fresh expiry of `forgetAfterMs`, so the
// store's "time before expiry" tells when the last failure was.

export interface SignInDelayOptions {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

/** The delay that follows the `failures`-th failure. */
export function delayAfter(options: SignInDelayOptions, failures: number): number {
  if (failures < options.freeFailures) return 0;
  return Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.min(30, failures - options.freeFailures));
}

/** How long a pair with `failures` must still wait, its last failure `msSinceLastFailure` ago. */
export function waitAfterFailures(options: SignInDelayOptions, failures: number, msSinceLastFailure: number): number {
  if (failures < options.freeFailures) return 0;
  return Math.max(0, delayAfter(options, failures) - msSinceLastFailure);
}

export class SignInDelays {
  /** `store` keeps a pair's failures; it must be made with a duration of `forgetAfterMs`. */
  constructor(
    private readonly options: SignInDelayOptions,
    private readonly store: RateLimiterAbstract,
  ) {}

  /** How long `key` must still wait before its next try (0: it may try now). */
  async waitMs(key: string): Promise<number> {
    const stored = await this.store.get(key);
    if (!stored) return 0;
    return waitAfterFailures(this.options, stored.consumedPoints, this.options.forgetAfterMs - stored.msBeforeNext);
  }

  async fail(key: string): Promise<void> {
    const stored = await this.store.get(key);
    await this.store.set(key, (stored?.consumedPoints ?? 0) + 1, Math.ceil(this.options.forgetAfterMs / 1000));
  }

  async succeed(key: string): Promise<void> {
    await this.store.delete(key);
  }
}
