import Cookies from "js-cookie";
import type { ApiClient } from "./api-client";
import { parseVisitInfo, touchVisitInfo, VISIT_INFO_KEY, type VisitInfo } from "./visit-info";
import { APP_FLAG_KEY, emailClick, encodeUtmCookie, LANDING_PAGE_KEY, REFERRER_KEY, SESSION_FLAG_KEY, UTM_COOKIE, utmCodes, visitFacts } from "./visit-tracking";
import { withoutEmailClickParams } from "./email-click";

// Applies lib/client/visit-tracking.ts to this page view in the browser. Storage that cannot be reached is
// logged and ignored (spec §8).

function storage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return window[kind];
  } catch (error) {
    console.warn(`${kind} unavailable`, error);
    return null;
  }
}

function safely(what: string, action: () => void): void {
  try {
    action();
  } catch (error) {
    console.warn(`Could not store ${what}`, error);
  }
}

export interface BrowserVisit {
  visit: VisitInfo;
  appFlag: string | null;
  /** This page load began the browser session (its landing page). */
  newSession: boolean;
}

/** Once per page load: the session's referrer, landing page and app flag, the anonymous visit record. */
export function recordVisit(): BrowserVisit {
  const url = new URL(window.location.href);
  const session = storage("sessionStorage");
  const local = storage("localStorage");
  const read = (store: Storage | null, key: string) => {
    try {
      return store?.getItem(key) ?? null;
    } catch {
      return null;
    }
  };
  const facts = visitFacts(url, document.referrer, { sessionStarted: read(session, SESSION_FLAG_KEY) === "1", appFlag: read(session, APP_FLAG_KEY) });
  if (facts.newSession) {
    safely("the session flag", () => session?.setItem(SESSION_FLAG_KEY, "1"));
    if (facts.referrer !== null) safely("the referrer", () => session?.setItem(REFERRER_KEY, facts.referrer!));
    if (facts.landingPage) safely("the landing page", () => session?.setItem(LANDING_PAGE_KEY, facts.landingPage!));
  }
  if (facts.appFlag) safely("the app flag", () => session?.setItem(APP_FLAG_KEY, facts.appFlag!));
  const visit = touchVisitInfo(parseVisitInfo(read(local, VISIT_INFO_KEY)), Date.now(), facts.newSession, () => crypto.randomUUID());
  safely("the visit record", () => local?.setItem(VISIT_INFO_KEY, JSON.stringify(visit)));
  return { visit, appFlag: facts.appFlag, newSession: facts.newSession };
}

/** Marketing consent given: the utm codes of this URL go into the utm cookie (spec §3). */
export function storeUtmCookie(): void {
  const codes = utmCodes(new URL(window.location.href).searchParams);
  if (codes) safely("the utm codes", () => Cookies.set(UTM_COOKIE, encodeUtmCookie(codes), { path: "/", expires: 365, sameSite: "Lax" }));
}

/** Spec §5, §7: POST /public/emails/registerClick for a click from an e-mail; failure only logged. */
export function registerEmailClick(api: Pick<ApiClient, "post">): void {
  const click = emailClick(new URL(window.location.href));
  if (!click) return;
  api.post("/public/emails/registerClick", click).catch((error: unknown) => console.error("Could not register the e-mail click", error));
  // The token must not linger in the address bar, history or referrers.
  const { pathname, search, hash } = window.location;
  window.history.replaceState(window.history.state, "", withoutEmailClickParams(pathname, search, hash));
}
