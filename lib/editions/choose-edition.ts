import { normaliseCountryCode } from "./country-codes";
import { ACADEMIC_EDITION_ID, FALLBACK_EDITION_ID, isKnownEdition, type Edition } from "./editions";

export interface EditionChoiceInput {
  /** The signed-in user's saved topFeedEdition. */
  userEdition?: string | null;
  /** The GROUND_FEED_EDITION cookie. */
  cookieEdition?: string | null;
  /** The edition set by the reader's institution (academic access). */
  academicEdition?: string | null;
  /** The visitor's country from the location lookup (any case). */
  countryCode?: string | null;
  /** The edition list in force: the fetched one, or BUILT_IN_EDITIONS when that failed (spec §8). */
  editions: readonly Edition[];
}

/**
 * The edition to show (spec §4): the user's topFeedEdition, then the edition cookie, then the academic
 * edition, then the first edition in the list that is the default for the visitor's country, else
 * "top". An id that is not in the edition list (a retired edition, a tampered cookie) is skipped, so the
 * next source decides.
 */
export function chooseEdition(input: EditionChoiceInput): string {
  for (const candidate of [input.userEdition, input.cookieEdition, input.academicEdition]) {
    if (candidate && isKnownEdition(candidate, input.editions)) return candidate;
  }
  const country = normaliseCountryCode(input.countryCode);
  if (country) {
    const byCountry = input.editions.find((edition) => edition.defaultForCountryCodes?.includes(country));
    if (byCountry) return byCountry.id;
  }
  return FALLBACK_EDITION_ID;
}

/** Spec §5: a country counts as inside the US or Canada only for the codes CA and US, in any case. */
export function isUsOrCanada(countryCode: string | null | undefined): boolean {
  const country = normaliseCountryCode(countryCode);
  return country === "US" || country === "CA";
}

/** The academic edition of spec §4's choice order: ACADEMIC_EDITION_ID for an institutional reader, else null. */
export function academicEditionFor(institutionalUser: unknown): string | null {
  return institutionalUser === true ? ACADEMIC_EDITION_ID : null;
}
