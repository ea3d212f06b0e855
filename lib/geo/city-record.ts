import { regionCodeFor } from "./region-codes";

/**
 * A record of the bundled GeoLite2 city databases, as the @ip-location-db README lists its fields
 * (`country_code, state1, state2, city, postcode, latitude, longitude, timezone`). Missing text fields
 * are empty strings in the data, not absent.
 */
export interface GeoLite2CityRecord {
  country_code?: string;
  state1?: string;
  state2?: string;
  city?: string;
  postcode?: string;
  latitude?: number;
  longitude?: number;
  timezone?: string;
}

/** Spec §3 "Location". Absent keys mean unknown; the API never answers guesses. */
export interface Location {
  countryCode?: string;
  regionCode?: string;
  userCity?: string;
}

function text(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/**
 * The location a record gives. The record comes from a file, so it is checked, not trusted: a field of
 * the wrong type counts as missing, and a country that is not two letters makes the whole answer
 * unknown. Only country, first-level region and city leave this function: the postcode and coordinates
 * stay behind, because the product needs no more (spec §7) and the GeoLite2 EULA §5 forbids using the
 * data to identify a household.
 */
export function locationFromRecord(value: unknown): Location {
  if (typeof value !== "object" || value === null) return {};
  const record = value as GeoLite2CityRecord;
  const countryCode = text(record.country_code)?.toUpperCase();
  if (!countryCode || !/^[A-Z]{2}$/.test(countryCode)) return {};
  const location: Location = { countryCode };
  const subdivision = text(record.state1);
  const regionCode = subdivision ? regionCodeFor(countryCode, subdivision) : undefined;
  if (regionCode) location.regionCode = regionCode;
  const city = text(record.city);
  if (city) location.userCity = city;
  return location;
}
