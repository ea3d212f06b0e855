import {
  CANADA_COUNTRY_CODES,
  EUROPE_COUNTRY_CODES,
  OCEANIA_COUNTRY_CODES,
  UK_COUNTRY_CODES,
  US_COUNTRY_CODES,
} from "@/lib/editions/country-codes";

export const REGIONS = ["us", "uk", "canada", "europe", "oceania", "international"] as const;
export type Region = (typeof REGIONS)[number];

/** An outlet's home region, from its country, by the same lists that give the editions their defaults. */
export function regionOf(country: string): Region {
  const code = country.toUpperCase();
  const within = (codes: readonly string[]) => codes.includes(code);
  if (within(US_COUNTRY_CODES)) return "us";
  if (within(UK_COUNTRY_CODES)) return "uk";
  if (within(CANADA_COUNTRY_CODES)) return "canada";
  if (within(EUROPE_COUNTRY_CODES)) return "europe";
  if (within(OCEANIA_COUNTRY_CODES)) return "oceania";
  return "international";
}
