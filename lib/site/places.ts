import { COUNTRY_TABLE } from "@/lib/news/interests/gazetteer-countries";
import { REGION_CODES } from "@/lib/geo/region-codes";

// Names for the places local news can be about: the countries the interest gazetteer knows (the same
// codes place interests carry) and the first-level regions the GeoIP layer knows. Pure data.

export interface PlaceOption {
  code: string;
  name: string;
}

/** Every country of the gazetteer, by English name. */
export const COUNTRY_OPTIONS: readonly PlaceOption[] = COUNTRY_TABLE.split("\n")
  .map((line) => line.split("|"))
  .filter((fields) => fields.length >= 2 && /^[A-Z]{2}$/.test(fields[0]!))
  .map(([code, name]) => ({ code: code!, name: name! }))
  .sort((a, b) => a.name.localeCompare(b.name, "en"));

const COUNTRY_NAMES = new Map(COUNTRY_OPTIONS.map((option) => [option.code, option.name]));

/** The regions of a country (code and name), by name; empty for a country without a region table. */
export function regionOptions(countryCode: string): PlaceOption[] {
  const table = Object.hasOwn(REGION_CODES, countryCode) ? REGION_CODES[countryCode]! : {};
  return Object.entries(table)
    .map(([name, code]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, "en"));
}

export function isKnownCountry(countryCode: string): boolean {
  return COUNTRY_NAMES.has(countryCode);
}

export function countryName(countryCode: string): string {
  return COUNTRY_NAMES.get(countryCode) ?? countryCode;
}

export function regionName(countryCode: string, regionCode: string): string | undefined {
  return regionOptions(countryCode).find((option) => option.code === regionCode)?.name;
}
