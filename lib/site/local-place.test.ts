import { describe, expect, it } from "vitest";
import { describePlace, formatLocalPlaceCookie, localFilterFor, normalisePlace, parseLocalPlaceCookie } from "./local-place";

describe("the local place cookie", () => {
  it("reads a US state, a Canadian province and a country alone", () => {
    expect(parseLocalPlaceCookie("US-TX")).toEqual({ countryCode: "US", regionCode: "TX" });
    expect(parseLocalPlaceCookie("ca-on")).toEqual({ countryCode: "CA", regionCode: "ON" });
    expect(parseLocalPlaceCookie("FR")).toEqual({ countryCode: "FR" });
  });

  it("round-trips what the form stores", () => {
    for (const value of ["US-TX", "CA-QC", "GB", "DE"]) expect(formatLocalPlaceCookie(parseLocalPlaceCookie(value)!)).toBe(value);
  });

  it("rejects unknown countries and garbage, and drops a region that is not the country's", () => {
    expect(parseLocalPlaceCookie("ZZ")).toBeNull();
    expect(parseLocalPlaceCookie("US-TX;drop")).toBeNull();
    expect(parseLocalPlaceCookie("")).toBeNull();
    expect(parseLocalPlaceCookie(undefined)).toBeNull();
    expect(parseLocalPlaceCookie("US-ON")).toEqual({ countryCode: "US" });
    expect(normalisePlace("GB", "ENG")).toEqual({ countryCode: "GB" });
  });
});

describe("which stories are local (spec §5)", () => {
  it("narrows to the state or province inside the US and Canada", () => {
    expect(localFilterFor({ countryCode: "US", regionCode: "TX" })).toEqual({ kind: "local", countryCode: "US", regionCode: "TX" });
    expect(localFilterFor({ countryCode: "CA", regionCode: "ON" })).toEqual({ kind: "local", countryCode: "CA", regionCode: "ON" });
  });

  it("uses the whole country elsewhere, even when a region is known", () => {
    expect(localFilterFor({ countryCode: "GB", regionCode: "ENG" })).toEqual({ kind: "local", countryCode: "GB" });
  });

  it("uses the whole country in the US when the state is unknown", () => {
    expect(localFilterFor({ countryCode: "US" })).toEqual({ kind: "local", countryCode: "US" });
  });

  it("names the place the way the filter reads it", () => {
    expect(describePlace({ countryCode: "US", regionCode: "TX" })).toBe("Texas, United States");
    expect(describePlace({ countryCode: "GB", regionCode: "ENG" })).toBe("United Kingdom");
  });
});
