// The window events of the consent choice (issue 19), in a file of their own so that the footer's
// "Cookie settings" link adds nothing else to a page's first load.
export const CONSENT_SAVED_EVENT = "openground:consent-saved";
export const CONSENT_OPEN_EVENT = "openground:consent-open";

/** Opens the consent panel (the footer's link). */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(CONSENT_OPEN_EVENT));
}
