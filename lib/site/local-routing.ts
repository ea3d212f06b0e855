import type { BiasColourScheme } from "@/lib/client/bias-colours";
import { formatLocalPlaceCookie, normalisePlace, parseLocalPlaceCookie, type LocalPlace } from "./local-place";

// /local from the page cache (issue 28): the page depends on the reader only through its place (and where
// the place came from, which the page says) and the bias colours, so it is cached once per place, source
// and scheme at /local-view/{scheme}/{place}/{source}, as the editions are. Which place follows spec §5's
// order: the place saved in the reader's account, else the one set with /local's form (GROUND_LOCAL_PLACE),
// else the request's location. The web process works it out before Next sees the request and hands it on
// in LOCAL_PLACE_HEADER, which next.config.js's LOCAL_REWRITES read. Pure.

/** The request header next.config.js's LOCAL_REWRITES read (spelled out there too): "{place}/{source}". */
export const LOCAL_PLACE_HEADER = "x-openground-local-place";
/** The place segment of a reader whose place is not known (the page asks them to set one). */
export const UNKNOWN_PLACE = "none";

export type LocalPlaceSource = "account" | "cookie" | "location";
export const LOCAL_PLACE_SOURCES: readonly LocalPlaceSource[] = ["account", "cookie", "location"];

export interface ChosenLocalPlace {
  place: LocalPlace;
  source: LocalPlaceSource;
}

/**
 * The place /local is about, in spec §5's order: the account's saved place (only when the reader set it
 * by hand), the place cookie, the location (`location` is asked only when needed); null when none is known.
 */
export function chooseLocalPlace(input: {
  account: { localIsManual: boolean; localPlace: { countryCode?: string; regionCode?: string } | null } | null;
  cookie: string | undefined | null;
  location: () => { countryCode?: string; regionCode?: string };
}): ChosenLocalPlace | null {
  const saved = input.account?.localIsManual ? input.account.localPlace : null;
  const fromAccount = saved ? normalisePlace(saved.countryCode, saved.regionCode) : null;
  if (fromAccount) return { place: fromAccount, source: "account" };
  const fromCookie = parseLocalPlaceCookie(input.cookie);
  if (fromCookie) return { place: fromCookie, source: "cookie" };
  const location = input.location();
  const fromLocation = location.countryCode ? normalisePlace(location.countryCode, location.regionCode) : null;
  return fromLocation ? { place: fromLocation, source: "location" } : null;
}

/** The header's value for a chosen place: "US-TX/location", "GB/cookie", "none/location". */
export function localPlaceHeaderValue(chosen: ChosenLocalPlace | null): string {
  return chosen ? `${formatLocalPlaceCookie(chosen.place)}/${chosen.source}` : `${UNKNOWN_PLACE}/location`;
}

/** The cached page's address for a scheme and a chosen place. */
export function localViewPath(scheme: BiasColourScheme, chosen: ChosenLocalPlace | null): string {
  return `/local-view/${scheme}/${localPlaceHeaderValue(chosen)}`;
}

/**
 * The place and source a /local-view address names, null for the unknown place, or undefined when the
 * address is not one the web process would make (the page answers 404).
 */
export function parseLocalView(place: string, source: string): ChosenLocalPlace | null | undefined {
  if (!(LOCAL_PLACE_SOURCES as readonly string[]).includes(source)) return undefined;
  if (place === UNKNOWN_PLACE) return source === "location" ? null : undefined;
  const parsed = parseLocalPlaceCookie(place);
  // Only the canonical spelling: one cached page per place.
  if (!parsed || formatLocalPlaceCookie(parsed) !== place) return undefined;
  return { place: parsed, source: source as LocalPlaceSource };
}
