import argon2 from "argon2";
import { AppError } from "@/lib/api/errors";
import { getEnv } from "@/lib/env";

// argon2id with the library's defaults (m = 64 MiB, t = 3, p = 4), which meet OWASP's minimums.
//
// Each hash holds 64 MiB and a libuv thread (the pool DNS and gzip for feed fetching share) for tens of
// milliseconds, so at most PASSWORD_HASH_CONCURRENCY run at once and PASSWORD_HASH_QUEUE more wait
// their turn; beyond that the caller gets 503 "Server busy, try again" with Retry-After rather than a
// process that swaps (issue 23).
export const PASSWORD_BUSY = "Server busy, try again";

export class HashGate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueLimit: number,
  ) {}

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.queueLimit) throw new AppError("unavailable", PASSWORD_BUSY, { retryAfterSeconds: 1 });
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next in line, or give it back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}

let gate: HashGate | undefined;
function hashGate(): HashGate {
  const env = getEnv();
  gate ??= new HashGate(env.PASSWORD_HASH_CONCURRENCY, env.PASSWORD_HASH_QUEUE);
  return gate;
}

export async function hashPassword(password: string): Promise<string> {
  return hashGate().run(() => argon2.hash(password, { type: argon2.argon2id }));
}

export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  return hashGate().run(async () => {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false; // a malformed stored hash is a failed sign-in, never a crash
    }
  });
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the e-mail is unknown, so response times do not tell which
 * addresses have accounts.
 */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword("not-a-real-password-" + Math.random());
  await verifyPassword(await dummyHash, password);
}
