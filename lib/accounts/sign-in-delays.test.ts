import { RateLimiterMemory } from "rate-limiter-flexible";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SIGN_IN_DELAYS } from "./limits";
import { delayAfter, SignInDelays } from "./sign-in-delays";

const MINUTE = 60_000;

function delays() {
  return new SignInDelays(SIGN_IN_DELAYS, new RateLimiterMemory({ points: 1e9, duration: SIGN_IN_DELAYS.forgetAfterMs / 1000 }));
}

describe("sign-in delays per (address, account) pair", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date", "setTimeout", "clearTimeout"] }));
  afterEach(() => vi.useRealTimers());

  it("gives 5 free failures, then waits that double up to 15 minutes", async () => {
    const pairs = delays();
    for (let i = 0; i < 5; i++) {
      expect(await pairs.waitMs("ip|a")).toBe(0);
      await pairs.fail("ip|a");
    }
    expect(await pairs.waitMs("ip|a")).toBe(1000);
    vi.advanceTimersByTime(1000);
    expect(await pairs.waitMs("ip|a")).toBe(0);
    await pairs.fail("ip|a");
    expect(await pairs.waitMs("ip|a")).toBe(2000);
    expect([6, 7, 10, 20, 40].map((n) => delayAfter(SIGN_IN_DELAYS, n))).toEqual([2000, 4000, 32_000, 15 * MINUTE, 15 * MINUTE]);
  });

  it("keeps pairs apart: failures at one address do not slow another, nor another account", async () => {
    const pairs = delays();
    for (let i = 0; i < 20; i++) await pairs.fail("attacker|owner@example.com");
    expect(await pairs.waitMs("attacker|owner@example.com")).toBeGreaterThan(0);
    expect(await pairs.waitMs("home|owner@example.com")).toBe(0);
    expect(await pairs.waitMs("attacker|someone@example.com")).toBe(0);
  });

  it("clears a pair on success and forgets it an hour after its last failure", async () => {
    const pairs = delays();
    for (let i = 0; i < 6; i++) await pairs.fail("k");
    await pairs.succeed("k");
    expect(await pairs.waitMs("k")).toBe(0);
    for (let i = 0; i < 6; i++) await pairs.fail("j");
    vi.advanceTimersByTime(30 * MINUTE);
    await pairs.fail("j"); // the hour runs from this, the last failure
    vi.advanceTimersByTime(59 * MINUTE);
    expect(await pairs.waitMs("j")).toBe(0); // 7 failures, the last 59 minutes ago: 4 s long past
    await pairs.fail("j");
    expect(await pairs.waitMs("j")).toBe(8000); // still remembered: the 8th failure
    vi.advanceTimersByTime(61 * MINUTE);
    await pairs.fail("j");
    expect(await pairs.waitMs("j")).toBe(0); // a fresh start: the first failure
  });
});
