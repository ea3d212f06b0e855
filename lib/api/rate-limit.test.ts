import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => void (time += ms) };
}

describe("createRateLimiter (sliding window)", () => {
  it("allows `limit` requests per window, then refuses with the wait until the oldest expires", () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 3, windowMs: 60_000, now: time.now });
    expect([1, 2, 3].map(() => limiter.hit("ip").allowed)).toEqual([true, true, true]);
    time.advance(10_000);
    expect(limiter.hit("ip")).toEqual({ allowed: false, remaining: 0, retryAfterMs: 50_000 });
  });

  it("slides: a request becomes possible again exactly when the oldest leaves the window", () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 2, windowMs: 1_000, now: time.now });
    limiter.hit("k");
    time.advance(600);
    limiter.hit("k");
    time.advance(399);
    expect(limiter.hit("k").allowed).toBe(false); // 999 ms after the first
    time.advance(1);
    expect(limiter.hit("k").allowed).toBe(true); // the first has left the window
    expect(limiter.hit("k").allowed).toBe(false); // the second (at 600) is still inside
  });

  it("does not count refused requests, so a client hammering stays locked only for the window", () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now: time.now });
    limiter.hit("k");
    for (let i = 0; i < 50; i++) limiter.hit("k");
    time.advance(1_000);
    expect(limiter.hit("k").allowed).toBe(true);
  });

  it("keeps keys apart", () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1_000, now: () => 0 });
    expect(limiter.hit("a").allowed).toBe(true);
    expect(limiter.hit("b").allowed).toBe(true);
    expect(limiter.hit("a").allowed).toBe(false);
  });

  it("forgets idle keys and caps memory", () => {
    const time = clock();
    const limiter = createRateLimiter({ limit: 5, windowMs: 1_000, now: time.now, maxKeys: 100 });
    for (let i = 0; i < 500; i++) limiter.hit(`ip-${i}`);
    expect(limiter.size()).toBe(100);
    time.advance(2_000);
    limiter.hit("fresh");
    expect(limiter.size()).toBe(1);
  });
});
