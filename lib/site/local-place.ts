import { isUsOrCanada } from "@/lib/editions";
import type { FeedFilter } from "@/lib/queries/story-reads";
import { countryName, isKnownCountry, regionName } from "./places";

// The place /local is about (issue 4 "/local", spec §5). A reader sets it with the form on /local; it
// is kept in the GROUND_LOCAL_PLACE cookie (named like the product's other cookies, spec §9) as an
// ISO 3166-2-style code: "US-TX" for Texas, "CA-ON" for Ontario, "GB" for the United Kingdom. Without
// that cookie the place comes from the GeoIP lookup of the request address. Pure.

export const LOCAL_PLACE_COOKIE = "GROUND_LOCAL_PLACE";
/** Spec §9: the product's cookies live one year. */
export const LOCAL_PLACE_COOKIE_SECONDS = 31_536_000;

export interface LocalPlace {
  countryCode: string;
  regionCode?: string;
}

/**
 * A checked place, or null. Country codes must be ones the gazetteer knows; a region is kept only for
 * the US and Canada (the only countries where local news goes below the country, spec §5) and only when
 * it is one of that country's states or provinces.
 */
export function normalisePlace(countryCode: unknown, regionCode?: unknown): LocalPlace | null {
  if (typeof countryCode !== "string") return null;
  const country = countryCode.trim().toUpperCase();
  if (!isKnownCountry(country)) return null;
  const region = typeof regionCode === "string" ? regionCode.trim().toUpperCase() : "";
  if (region && isUsOrCanada(country) && regionName(country, region)) return { countryCode: country, regionCode: region };
  return { countryCode: country };
}

/** "US-TX" → { countryCode: "US", regionCode: "TX" }; anything unreadable → null. */
export function parseLocalPlaceCookie(value: string | undefined | null): LocalPlace | null {
  if (!value) return null;
  const match = /^([A-Za-z]{2})(?:-([A-Za-z0-9]{1,3}))?$/.exec(value.trim());
  return match ? normalisePlace(match[1], match[2]) : null;
}

export function formatLocalPlaceCookie(place: LocalPlace): string {
  return place.regionCode ? `${place.countryCode}-${place.regionCode}` : place.countryCode;
}

/**
 * The story filter for a place (spec §5): inside the US or Canada local means the state or province
 * when it is known, elsewhere the whole country.
 */
export function localFilterFor(place: LocalPlace): Extract<FeedFilter, { kind: "local" }> {
  const regionCode = isUsOrCanada(place.countryCode) ? place.regionCode : undefined;
  return regionCode ? { kind: "local", countryCode: place.countryCode, regionCode } : { kind: "local", countryCode: place.countryCode };
}

/** "Texas, United States"; "France". Names only the part of the place the filter uses. */
export function describePlace(place: LocalPlace): string {
  const filter = localFilterFor(place);
  const country = countryName(filter.countryCode);
  const region = filter.regionCode ? regionName(filter.countryCode, filter.regionCode) : undefined;
  return region ? `${region}, ${country}` : country;
}
