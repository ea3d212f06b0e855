import { describe, expect, it } from "vitest";
import { parsePositiveId } from "./positive-id";

describe("parsePositiveId", () => {
  it("reads a positive integer from digits or a number", () => {
    expect(parsePositiveId("42")).toBe(42);
    expect(parsePositiveId(42)).toBe(42);
  });

  it("refuses everything else", () => {
    for (const bad of [null, undefined, "", "0", 0, "-3", -3, "4.5", 4.5, "12abc", "9".repeat(16), [7], {}]) expect(parsePositiveId(bad)).toBeNull();
  });
});
