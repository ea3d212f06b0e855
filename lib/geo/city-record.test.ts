import { describe, expect, it } from "vitest";
import { locationFromRecord } from "./city-record";

const BRACKNELL = {
  city: "Bracknell",
  country_code: "GB",
  latitude: 51.4,
  longitude: -0.76,
  postcode: "RG12",
  state1: "England",
  state2: "Bracknell Forest",
  timezone: "Europe/London",
};

describe("locationFromRecord: a GeoLite2 city record as spec §3's Location", () => {
  it("answers the country, the first-level region as a code and the city", () => {
    expect(locationFromRecord(BRACKNELL)).toEqual({ countryCode: "GB", regionCode: "ENG", userCity: "Bracknell" });
  });

  it("never passes on the postcode or the coordinates", () => {
    expect(Object.keys(locationFromRecord(BRACKNELL)).sort()).toEqual(["countryCode", "regionCode", "userCity"]);
  });

  it("leaves out what the data leaves empty (a country-level record such as Google's resolvers)", () => {
    expect(locationFromRecord({ ...BRACKNELL, country_code: "US", state1: "", city: "" })).toEqual({ countryCode: "US" });
  });

  it("keeps the city but not the region when the region has no known code", () => {
    expect(locationFromRecord({ country_code: "SE", state1: "Varmland County", city: "Kristinehamn" })).toEqual({
      countryCode: "SE",
      userCity: "Kristinehamn",
    });
  });

  it("answers nothing when the country is missing or malformed, rather than a region without a country", () => {
    expect(locationFromRecord({ ...BRACKNELL, country_code: "" })).toEqual({});
    expect(locationFromRecord({ ...BRACKNELL, country_code: "GBR" })).toEqual({});
    expect(locationFromRecord({ ...BRACKNELL, country_code: 826 })).toEqual({});
  });

  it("treats no record (an address the data does not know) and non-objects as unknown", () => {
    expect(locationFromRecord(null)).toEqual({});
    expect(locationFromRecord(undefined)).toEqual({});
    expect(locationFromRecord("GB")).toEqual({});
  });

  it("trims and upper-cases the country code", () => {
    expect(locationFromRecord({ country_code: " ca ", state1: "Ontario", city: " Barrie " })).toEqual({
      countryCode: "CA",
      regionCode: "ON",
      userCity: "Barrie",
    });
  });
});
