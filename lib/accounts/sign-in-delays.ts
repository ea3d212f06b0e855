// Failed sign-ins, counted per (address, account) pair with growing delays (issue 23, "Anyone can lock a
// chosen user out"). A per-account limit lets anyone who knows an e-mail keep its owner out by failing
// on purpose; counting the pair slows the guesser at their own address and never the owner at theirs.
// After `freeFailures` failures from one address on one account, each further try must wait
// `baseDelayMs` doubled per failure (1 s, 2 s, 4 s … up to `maxDelayMs`); a success from that address
// clears the pair, and a pair left alone for `forgetAfterMs` is forgotten. An attacker spreading guesses
// over many addresses is held by the per-address limit (signInPerIp) and by argon2's cost. Pure: the
// clock is passed in.

export interface SignInDelayOptions {
  freeFailures: number;
  baseDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
  /** Upper bound on pairs kept; the one failed longest ago is forgotten beyond it. */
  maxPairs?: number;
}

interface Pair {
  failures: number;
  lastFailureAt: number;
}

export class SignInDelays {
  private readonly pairs = new Map<string, Pair>();

  constructor(private readonly options: SignInDelayOptions) {}

  /** How long `key` must still wait before its next try (0: it may try now). */
  waitMs(key: string, now: number): number {
    const pair = this.current(key, now);
    if (!pair || pair.failures < this.options.freeFailures) return 0;
    return Math.max(0, pair.lastFailureAt + this.delayAfter(pair.failures) - now);
  }

  /** The delay that follows the `failures`-th failure. */
  delayAfter(failures: number): number {
    if (failures < this.options.freeFailures) return 0;
    return Math.min(this.options.maxDelayMs, this.options.baseDelayMs * 2 ** Math.min(30, failures - this.options.freeFailures));
  }

  fail(key: string, now: number): void {
    const pair = this.current(key, now) ?? { failures: 0, lastFailureAt: now };
    this.pairs.delete(key); // re-inserted last: the map stays in order of last failure
    this.pairs.set(key, { failures: pair.failures + 1, lastFailureAt: now });
    const max = this.options.maxPairs ?? 100_000;
    while (this.pairs.size > max) this.pairs.delete(this.pairs.keys().next().value!);
  }

  succeed(key: string): void {
    this.pairs.delete(key);
  }

  private current(key: string, now: number): Pair | undefined {
    const pair = this.pairs.get(key);
    if (pair && now - pair.lastFailureAt > this.options.forgetAfterMs) {
      this.pairs.delete(key);
      return undefined;
    }
    return pair;
  }
}
