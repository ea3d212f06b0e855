import Cookies from "js-cookie";
import { CONSENT_COOKIE, CONSENT_COOKIE_DAYS, serializeConsent, type Consent } from "./consent";
import { CONSENT_SAVED_EVENT } from "./consent-events";

// Saving a consent choice (the banner, the footer's "Cookie settings"): the allowed-groups cookie, then
// an event the consent manager listens for (spec §4: the listener is set up 500 ms after start).

export function saveConsent(consent: Consent): void {
  Cookies.set(CONSENT_COOKIE, serializeConsent(consent), {
    path: "/",
    expires: CONSENT_COOKIE_DAYS,
    sameSite: "Lax",
    secure: window.location.protocol === "https:",
  });
  window.dispatchEvent(new CustomEvent<Consent>(CONSENT_SAVED_EVENT, { detail: consent }));
}
