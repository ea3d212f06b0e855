import { describe, expect, it } from "vitest";
import { SIGN_IN_DELAYS } from "./limits";
import { SignInDelays } from "./sign-in-delays";

const MINUTE = 60_000;

describe("sign-in delays per (address, account) pair", () => {
  it("gives 5 free failures, then waits that double up to 15 minutes", () => {
    const delays = new SignInDelays(SIGN_IN_DELAYS);
    let now = 0;
    for (let i = 0; i < 5; i++) {
      expect(delays.waitMs("ip|a", now)).toBe(0);
      delays.fail("ip|a", now);
    }
    expect(delays.waitMs("ip|a", now)).toBe(1000);
    now += 1000;
    expect(delays.waitMs("ip|a", now)).toBe(0);
    delays.fail("ip|a", now);
    expect(delays.waitMs("ip|a", now)).toBe(2000);
    expect([6, 7, 10, 20, 40].map((n) => delays.delayAfter(n))).toEqual([2000, 4000, 32_000, 15 * MINUTE, 15 * MINUTE]);
  });

  it("keeps pairs apart: failures at one address do not slow another, nor another account", () => {
    const delays = new SignInDelays(SIGN_IN_DELAYS);
    for (let i = 0; i < 20; i++) delays.fail("attacker|owner@example.com", 0);
    expect(delays.waitMs("attacker|owner@example.com", 0)).toBeGreaterThan(0);
    expect(delays.waitMs("home|owner@example.com", 0)).toBe(0);
    expect(delays.waitMs("attacker|someone@example.com", 0)).toBe(0);
  });

  it("clears a pair on success and forgets it an hour after its last failure", () => {
    const delays = new SignInDelays(SIGN_IN_DELAYS);
    for (let i = 0; i < 6; i++) delays.fail("k", 0);
    delays.succeed("k");
    expect(delays.waitMs("k", 0)).toBe(0);
    for (let i = 0; i < 6; i++) delays.fail("j", 0);
    expect(delays.waitMs("j", 61 * MINUTE)).toBe(0);
    delays.fail("j", 61 * MINUTE);
    expect(delays.waitMs("j", 61 * MINUTE)).toBe(0); // a fresh start: the first failure
  });

  it("keeps at most maxPairs, forgetting the oldest", () => {
    const delays = new SignInDelays({ ...SIGN_IN_DELAYS, freeFailures: 0, maxPairs: 2 });
    delays.fail("a", 0);
    delays.fail("b", 0);
    delays.fail("c", 0);
    expect(delays.waitMs("a", 0)).toBe(0);
    expect(delays.waitMs("c", 0)).toBe(2000);
  });
});
