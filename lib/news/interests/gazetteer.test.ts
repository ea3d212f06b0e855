import { describe, expect, it } from "vitest";
import { GAZETTEER, lookupDemonym, lookupPlace } from "./gazetteer";

const count = (kind: string, countryCode?: string) =>
  GAZETTEER.filter((entry) => entry.kind === kind && (!countryCode || entry.countryCode === countryCode)).length;

describe("the gazetteer", () => {
  it("covers the countries of the world, every US state and DC, every Canadian province and territory", () => {
    expect(count("country")).toBeGreaterThanOrEqual(190);
    expect(count("state", "US")).toBe(51);
    expect(count("province", "CA")).toBe(13);
    expect(count("state", "AU")).toBe(8);
    expect(count("city")).toBeGreaterThanOrEqual(150);
  });

  it("gives cities the region local news filters on", () => {
    expect(lookupPlace("Austin")).toEqual({ name: "Austin", kind: "city", countryCode: "US", regionCode: "TX" });
    expect(lookupPlace("Sydney")).toMatchObject({ countryCode: "AU", regionCode: "NSW" });
    expect(lookupPlace("Toronto")).toMatchObject({ countryCode: "CA", regionCode: "ON" });
    expect(lookupPlace("Edinburgh")).toMatchObject({ countryCode: "GB", regionCode: "SCT" });
    expect(lookupPlace("Paris")).toMatchObject({ countryCode: "FR" });
  });

  it("finds places by other names, accents and abbreviations", () => {
    expect(lookupPlace("U.S.")).toMatchObject({ name: "United States", kind: "country" });
    expect(lookupPlace("Britain")).toMatchObject({ countryCode: "GB" });
    expect(lookupPlace("NYC")).toMatchObject({ name: "New York", regionCode: "NY" });
    expect(lookupPlace("Québec")).toMatchObject({ kind: "province", regionCode: "QC" });
    expect(lookupPlace("St Louis")).toMatchObject({ name: "St. Louis", regionCode: "MO" });
    expect(lookupPlace("The Netherlands")).toMatchObject({ countryCode: "NL" });
  });

  it("finds a country by its demonym", () => {
    expect(lookupDemonym("French")).toMatchObject({ name: "France", countryCode: "FR" });
    expect(lookupDemonym("Israeli")).toMatchObject({ countryCode: "IL" });
    expect(lookupDemonym("Texan")).toMatchObject({ regionCode: "TX" });
  });

  it("does not take ordinary words for abbreviated places", () => {
    expect(lookupPlace("ACT")).toMatchObject({ countryCode: "AU", regionCode: "ACT" });
    expect(lookupPlace("Act")).toBeUndefined();
    expect(lookupPlace("Nice")).toBeUndefined();
  });

  it("uses ISO codes: two capital letters per country, valid region codes", () => {
    for (const entry of GAZETTEER) {
      expect(entry.countryCode).toMatch(/^[A-Z]{2}$/);
      if (entry.regionCode !== undefined) expect(entry.regionCode).toMatch(/^[A-Z]{2,3}$/);
    }
  });
});
