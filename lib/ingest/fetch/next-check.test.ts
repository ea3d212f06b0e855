import { describe, expect, it } from "vitest";
import { nextCheckAt } from "./next-check";

const NOW = 1_700_000_000_000;
const BASE = { now: NOW, baseIntervalS: 900, maxIntervalS: 86_400 };
const waitS = (result: { nextCheckAt: number }) => (result.nextCheckAt - NOW) / 1000;

describe("nextCheckAt after a success", () => {
  it("waits the base interval and resets the error count", () => {
    const result = nextCheckAt({ ...BASE, kind: "ok", errorCount: 4 });
    expect(waitS(result)).toBe(900);
    expect(result.errorCount).toBe(0);
  });

  it("treats 304 Not Modified as a success", () => {
    const result = nextCheckAt({ ...BASE, kind: "not_modified", errorCount: 2 });
    expect(result).toEqual({ nextCheckAt: NOW + 900_000, errorCount: 0 });
  });

  it("waits longer when the server says the feed stays fresh longer", () => {
    expect(waitS(nextCheckAt({ ...BASE, kind: "ok", errorCount: 0, cacheMaxAgeS: 3600 }))).toBe(3600);
  });

  it("never checks sooner than the base interval, whatever max-age says", () => {
    expect(waitS(nextCheckAt({ ...BASE, kind: "ok", errorCount: 0, cacheMaxAgeS: 0 }))).toBe(900);
    expect(waitS(nextCheckAt({ ...BASE, kind: "ok", errorCount: 0, cacheMaxAgeS: 60 }))).toBe(900);
  });

  it("caps a very long max-age at the maximum interval", () => {
    expect(waitS(nextCheckAt({ ...BASE, kind: "not_modified", errorCount: 0, cacheMaxAgeS: 31_536_000 }))).toBe(86_400);
  });
});

describe("nextCheckAt after an error", () => {
  it("doubles the wait for each consecutive error", () => {
    const waits = [0, 1, 2, 3].map((errorCount) => waitS(nextCheckAt({ ...BASE, kind: "error", errorCount })));
    expect(waits).toEqual([1800, 3600, 7200, 14_400]);
  });

  it("counts the error", () => {
    expect(nextCheckAt({ ...BASE, kind: "error", errorCount: 2 }).errorCount).toBe(3);
  });

  it("caps the back-off at the maximum interval, even after very many errors", () => {
    expect(waitS(nextCheckAt({ ...BASE, kind: "error", errorCount: 10 }))).toBe(86_400);
    expect(waitS(nextCheckAt({ ...BASE, kind: "error", errorCount: 5000 }))).toBe(86_400);
  });

  it("is never sooner than Retry-After", () => {
    expect(waitS(nextCheckAt({ ...BASE, kind: "error", errorCount: 0, retryAfterS: 7200 }))).toBe(7200);
    expect(waitS(nextCheckAt({ ...BASE, kind: "error", errorCount: 0, retryAfterS: 10 }))).toBe(1800);
    expect(waitS(nextCheckAt({ ...BASE, kind: "error", errorCount: 0, retryAfterS: 200_000 }))).toBe(200_000);
  });

  it("ignores a cache lifetime: an error is not fresh content", () => {
    expect(waitS(nextCheckAt({ ...BASE, kind: "error", errorCount: 0, cacheMaxAgeS: 50_000 }))).toBe(1800);
  });
});
