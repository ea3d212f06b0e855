import { describe, expect, it } from "vitest";
import { chooseEdition, isUsOrCanada } from "./choose-edition";
import { needsConsent } from "./country-codes";
import { BUILT_IN_EDITIONS, EDITIONS } from "./editions";

// Spec §4: "the user's topFeedEdition, then the edition cookie, then the academic edition, then a
// country default from the feeds list, else top".
describe("choosing the edition (spec §4)", () => {
  const editions = EDITIONS;

  it("takes the signed-in user's topFeedEdition over everything else", () => {
    expect(chooseEdition({ userEdition: "top-uk", cookieEdition: "top-ca", academicEdition: "top-eu", countryCode: "US", editions })).toBe("top-uk");
  });

  it("takes the edition cookie when the user has none", () => {
    expect(chooseEdition({ cookieEdition: "top-ca", academicEdition: "top-eu", countryCode: "US", editions })).toBe("top-ca");
  });

  it("takes the academic edition when there is no user edition and no cookie", () => {
    expect(chooseEdition({ academicEdition: "top-eu", countryCode: "US", editions })).toBe("top-eu");
  });

  it("takes the country's default edition next", () => {
    expect(chooseEdition({ countryCode: "DE", editions })).toBe("top-eu");
    expect(chooseEdition({ countryCode: "GB", editions })).toBe("top-uk");
    expect(chooseEdition({ countryCode: "JE", editions })).toBe("top-uk");
    expect(chooseEdition({ countryCode: "CA", editions })).toBe("top-ca");
    expect(chooseEdition({ countryCode: "PR", editions })).toBe("top-us");
    expect(chooseEdition({ countryCode: "NZ", editions })).toBe("top-oceania");
    expect(chooseEdition({ countryCode: "FJ", editions })).toBe("top-oceania");
  });

  it("reads the country code in any case", () => {
    expect(chooseEdition({ countryCode: "ie", editions })).toBe("top-eu");
  });

  it("falls back to International (top) when nothing decides", () => {
    expect(chooseEdition({ editions })).toBe("top");
    expect(chooseEdition({ countryCode: "JP", editions })).toBe("top");
    expect(chooseEdition({ countryCode: "", editions })).toBe("top");
  });

  it("skips an id that is not in the edition list and lets the next source decide", () => {
    expect(chooseEdition({ userEdition: "top-mars", cookieEdition: "top-ca", editions })).toBe("top-ca");
    expect(chooseEdition({ cookieEdition: "<script>", countryCode: "FR", editions })).toBe("top-eu");
    expect(chooseEdition({ academicEdition: "top-atlantis", editions })).toBe("top");
  });

  it("uses only the list it is given: with the built-in five, Oceania is unknown and Australia gets top", () => {
    expect(chooseEdition({ cookieEdition: "top-oceania", countryCode: "AU", editions: BUILT_IN_EDITIONS })).toBe("top");
    expect(chooseEdition({ countryCode: "AT", editions: BUILT_IN_EDITIONS })).toBe("top-eu");
  });

  it("returns top when the edition list is empty, whatever the inputs", () => {
    expect(chooseEdition({ userEdition: "top-us", countryCode: "US", editions: [] })).toBe("top");
  });
});

describe("inside the US or Canada (spec §5)", () => {
  it("holds only for CA and US, in any case", () => {
    for (const code of ["US", "us", "Ca", "CA"]) expect(isUsOrCanada(code)).toBe(true);
    for (const code of ["MX", "PR", "GB", "", null, undefined]) expect(isUsOrCanada(code)).toBe(false);
  });
});

describe("consent countries", () => {
  it("ask for consent in the EU, EEA and UK, in any case, and not elsewhere", () => {
    expect(needsConsent("fr")).toBe(true);
    expect(needsConsent("NO")).toBe(true);
    expect(needsConsent("GB")).toBe(true);
    expect(needsConsent("US")).toBe(false);
    expect(needsConsent(undefined)).toBe(false);
  });
});
