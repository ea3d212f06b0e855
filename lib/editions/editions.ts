import {
  CANADA_COUNTRY_CODES,
  EUROPE_COUNTRY_CODES,
  OCEANIA_COUNTRY_CODES,
  UK_COUNTRY_CODES,
  US_COUNTRY_CODES,
} from "./country-codes";

/**
 * A top-feed edition (spec §3): `id` and `webFeedId` are the same feed id (spec §1 names editions by
 * webFeedId). `icon` is a flag or globe emoji any client can show as is; `webIcon` is a stable key the
 * web components map to their own icon. `defaultForCountryCodes` lists the visitor countries that get
 * this edition when nothing else chose one (spec §4).
 */
export interface Edition {
  id: string;
  name: string;
  description: string;
  icon: string;
  webFeedId: string;
  webIcon: string;
  defaultForCountryCodes?: readonly string[];
}

export const EDITION_IDS = ["top-us", "top", "top-uk", "top-ca", "top-eu", "top-oceania"] as const;
export type EditionId = (typeof EDITION_IDS)[number];

/** The edition shown before anything is resolved (spec §4, §9: "Default top-us"). */
export const DEFAULT_EDITION_ID: EditionId = "top-us";
/** The last resort of the choice order (spec §4: "… else top"). */
export const FALLBACK_EDITION_ID: EditionId = "top";
/**
 * The academic edition: the edition an institutional reader gets when neither their account nor the
 * edition cookie names one (spec §4 choice order, third place). The spec names no academic feed, so it
 * is International ("top"), every outlet's world coverage, rather than the campus's country edition
 * (docs/decisions.md "Issue 21: billing3").
 */
export const ACADEMIC_EDITION_ID: EditionId = "top";
/** The cookie that remembers a visitor's edition (spec §3, §9). */
export const EDITION_COOKIE = "GROUND_FEED_EDITION";
/** How long a fetched edition list may be cached (spec §9). */
export const EDITION_LIST_CACHE_SECONDS = 86_400;

const UNITED_STATES: Edition = {
  id: "top-us",
  name: "United States",
  description: "Top stories for readers in the United States",
  icon: "🇺🇸",
  webFeedId: "top-us",
  webIcon: "flag-us",
  defaultForCountryCodes: US_COUNTRY_CODES,
};

const INTERNATIONAL: Edition = {
  id: "top",
  name: "International",
  description: "Top stories from around the world",
  icon: "🌐",
  webFeedId: "top",
  webIcon: "globe",
};

const UNITED_KINGDOM: Edition = {
  id: "top-uk",
  name: "United Kingdom",
  description: "Top stories for readers in the United Kingdom",
  icon: "🇬🇧",
  webFeedId: "top-uk",
  webIcon: "flag-gb",
  defaultForCountryCodes: UK_COUNTRY_CODES,
};

const CANADA: Edition = {
  id: "top-ca",
  name: "Canada",
  description: "Top stories for readers in Canada",
  icon: "🇨🇦",
  webFeedId: "top-ca",
  webIcon: "flag-ca",
  defaultForCountryCodes: CANADA_COUNTRY_CODES,
};

const EUROPE: Edition = {
  id: "top-eu",
  name: "Europe",
  description: "Top stories for readers in Europe",
  icon: "🇪🇺",
  webFeedId: "top-eu",
  webIcon: "flag-eu",
  defaultForCountryCodes: EUROPE_COUNTRY_CODES,
};

const OCEANIA: Edition = {
  id: "top-oceania",
  name: "Oceania",
  description: "Top stories for readers in Australia, New Zealand and the Pacific",
  icon: "🌏",
  webFeedId: "top-oceania",
  webIcon: "globe-oceania",
  defaultForCountryCodes: OCEANIA_COUNTRY_CODES,
};

/** Every edition the product serves, Oceania included (it "appears in the edition mapping", spec §1). */
export const EDITIONS: readonly Edition[] = [UNITED_STATES, INTERNATIONAL, UNITED_KINGDOM, CANADA, EUROPE, OCEANIA];

/**
 * The five editions of spec §1 that the client falls back to when the edition list fails to load
 * (spec §8), with their country defaults (Europe's about 50 codes). Oceania is not among them.
 */
export const BUILT_IN_EDITIONS: readonly Edition[] = [UNITED_STATES, INTERNATIONAL, UNITED_KINGDOM, CANADA, EUROPE];

/** Edition names as the app and e-mails spell them, mapped to feed ids (spec §4). */
export const EDITION_NAME_TO_ID: Readonly<Record<string, EditionId>> = {
  International: "top",
  US: "top-us",
  Canada: "top-ca",
  UK: "top-uk",
  Europe: "top-eu",
  Oceania: "top-oceania",
};

/** True when `id` is the id of one of `editions` (by default every edition the product serves). */
export function isKnownEdition(id: string | null | undefined, editions: readonly Edition[] = EDITIONS): boolean {
  return typeof id === "string" && editions.some((edition) => edition.id === id);
}

/** The edition id for an edition name of spec §4 ("US", "Europe", …), or undefined for any other name. */
export function editionIdForName(name: string): EditionId | undefined {
  return Object.hasOwn(EDITION_NAME_TO_ID, name) ? EDITION_NAME_TO_ID[name] : undefined;
}
