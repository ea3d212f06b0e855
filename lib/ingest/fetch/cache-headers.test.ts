import { describe, expect, it } from "vitest";
import { freshnessLifetimeS, MAX_RETRY_AFTER_S, parseCacheControl, parseRetryAfter } from "./cache-headers";

const NOW = Date.parse("2024-05-01T12:00:00Z");

describe("parseRetryAfter", () => {
  it("reads delay-seconds", () => {
    expect(parseRetryAfter("120", NOW)).toBe(120);
    expect(parseRetryAfter(" 0 ", NOW)).toBe(0);
  });

  it("reads an HTTP-date as seconds from now, in all three forms RFC 9110 accepts", () => {
    expect(parseRetryAfter("Wed, 01 May 2024 12:05:00 GMT", NOW)).toBe(300);
    expect(parseRetryAfter("Wednesday, 01-May-24 12:05:00 GMT", NOW)).toBe(300);
    expect(parseRetryAfter("Wed May  1 12:05:00 2024", NOW)).toBe(300);
  });

  it("treats a date in the past as 'now'", () => {
    expect(parseRetryAfter("Wed, 01 May 2024 11:00:00 GMT", NOW)).toBe(0);
  });

  it("ignores what is neither seconds nor a date", () => {
    expect(parseRetryAfter(undefined, NOW)).toBeUndefined();
    expect(parseRetryAfter("", NOW)).toBeUndefined();
    expect(parseRetryAfter("soon", NOW)).toBeUndefined();
    expect(parseRetryAfter("-5", NOW)).toBeUndefined();
    expect(parseRetryAfter("1.5", NOW)).toBeUndefined();
  });

  it("caps an absurd delay at a week", () => {
    expect(parseRetryAfter("99999999", NOW)).toBe(MAX_RETRY_AFTER_S);
  });
});

describe("freshnessLifetimeS", () => {
  it("reads max-age among other directives", () => {
    expect(freshnessLifetimeS({ cacheControl: "public, max-age=600, must-revalidate" }, NOW)).toBe(600);
    expect(freshnessLifetimeS({ cacheControl: 'max-age="300"' }, NOW)).toBe(300);
  });

  it("prefers max-age over Expires", () => {
    expect(freshnessLifetimeS({ cacheControl: "max-age=60", expires: "Wed, 01 May 2024 13:00:00 GMT" }, NOW)).toBe(60);
  });

  it("counts Expires from the server's Date, else from our clock", () => {
    const expires = "Wed, 01 May 2024 13:00:00 GMT";
    expect(freshnessLifetimeS({ expires, date: "Wed, 01 May 2024 12:30:00 GMT" }, NOW)).toBe(1800);
    expect(freshnessLifetimeS({ expires }, NOW)).toBe(3600);
  });

  it("reads an invalid Expires (such as 0) as already stale", () => {
    expect(freshnessLifetimeS({ expires: "0" }, NOW)).toBe(0);
  });

  it("subtracts the Age already spent in caches", () => {
    expect(freshnessLifetimeS({ cacheControl: "max-age=600", age: "100" }, NOW)).toBe(500);
    expect(freshnessLifetimeS({ cacheControl: "max-age=600", age: "900" }, NOW)).toBe(0);
  });

  it("gives nothing for no-store, no-cache or no freshness information", () => {
    expect(freshnessLifetimeS({ cacheControl: "no-cache, max-age=600" }, NOW)).toBeUndefined();
    expect(freshnessLifetimeS({ cacheControl: "no-store" }, NOW)).toBeUndefined();
    expect(freshnessLifetimeS({ cacheControl: "public" }, NOW)).toBeUndefined();
    expect(freshnessLifetimeS({}, NOW)).toBeUndefined();
  });

  it("parses directive names case-insensitively", () => {
    expect(parseCacheControl("Max-Age=5, Private").get("max-age")).toBe("5");
    expect(parseCacheControl("Max-Age=5, Private").get("private")).toBe(true);
  });
});
