// Country lists behind the editions' defaults (spec §1, §8, §9) and the consent banner (spec §9).
// All codes are ISO 3166-1 alpha-2, upper case, except XK (Kosovo), the user-assigned code that
// Kosovo uses in practice because ISO has not assigned one.

/** The United States edition: the US and its inhabited territories. */
export const US_COUNTRY_CODES = ["US", "PR", "GU", "VI", "AS", "MP", "UM"] as const;

/** The United Kingdom edition: the UK and the Crown Dependencies (Guernsey, Jersey, Isle of Man). */
export const UK_COUNTRY_CODES = ["GB", "GG", "JE", "IM"] as const;

export const CANADA_COUNTRY_CODES = ["CA"] as const;

/**
 * The Europe edition defaults for "about 50 European codes" (spec §8, §9): every European state and
 * territory except the UK and its Crown Dependencies, which have their own edition. Turkey, Georgia,
 * Armenia and Azerbaijan are left to International; Russia is included as a European state.
 */
export const EUROPE_COUNTRY_CODES = [
  "AD", "AL", "AT", "AX", "BA", "BE", "BG", "BY", "CH", "CY", "CZ", "DE", "DK", "EE", "ES", "FI", "FO",
  "FR", "GI", "GR", "HR", "HU", "IE", "IS", "IT", "LI", "LT", "LU", "LV", "MC", "MD", "ME", "MK", "MT",
  "NL", "NO", "PL", "PT", "RO", "RS", "RU", "SE", "SI", "SJ", "SK", "SM", "UA", "VA", "XK",
] as const;

/** The Oceania edition: Australia, New Zealand and the Pacific states and territories (US ones excepted). */
export const OCEANIA_COUNTRY_CODES = [
  "AU", "NZ", "FJ", "PG", "SB", "VU", "NC", "PF", "WS", "TO", "KI", "TV", "NR", "FM", "MH", "PW", "CK",
  "NU", "NF", "WF", "TK", "PN",
] as const;

/** The 27 member states of the European Union. */
export const EU_COUNTRY_CODES = [
  "AT", "BE", "BG", "HR", "CY", "CZ", "DK", "EE", "FI", "FR", "DE", "GR", "HU", "IE", "IT", "LV", "LT",
  "LU", "MT", "NL", "PL", "PT", "RO", "SK", "SI", "ES", "SE",
] as const;

/** The three EEA members outside the EU. */
export const EEA_NON_EU_COUNTRY_CODES = ["IS", "LI", "NO"] as const;

/**
 * The 31 European codes that get the consent banner (spec §9): the EU 27, the EEA's Iceland,
 * Liechtenstein and Norway (GDPR applies there too) and the United Kingdom (UK GDPR and PECR).
 * Switzerland is deliberately not in the list: its data-protection act is not the GDPR; add "CH" here
 * if counsel advises otherwise. The Crown Dependencies have their own laws and are not listed either.
 */
export const CONSENT_COUNTRY_CODES: readonly string[] = [...EU_COUNTRY_CODES, ...EEA_NON_EU_COUNTRY_CODES, "GB"];

/** Normalises a country code from a header, cookie or lookup: trimmed, upper case; "" when absent. */
export function normaliseCountryCode(countryCode: string | null | undefined): string {
  return (countryCode ?? "").trim().toUpperCase();
}

export function needsConsent(countryCode: string | null | undefined): boolean {
  return CONSENT_COUNTRY_CODES.includes(normaliseCountryCode(countryCode));
}
