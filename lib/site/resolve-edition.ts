import { chooseEdition, DEFAULT_EDITION_ID, isKnownEdition, normaliseCountryCode, type Edition } from "@/lib/editions";

// Which edition's top feed a request gets (spec §4 "Edition choice"). Pure: the page shell reads the
// signals (user, cookie, location) and passes them in.

export interface EditionSignals {
  /** The signed-in user's saved topFeedEdition. */
  userEdition?: string | null;
  /** The GROUND_FEED_EDITION cookie. */
  cookieEdition?: string | null;
  /** The visitor's country from the GeoIP lookup of the request address. */
  countryCode?: string | null;
  editions: readonly Edition[];
}

/**
 * The user's edition, then the cookie, then the country's default, else International ("top"), as
 * chooseEdition orders them. A new visitor about whom nothing is known (no user, no usable cookie, no
 * country: a private address, a failed lookup) gets the spec's default, top-us (spec §4, §9 "Default
 * top-us"): "top" is for a known country that no edition claims, not for a visitor we know nothing of.
 */
export function resolveEdition(signals: EditionSignals): string {
  const { userEdition, cookieEdition, editions } = signals;
  const countryCode = normaliseCountryCode(signals.countryCode);
  const hasSignal = isKnownEdition(userEdition, editions) || isKnownEdition(cookieEdition, editions) || countryCode !== "";
  if (!hasSignal && isKnownEdition(DEFAULT_EDITION_ID, editions)) return DEFAULT_EDITION_ID;
  return chooseEdition({ userEdition, cookieEdition, countryCode, editions });
}
