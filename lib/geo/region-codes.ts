// The GeoLite2 city data bundled by @ip-location-db carries subdivisions as English names only
// ("Texas", "Ontario", "England"; its README: `country_code, state1, state2, city, …`), while the
// location API answers a region *code* (spec §3 "Location": regionCode), the ISO 3166-2 subdivision
// code without its country prefix, as MaxMind's own `subdivisions[0].iso_code` and the common edge
// headers spell it ("TX", "ON", "ENG").
//
// The table covers the countries whose regions the product uses: the US and Canada (local news, spec §5)
// and the UK and Australia (their editions, spec §4). Every name below was checked against the bundled
// data's `state1` values. Elsewhere the code is left undefined rather than guessed: a name where a code
// is expected would be worse than nothing for the feature-flag attributes that read it (spec §3).

const UNITED_STATES: Readonly<Record<string, string>> = {
  Alabama: "AL", Alaska: "AK", Arizona: "AZ", Arkansas: "AR", California: "CA", Colorado: "CO",
  Connecticut: "CT", Delaware: "DE", "District of Columbia": "DC", Florida: "FL", Georgia: "GA",
  Hawaii: "HI", Idaho: "ID", Illinois: "IL", Indiana: "IN", Iowa: "IA", Kansas: "KS", Kentucky: "KY",
  Louisiana: "LA", Maine: "ME", Maryland: "MD", Massachusetts: "MA", Michigan: "MI", Minnesota: "MN",
  Mississippi: "MS", Missouri: "MO", Montana: "MT", Nebraska: "NE", Nevada: "NV", "New Hampshire": "NH",
  "New Jersey": "NJ", "New Mexico": "NM", "New York": "NY", "North Carolina": "NC", "North Dakota": "ND",
  Ohio: "OH", Oklahoma: "OK", Oregon: "OR", Pennsylvania: "PA", "Rhode Island": "RI",
  "South Carolina": "SC", "South Dakota": "SD", Tennessee: "TN", Texas: "TX", Utah: "UT", Vermont: "VT",
  Virginia: "VA", Washington: "WA", "West Virginia": "WV", Wisconsin: "WI", Wyoming: "WY",
};

const CANADA: Readonly<Record<string, string>> = {
  Alberta: "AB", "British Columbia": "BC", Manitoba: "MB", "New Brunswick": "NB",
  "Newfoundland and Labrador": "NL", "Northwest Territories": "NT", "Nova Scotia": "NS", Nunavut: "NU",
  Ontario: "ON", "Prince Edward Island": "PE", Quebec: "QC", Saskatchewan: "SK", Yukon: "YT",
};

// The four nations are the UK's first-level subdivisions in MaxMind's data (ISO 3166-2:GB).
const UNITED_KINGDOM: Readonly<Record<string, string>> = {
  England: "ENG", Scotland: "SCT", Wales: "WLS", "Northern Ireland": "NIR",
};

const AUSTRALIA: Readonly<Record<string, string>> = {
  "Australian Capital Territory": "ACT", "New South Wales": "NSW", "Northern Territory": "NT",
  Queensland: "QLD", "South Australia": "SA", Tasmania: "TAS", Victoria: "VIC", "Western Australia": "WA",
};

/** Subdivision name (as the data spells it) → code, per country. */
export const REGION_CODES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  US: UNITED_STATES,
  CA: CANADA,
  GB: UNITED_KINGDOM,
  AU: AUSTRALIA,
};

/**
 * The ISO 3166-2 subdivision code, without the country prefix, for a subdivision named as in the
 * GeoLite2 data: `regionCodeFor("CA", "Ontario")` is "ON". Undefined for an unknown name or a country
 * outside the table.
 */
export function regionCodeFor(countryCode: string, subdivisionName: string): string | undefined {
  const country = countryCode.toUpperCase();
  const table = Object.hasOwn(REGION_CODES, country) ? REGION_CODES[country] : undefined;
  if (table === undefined) return undefined;
  return Object.hasOwn(table, subdivisionName) ? table[subdivisionName] : undefined;
}
