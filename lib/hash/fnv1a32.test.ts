import { describe, expect, it } from "vitest";
import { fnv1a32 } from "./fnv1a32";

describe("fnv1a32", () => {
  it("matches the published FNV-1a 32 test vectors", () => {
    expect(fnv1a32("")).toBe(0x811c9dc5);
    expect(fnv1a32("a")).toBe(0xe40c292c);
    expect(fnv1a32("foobar")).toBe(0xbf9cf968);
  });

  it("hashes the UTF-8 bytes of non-ASCII text, as other tools do", () => {
    // "é" is the bytes C3 A9: the hash of those two bytes, not of the single UTF-16 unit 0xE9.
    let expected = 0x811c9dc5;
    for (const byte of [0xc3, 0xa9]) expected = Math.imul(expected ^ byte, 0x01000193) >>> 0;
    expect(fnv1a32("é")).toBe(expected);
    expect(fnv1a32("é")).not.toBe(Math.imul(0x811c9dc5 ^ 0xe9, 0x01000193) >>> 0);
  });
});
