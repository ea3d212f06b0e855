import { describe, expect, it } from "vitest";
import { CONSENT_COUNTRY_CODES, EUROPE_COUNTRY_CODES } from "./country-codes";
import {
  BUILT_IN_EDITIONS,
  DEFAULT_EDITION_ID,
  EDITION_COOKIE,
  EDITION_LIST_CACHE_SECONDS,
  EDITION_NAME_TO_ID,
  EDITIONS,
  editionIdForName,
  isKnownEdition,
} from "./editions";

describe("the editions (spec §1, §3)", () => {
  it("serves United States, International, United Kingdom, Canada, Europe and Oceania under their feed ids", () => {
    expect(EDITIONS.map((edition) => [edition.name, edition.webFeedId])).toEqual([
      ["United States", "top-us"],
      ["International", "top"],
      ["United Kingdom", "top-uk"],
      ["Canada", "top-ca"],
      ["Europe", "top-eu"],
      ["Oceania", "top-oceania"],
    ]);
  });

  it("gives every edition the fields of spec §3: id, name, description, icon, webFeedId, webIcon", () => {
    for (const edition of EDITIONS) {
      expect(edition.id).toBe(edition.webFeedId);
      for (const field of [edition.name, edition.description, edition.icon, edition.webIcon]) expect(field.length).toBeGreaterThan(0);
    }
  });

  it("falls back to a built-in list of the five editions of spec §1 (spec §8), without Oceania", () => {
    expect(BUILT_IN_EDITIONS.map((edition) => edition.id)).toEqual(["top-us", "top", "top-uk", "top-ca", "top-eu"]);
  });

  it("keeps the built-in list's country defaults, Europe's about 50 European codes among them", () => {
    const europe = BUILT_IN_EDITIONS.find((edition) => edition.id === "top-eu");
    expect(europe?.defaultForCountryCodes).toEqual(EUROPE_COUNTRY_CODES);
    expect(EUROPE_COUNTRY_CODES.length).toBeGreaterThanOrEqual(45);
    expect(EUROPE_COUNTRY_CODES.length).toBeLessThanOrEqual(55);
  });

  it("gives no country two default editions, and leaves International without defaults", () => {
    const seen = new Map<string, string>();
    for (const edition of EDITIONS) {
      for (const code of edition.defaultForCountryCodes ?? []) {
        expect(seen.get(code), `${code} is a default of ${seen.get(code)} and ${edition.id}`).toBeUndefined();
        seen.set(code, edition.id);
      }
    }
    expect(EDITIONS.find((edition) => edition.id === "top")?.defaultForCountryCodes).toBeUndefined();
  });

  it("maps the edition names of spec §4 to feed ids", () => {
    expect(EDITION_NAME_TO_ID).toEqual({
      International: "top",
      US: "top-us",
      Canada: "top-ca",
      UK: "top-uk",
      Europe: "top-eu",
      Oceania: "top-oceania",
    });
    expect(editionIdForName("UK")).toBe("top-uk");
    expect(editionIdForName("toString")).toBeUndefined();
    expect(editionIdForName("Mars")).toBeUndefined();
  });

  it("knows its own edition ids and no others", () => {
    expect(isKnownEdition("top-oceania")).toBe(true);
    expect(isKnownEdition("top-oceania", BUILT_IN_EDITIONS)).toBe(false);
    expect(isKnownEdition("top-mars")).toBe(false);
    expect(isKnownEdition(undefined)).toBe(false);
    expect(isKnownEdition("")).toBe(false);
  });

  it("carries the constants of spec §9", () => {
    expect(DEFAULT_EDITION_ID).toBe("top-us");
    expect(EDITION_COOKIE).toBe("GROUND_FEED_EDITION");
    expect(EDITION_LIST_CACHE_SECONDS).toBe(86_400);
  });
});

describe("the consent countries (spec §9)", () => {
  it("are 31 distinct European codes: the EU 27, Iceland, Liechtenstein, Norway and the UK", () => {
    expect(CONSENT_COUNTRY_CODES).toHaveLength(31);
    expect(new Set(CONSENT_COUNTRY_CODES).size).toBe(31);
    for (const code of ["DE", "FR", "IE", "IS", "LI", "NO", "GB"]) expect(CONSENT_COUNTRY_CODES).toContain(code);
    for (const code of ["CH", "US", "CA", "AU"]) expect(CONSENT_COUNTRY_CODES).not.toContain(code);
  });
});
