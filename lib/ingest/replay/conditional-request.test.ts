import { describe, expect, it } from "vitest";
import { isNotModified } from "./conditional-request";

const current = { etag: '"abc"', lastModifiedMs: Date.parse("2024-05-01T12:00:00.750Z") };

describe("isNotModified", () => {
  it("matches If-None-Match by weak comparison, in a list, or with *", () => {
    expect(isNotModified({ ifNoneMatch: '"abc"' }, current)).toBe(true);
    expect(isNotModified({ ifNoneMatch: 'W/"abc"' }, current)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '"x", "abc"' }, current)).toBe(true);
    expect(isNotModified({ ifNoneMatch: "*" }, current)).toBe(true);
    expect(isNotModified({ ifNoneMatch: '"abd"' }, current)).toBe(false);
  });

  it("uses If-Modified-Since at one-second precision", () => {
    expect(isNotModified({ ifModifiedSince: "Wed, 01 May 2024 12:00:00 GMT" }, current)).toBe(true);
    expect(isNotModified({ ifModifiedSince: "Wed, 01 May 2024 11:59:59 GMT" }, current)).toBe(false);
    expect(isNotModified({ ifModifiedSince: "yesterday" }, current)).toBe(false);
  });

  it("ignores If-Modified-Since when If-None-Match is present", () => {
    expect(isNotModified({ ifNoneMatch: '"old"', ifModifiedSince: "Wed, 01 May 2024 13:00:00 GMT" }, current)).toBe(false);
  });

  it("is false for an unconditional request", () => {
    expect(isNotModified({}, current)).toBe(false);
  });
});
