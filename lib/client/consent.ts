// Cookie consent (spec §3 "Consent flags", §4 "Consent", §9; issue 19). Pure: the cookie's value, the
// country, the query and the clock are passed in.
//
// - The banner shows to a visitor whose country (GET /api/location) is in the 31-code consent list
//   (CONSENT_COUNTRY_CODES, lib/editions/country-codes.ts) and who has not chosen yet; never inside the
//   mobile app (fr=app or fr=appsoc, remembered for the visit), never on /extension/ paths.
// - Until a choice, such a visitor gets nothing that consent governs.
// - Outside the list the visitor gets OUTSIDE_LIST_DEFAULT without a banner. When the country is unknown
//   (no location database, a private address) nothing is allowed and no banner shows: the cautious
//   choice that does not cover every page of a local install. Anyone may change their choice later from
//   the footer's "Cookie settings".
// - The choice is the allowed-groups cookie, a year long (spec §9 cookie lifetime).
// - Consent is read on set-up and on each save; a save more than 2000 ms after set-up reloads the page
//   (what already loaded cannot be unloaded); the listener is set up 500 ms after the page starts.

import { needsConsent } from "@/lib/editions/country-codes";

export const CONSENT_COOKIE = "GROUND_ALLOWED_GROUPS";
export const CONSENT_GROUPS = ["personalization", "marketing", "analytics"] as const;
export type ConsentGroup = (typeof CONSENT_GROUPS)[number];
export type Consent = Record<ConsentGroup, boolean>;

export const CONSENT_RELOAD_THRESHOLD_MS = 2000;
export const CONSENT_LISTENER_DELAY_MS = 500;
export const CONSENT_COOKIE_DAYS = 365;

export const NO_CONSENT: Consent = { personalization: false, marketing: false, analytics: false };
export const ALL_CONSENT: Consent = { personalization: true, marketing: true, analytics: true };
/**
 * Outside the consent list: personalisation and analytics on, marketing off, until the visitor says
 * otherwise (docs/decisions.md "Issue 19").
 */
export const OUTSIDE_LIST_DEFAULT: Consent = { personalization: true, marketing: false, analytics: true };

/** The cookie's value: the allowed groups, comma separated ("" allows none). */
export function serializeConsent(consent: Consent): string {
  return CONSENT_GROUPS.filter((group) => consent[group]).join(",");
}

/** The visitor's choice, or null when there is none (no cookie, or a value that is not a list of groups). */
export function parseConsent(value: string | undefined): Consent | null {
  if (value === undefined) return null;
  const groups = value.split(",").map((part) => part.trim()).filter(Boolean);
  if (!groups.every((group) => (CONSENT_GROUPS as readonly string[]).includes(group))) return null;
  return { personalization: groups.includes("personalization"), marketing: groups.includes("marketing"), analytics: groups.includes("analytics") };
}

/** fr=app and fr=appsoc (spec §2): the visitor is inside the mobile app. */
export function isAppVisit(fr: string | null | undefined): boolean {
  return fr === "app" || fr === "appsoc";
}

export interface ConsentDecision {
  consent: Consent;
  showBanner: boolean;
}

/** What applies now: the stored choice, else (by country) nothing plus the banner, or the default. */
export function decideConsent(input: { stored: string | undefined; countryCode: string | undefined; inApp: boolean; path: string }): ConsentDecision {
  const chosen = parseConsent(input.stored);
  if (chosen) return { consent: chosen, showBanner: false };
  if (!input.countryCode) return { consent: NO_CONSENT, showBanner: false };
  if (!needsConsent(input.countryCode)) return { consent: OUTSIDE_LIST_DEFAULT, showBanner: false };
  return { consent: NO_CONSENT, showBanner: !input.inApp && !input.path.includes("/extension/") };
}

/** Spec §4: a save more than 2000 ms after set-up reloads the page. */
export function reloadAfterSave(setupAt: number, savedAt: number): boolean {
  return savedAt - setupAt > CONSENT_RELOAD_THRESHOLD_MS;
}
