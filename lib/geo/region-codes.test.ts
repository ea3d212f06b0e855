import { describe, expect, it } from "vitest";
import { REGION_CODES, regionCodeFor } from "./region-codes";

describe("regionCodeFor: GeoLite2 subdivision names to ISO 3166-2 codes without the country prefix", () => {
  it("gives the two-letter US state and Canadian province codes that local news keys on", () => {
    expect(regionCodeFor("US", "Texas")).toBe("TX");
    expect(regionCodeFor("US", "District of Columbia")).toBe("DC");
    expect(regionCodeFor("CA", "Ontario")).toBe("ON");
    expect(regionCodeFor("CA", "Quebec")).toBe("QC");
    expect(regionCodeFor("CA", "Newfoundland and Labrador")).toBe("NL");
  });

  it("gives the UK's nations and Australia's states their three-letter codes", () => {
    expect(regionCodeFor("GB", "England")).toBe("ENG");
    expect(regionCodeFor("GB", "Northern Ireland")).toBe("NIR");
    expect(regionCodeFor("AU", "New South Wales")).toBe("NSW");
  });

  it("reads the same name differently per country (Western Australia is WA, Washington is WA too)", () => {
    expect(regionCodeFor("AU", "Northern Territory")).toBe("NT");
    expect(regionCodeFor("CA", "Northwest Territories")).toBe("NT");
    expect(regionCodeFor("US", "Georgia")).toBe("GA");
    expect(regionCodeFor("GE", "Georgia")).toBeUndefined();
  });

  it("accepts the country code in any case", () => {
    expect(regionCodeFor("us", "Ohio")).toBe("OH");
  });

  it("leaves unknown names and countries outside the table without a code instead of guessing", () => {
    expect(regionCodeFor("US", "Ontario")).toBeUndefined();
    expect(regionCodeFor("US", "toString")).toBeUndefined();
    expect(regionCodeFor("DE", "Bavaria")).toBeUndefined();
    expect(regionCodeFor("CA", "")).toBeUndefined();
  });

  it("covers all 50 states plus DC, 13 provinces and territories, 4 nations and 8 Australian states, each code once", () => {
    const sizes = Object.fromEntries(Object.entries(REGION_CODES).map(([country, table]) => [country, Object.keys(table).length]));
    expect(sizes).toEqual({ US: 51, CA: 13, GB: 4, AU: 8 });
    for (const table of Object.values(REGION_CODES)) {
      const codes = Object.values(table);
      expect(new Set(codes).size).toBe(codes.length);
      for (const code of codes) expect(code).toMatch(/^[A-Z]{2,3}$/);
    }
  });
});
