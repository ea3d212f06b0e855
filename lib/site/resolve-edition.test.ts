import { describe, expect, it } from "vitest";
import { BUILT_IN_EDITIONS, EDITIONS } from "@/lib/editions";
import { resolveEdition } from "./resolve-edition";

describe("the edition a request gets (spec §4)", () => {
  const editions = EDITIONS;

  it("gives a new visitor with no signal at all the default, United States", () => {
    expect(resolveEdition({ editions })).toBe("top-us");
    expect(resolveEdition({ countryCode: "", cookieEdition: "", editions })).toBe("top-us");
  });

  it("prefers the signed-in user's edition over the cookie and the country", () => {
    expect(resolveEdition({ userEdition: "top-eu", cookieEdition: "top-uk", countryCode: "CA", editions })).toBe("top-eu");
  });

  it("uses the cookie when the user has no edition", () => {
    expect(resolveEdition({ userEdition: null, cookieEdition: "top-uk", countryCode: "US", editions })).toBe("top-uk");
  });

  it("uses the country's default edition when neither user nor cookie decide", () => {
    expect(resolveEdition({ countryCode: "de", editions })).toBe("top-eu");
    expect(resolveEdition({ countryCode: "CA", editions })).toBe("top-ca");
    expect(resolveEdition({ countryCode: "NZ", editions })).toBe("top-oceania");
  });

  it("gives International to a visitor from a country no edition claims", () => {
    expect(resolveEdition({ countryCode: "JP", editions })).toBe("top");
  });

  it("ignores a tampered or retired cookie: with no other signal the visitor still gets top-us", () => {
    expect(resolveEdition({ cookieEdition: "top-mars", editions })).toBe("top-us");
    expect(resolveEdition({ cookieEdition: "<script>", countryCode: "GB", editions })).toBe("top-uk");
  });

  it("only offers editions of the list in force", () => {
    expect(resolveEdition({ cookieEdition: "top-oceania", countryCode: "AU", editions: BUILT_IN_EDITIONS })).toBe("top");
  });
});
