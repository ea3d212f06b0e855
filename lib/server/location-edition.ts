import { LOGIN_COOKIE, USER_COOKIE } from "@/lib/auth/constants";
import { academicEditionFor, EDITION_COOKIE, EDITIONS, isKnownEdition } from "@/lib/editions";
import { LOCAL_PLACE_COOKIE } from "@/lib/site/local-place";
import { chooseLocalPlace, localPlaceHeaderValue } from "@/lib/site/local-routing";
import { resolveEdition } from "@/lib/site/resolve-edition";

// A signed-out reader without an edition cookie gets the edition of where they are (spec §4 choice
// order). proxy.ts can find it and rewrite to the cached page, but Next's proxy costs about a
// millisecond of CPU per request (its web adapter: a Request object, streams, tracing contexts): a
// first visit to `/` ran at 0.37 of a static file's throughput against 0.53 with an edition cookie.
// The web process (scripts/server.ts) does the same lookup before Next sees the request and hands the
// edition on as the cookie the reader would have, so next.config.js's cookie rewrites serve the cached
// page and the proxy is not run. Nothing is sent back: the reader is not pinned to an edition they
// never chose (docs/decisions.md "Location edition before Next").

/** The pages whose signed-out copy depends on the reader's location (proxy.ts rewrites the same ones). */
const LOCATION_PAGES = /^\/(?:|article\/\d+|blindspot|interest\/\d+|outlet\/[^/]+|daily-briefing\/[^/]+|local)$/;

export interface IncomingPageRequest {
  method: string | undefined;
  /** The request target: path and query. */
  url: string | undefined;
  cookie: string | undefined;
}

function hasCookie(header: string, name: string): boolean {
  return header.split(";").some((pair) => pair.trim().startsWith(`${name}=`));
}

function cookieValue(header: string, name: string): string | undefined {
  for (const pair of header.split(";")) {
    const trimmed = pair.trim();
    if (trimmed.startsWith(`${name}=`)) return trimmed.slice(name.length + 1);
  }
  return undefined;
}

/**
 * The edition saved in a signed-in reader's account, from the readable user cookie (lib/auth/user-cookie:
 * base64 of URI-encoded JSON), or null when there is none, the cookie cannot be read or names no known
 * edition. Read by hand (no zod) because it runs on every signed-in page request; it only chooses which
 * public page is sent, so a tampered cookie gains nothing.
 */
export function accountEditionFromUserCookie(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const user = JSON.parse(decodeURIComponent(atob(decodeURIComponent(value)))) as { topFeedEdition?: unknown } | null;
    const edition = user?.topFeedEdition;
    return typeof edition === "string" && isKnownEdition(edition, EDITIONS) ? edition : null;
  } catch {
    return null;
  }
}

/**
 * The academic edition (spec §4 choice order) of a signed-in institutional reader, from the user cookie's
 * institutionalUser, or null. Like accountEditionFromUserCookie it only picks which public page is sent.
 */
export function academicEditionFromUserCookie(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const user = JSON.parse(decodeURIComponent(atob(decodeURIComponent(value)))) as { institutionalUser?: unknown } | null;
    return academicEditionFor(user?.institutionalUser);
  } catch {
    return null;
  }
}

/** The Cookie header with every edition cookie replaced by one naming `edition`. */
function withEdition(header: string, edition: string): string {
  const kept = header.split(";").map((pair) => pair.trim()).filter((pair) => pair && !pair.startsWith(`${EDITION_COOKIE}=`));
  return [...kept, `${EDITION_COOKIE}=${edition}`].join("; ");
}

/**
 * The Cookie header to hand to Next for this request: with the edition of the reader's country
 * (`countryOf` is asked only when needed) added when the request is a GET or HEAD of a location page
 * from a reader with neither an edition nor a login cookie; otherwise undefined (leave it as it is).
 */
export function cookieWithLocationEdition(request: IncomingPageRequest, countryOf: () => string | undefined): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const url = request.url ?? "";
  const query = url.indexOf("?");
  if (!LOCATION_PAGES.test(query < 0 ? url : url.slice(0, query))) return undefined;
  const cookie = request.cookie ?? "";
  // A signed-in reader (issue 28): the edition saved in their account comes first (spec §4 choice
  // order), handed on as the edition cookie so that next.config.js's rewrites send them the same cached
  // page as a signed-out reader of that edition. Without one, the signed-out rule below applies.
  if (hasCookie(cookie, LOGIN_COOKIE)) {
    const accountEdition = accountEditionFromUserCookie(cookieValue(cookie, USER_COOKIE));
    if (accountEdition) return cookieValue(cookie, EDITION_COOKIE) === accountEdition ? undefined : withEdition(cookie, accountEdition);
  }
  if (hasCookie(cookie, EDITION_COOKIE)) return undefined;
  // Then the academic edition (spec §4): an institutional reader who chose none gets it, not their country's.
  const academic = hasCookie(cookie, LOGIN_COOKIE) ? academicEditionFromUserCookie(cookieValue(cookie, USER_COOKIE)) : null;
  if (academic) return withEdition(cookie, academic);
  const edition = resolveEdition({ userEdition: null, cookieEdition: null, countryCode: countryOf() ?? null, editions: EDITIONS });
  const added = `${EDITION_COOKIE}=${edition}`;
  return cookie.trim() ? `${cookie}; ${added}` : added;
}

/** The readable user cookie's JSON, read by hand (no zod: every signed-in page request), or null. */
function userCookieJson(value: string | undefined): Record<string, unknown> | null {
  if (!value) return null;
  try {
    const user: unknown = JSON.parse(decodeURIComponent(atob(decodeURIComponent(value))));
    return user && typeof user === "object" ? (user as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The value of LOCAL_PLACE_HEADER (lib/site/local-routing.ts) for a GET or HEAD of `/local`: the reader's
 * place and where it came from, in spec §5's order (a signed-in reader's place saved by hand, from the user
 * cookie; the place cookie; the location, asked of `locationOf` only when needed); undefined for any other
 * request. Like the edition, the user cookie only chooses which public page is sent (every place's page is
 * open to anyone), so a tampered cookie gains nothing.
 */
export function localPlaceHeader(request: IncomingPageRequest, locationOf: () => { countryCode?: string; regionCode?: string }): string | undefined {
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const url = request.url ?? "";
  const query = url.indexOf("?");
  if ((query < 0 ? url : url.slice(0, query)) !== "/local") return undefined;
  const cookie = request.cookie ?? "";
  const user = hasCookie(cookie, LOGIN_COOKIE) ? userCookieJson(cookieValue(cookie, USER_COOKIE)) : null;
  const localNews = user?.localNews as { localIsManual?: unknown; localPlace?: unknown } | undefined;
  const saved = localNews?.localPlace && typeof localNews.localPlace === "object" ? (localNews.localPlace as { countryCode?: string; regionCode?: string }) : null;
  const account = localNews ? { localIsManual: localNews.localIsManual === true, localPlace: saved } : null;
  let placeCookie = cookieValue(cookie, LOCAL_PLACE_COOKIE);
  try {
    placeCookie = placeCookie === undefined ? undefined : decodeURIComponent(placeCookie);
  } catch {
    placeCookie = undefined;
  }
  return localPlaceHeaderValue(chooseLocalPlace({ account, cookie: placeCookie, location: locationOf }));
}
