import { describe, expect, it } from "vitest";
import { countOf } from "./count-of";

describe("countOf", () => {
  it("puts the noun in the number the count takes", () => {
    expect(countOf(1, "source")).toBe("1 source");
    expect(countOf(0, "source")).toBe("0 sources");
    expect(countOf(3, "story", "stories")).toBe("3 stories");
  });
});
