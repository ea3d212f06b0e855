import { describe, expect, it } from "vitest";
import { editionFromCookieValue } from "./apply-edition-choice";

describe("editionFromCookieValue", () => {
  it("starts a visitor without the cookie on the United States edition (spec §9)", () => {
    expect(editionFromCookieValue(undefined)).toBe("top-us");
  });

  it("keeps an edition the header offers", () => {
    expect(editionFromCookieValue("top-uk")).toBe("top-uk");
    expect(editionFromCookieValue("top")).toBe("top");
  });

  it("falls back to the default for a value the header does not offer", () => {
    expect(editionFromCookieValue("top-mars")).toBe("top-us");
    expect(editionFromCookieValue("")).toBe("top-us");
    // Oceania is served but not among the five editions of the header (spec §1).
    expect(editionFromCookieValue("top-oceania")).toBe("top-us");
  });
});
