// Referrer, landing page, app flag, utm codes and e-mail clicks (spec §2, §3, §5; issue 19). Pure: the
// URL, the referrer and what is stored are passed in; lib/client/browser-visit.ts applies the result.

export const SESSION_FLAG_KEY = "ground.sessionStarted";
export const REFERRER_KEY = "ground.documentReferrer";
export const LANDING_PAGE_KEY = "ground.landingPage";
export const APP_FLAG_KEY = "ground.fr";
export const UTM_COOKIE = "GROUND_UTM";
const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** Spec §2: /extension/ paths skip referrer, app-flag and e-mail-click handling. */
export function isExtensionPath(pathname: string): boolean {
  return pathname.includes("/extension/");
}

/** The utm codes of a query, or null when it has none. */
export function utmCodes(query: URLSearchParams): Record<string, string> | null {
  const codes = Object.fromEntries(UTM_KEYS.flatMap((key) => (query.get(key) ? [[key, query.get(key)!.slice(0, 200)]] : [])));
  return Object.keys(codes).length ? codes : null;
}

/** The utm cookie's value: base64 of JSON (spec §3). */
export function encodeUtmCookie(codes: Record<string, string>): string {
  return btoa(unescape(encodeURIComponent(JSON.stringify(codes))));
}

export function decodeUtmCookie(value: string | undefined): Record<string, string> | null {
  if (!value) return null;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(escape(atob(value))));
    if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) return null;
    const entries = Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === "string");
    return entries.length ? Object.fromEntries(entries) : null;
  } catch {
    return null;
  }
}

/** The utm_medium kept in the utm cookie (at most 200 characters, as stored), or null: saved on the account at registration. */
export function utmMediumOfCookie(value: string | undefined): string | null {
  const medium = decodeUtmCookie(value)?.utm_medium?.trim();
  return medium ? medium.slice(0, 200) : null;
}

export interface EmailClick {
  token: string;
  path: string;
  emailIdentifier: string;
  numberInSeries?: string;
  variant?: string;
  edition?: string;
  category?: string;
  subCategory?: string;
}

/** Spec §5: registered only when utm_medium=email and both token and emailIdentifier are present. */
export function emailClick(url: URL): EmailClick | null {
  const query = url.searchParams;
  const token = query.get("token");
  const emailIdentifier = query.get("emailIdentifier");
  if (query.get("utm_medium") !== "email" || !token || !emailIdentifier || isExtensionPath(url.pathname)) return null;
  const optional = ["numberInSeries", "variant", "edition", "category", "subCategory"] as const;
  return {
    token,
    path: url.pathname,
    emailIdentifier,
    ...Object.fromEntries(optional.flatMap((key) => (query.get(key) ? [[key, query.get(key)!]] : []))),
  };
}

export interface VisitFacts {
  /** The first page of this browser session: store the referrer and landing page, count a session. */
  newSession: boolean;
  referrer: string | null;
  landingPage: string | null;
  /** fr=app or fr=appsoc, from this URL or remembered for the session. */
  appFlag: string | null;
}

/** What this page view stores for the session (spec §3 session storage, §4 session flag). */
export function visitFacts(url: URL, documentReferrer: string, stored: { sessionStarted: boolean; appFlag: string | null }): VisitFacts {
  const extension = isExtensionPath(url.pathname);
  const fr = url.searchParams.get("fr");
  const appFlag = !extension && (fr === "app" || fr === "appsoc") ? fr : stored.appFlag;
  if (stored.sessionStarted) return { newSession: false, referrer: null, landingPage: null, appFlag };
  return {
    newSession: true,
    referrer: extension ? null : documentReferrer,
    landingPage: url.pathname + url.search,
    appFlag,
  };
}
