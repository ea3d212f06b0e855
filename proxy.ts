import { NextResponse, type NextRequest } from "next/server";
import { clientIp } from "@/lib/api/client-ip";
import { LOGIN_COOKIE, USER_COOKIE } from "@/lib/auth/constants";
import { codeForPromoKey, COUPON_COOKIE, COUPON_COOKIE_MAX_AGE } from "@/lib/billing/promo-codes";
import { EDITIONS } from "@/lib/editions";
import { lookupLocation } from "@/lib/geo/lookup-location";
import { academicEditionFromUserCookie, accountEditionFromUserCookie } from "@/lib/server/location-edition";
import { blindspotViewPath, cachedBlindspotSide, interestViewPath } from "@/lib/site/feed-routing";
import { resolveEdition } from "@/lib/site/resolve-edition";
import { signedOutScheme, storyViewPath } from "@/lib/site/story-routing";

const STORY_PATH = /^\/article\/(\d+)$/;
const INTEREST_PATH = /^\/interest\/(\d+)$/;
/** The outlet and briefing pages: one path segment after these, as next.config.js's rules match it. */
const COLOURS_ONLY_VIEWS: Record<string, string> = { outlet: "/outlet-view", "daily-briefing": "/daily-briefing-view" };
const COLOURS_ONLY_PATH = /^\/(outlet|daily-briefing)\/([^/]+)$/;

/**
 * The edition of a reader without an edition cookie (spec §4 choice order): a signed-in reader's saved
 * edition from the user cookie (issue 28), then an institutional reader's academic edition, else the
 * request's address.
 */
function locationEdition(request: NextRequest): string {
  const signedIn = Boolean(request.cookies.get(LOGIN_COOKIE)?.value);
  const accountEdition = signedIn ? accountEditionFromUserCookie(request.cookies.get(USER_COOKIE)?.value) : null;
  if (accountEdition) return accountEdition;
  const academicEdition = signedIn ? academicEditionFromUserCookie(request.cookies.get(USER_COOKIE)?.value) : null;
  if (academicEdition) return academicEdition;
  const countryCode = lookupLocation(clientIp(request.headers)).countryCode ?? null;
  return resolveEdition({ userEdition: null, cookieEdition: null, countryCode, editions: EDITIONS });
}

// Next 16's name for middleware.ts (TOOLCHAIN.md). It runs only on the routes in `matcher`, never on
// static files or cached public pages, because a proxy on every route costs 2–3× throughput.
//
// The personal pages need a session. A visitor without a login cookie is sent to
// /401?redirectUri=<the page> (spec §4 "Logged-out handling": the same place a 401 on a read call leads),
// whose "Sign in" link brings them back. Only the cookie's presence is checked here, without a database
// read; each page still checks the session itself and redirects the same way when the cookie is stale.
//
// Under `npm start` these location rewrites are rarely reached: scripts/server.ts gives such a reader
// the edition of their location as an edition cookie before Next sees the request, and next.config.js's
// cookie rules then serve the cached page without running this proxy (about a millisecond of CPU per
// request; lib/server/location-edition.ts). They stay for `next start` and `next dev`, which do not.
//
// `/` for a signed-out reader without an edition cookie: the edition comes from the request's location
// (spec §4 choice order, the same resolveEdition the per-request page uses), and the request is
// rewritten to that edition's cached page (docs/decisions.md "Cached home page"). No cookie is set: a
// reader who travels gets the edition of where they are until they choose one.
//
// `/article/{id}` (without ?side= or ?asOf=), `/blindspot` and `/interest/{id}` for the same reader: the
// edition found the same way decides the bias colours, and the request is rewritten to the page's cached
// copy in that scheme (docs/decisions.md "Cached blindspot and interest pages"). A ?side= on /blindspot
// other than left or right keeps the per-request page, as in next.config.js. `/outlet/{id}` and
// `/daily-briefing/{id}` likewise ("Cached outlet and briefing pages").
//
// `?pc=<key>` on any page (spec §2, §9; issue 21): the promo key's code goes into the coupon cookie for
// 604800 s and the reader is sent to the same address without pc. An unknown key is just removed.
export function proxy(request: NextRequest): NextResponse {
  const { pathname, search, searchParams } = request.nextUrl;
  if (searchParams.has("pc")) return promoRedirect(request);
  const rewrite = (path: string) => NextResponse.rewrite(new URL(`${path}${search}`, request.url));
  const scheme = () => signedOutScheme(locationEdition(request));
  if (pathname === "/") return rewrite(`/edition/${locationEdition(request)}`);
  const storyId = STORY_PATH.exec(pathname)?.[1];
  if (storyId) return rewrite(storyViewPath(scheme(), storyId));
  if (pathname === "/blindspot") {
    const side = cachedBlindspotSide(searchParams.getAll("side"));
    return side ? rewrite(blindspotViewPath(scheme(), side)) : NextResponse.next();
  }
  const interestId = INTEREST_PATH.exec(pathname)?.[1];
  if (interestId) return rewrite(interestViewPath(scheme(), interestId));
  const coloursOnly = COLOURS_ONLY_PATH.exec(pathname);
  if (coloursOnly) return rewrite(`${COLOURS_ONLY_VIEWS[coloursOnly[1]!]}/${scheme()}/${coloursOnly[2]}`);
  if (request.cookies.get(LOGIN_COOKIE)?.value) return NextResponse.next();
  const target = new URL("/401", request.url);
  target.searchParams.set("redirectUri", request.nextUrl.pathname + request.nextUrl.search);
  return NextResponse.redirect(target, 307);
}

function promoRedirect(request: NextRequest): NextResponse {
  const code = codeForPromoKey(request.nextUrl.searchParams.get("pc"));
  const target = request.nextUrl.clone();
  target.searchParams.delete("pc");
  const response = NextResponse.redirect(target, 307);
  if (code) {
    response.cookies.set(COUPON_COOKIE, code, { maxAge: COUPON_COOKIE_MAX_AGE, path: "/", sameSite: "lax", secure: request.nextUrl.protocol === "https:" });
  }
  return response;
}

export const config = {
  matcher: [
    "/account/:path*",
    "/my/:path*",
    "/my-news-bias/:path*",
    "/onboarding/:path*",
    // The reader's own year in review; its public links (/year-in-review/<slug>) are open to anyone.
    "/year-in-review",
    // Literal names (Next reads the matcher without running this file): EDITION_COOKIE, LOGIN_COOKIE;
    // next.config.js's HOME_REWRITE handles the reader who has an edition cookie. The image mode cookie
    // no longer matters here: it is a class on <html> set in the browser (issue 25).
    {
      source: "/",
      missing: [
        { type: "cookie", key: "GROUND_FEED_EDITION" },
        { type: "query", key: "page" },
        { type: "query", key: "limit" },
      ],
    },
    // The same for a story; STORY_REWRITES in next.config.js handles the reader with an edition cookie.
    {
      source: "/article/:id(\\d+)",
      missing: [
        { type: "cookie", key: "GROUND_FEED_EDITION" },
        { type: "query", key: "side" },
        { type: "query", key: "asOf" },
      ],
    },
    // The blindspot tabs and an interest; BLINDSPOT_REWRITES and INTEREST_REWRITES in next.config.js
    // handle the reader with an edition cookie. ?side= is read by the proxy itself.
    {
      source: "/blindspot",
      missing: [
        { type: "cookie", key: "GROUND_FEED_EDITION" },
        { type: "query", key: "page" },
        { type: "query", key: "limit" },
      ],
    },
    {
      source: "/interest/:id(\\d+)",
      missing: [
        { type: "cookie", key: "GROUND_FEED_EDITION" },
        { type: "query", key: "page" },
        { type: "query", key: "limit" },
      ],
    },
    // An outlet and a daily briefing: only the colours depend on the reader (OUTLET_REWRITES and
    // BRIEFING_REWRITES in next.config.js handle the reader with an edition cookie).
    {
      source: "/outlet/:id",
      missing: [
        { type: "cookie", key: "GROUND_FEED_EDITION" },
      ],
    },
    {
      source: "/daily-briefing/:id",
      missing: [
        { type: "cookie", key: "GROUND_FEED_EDITION" },
      ],
    },
    // Any page carrying a promo key (issue 21).
    { source: "/:path*", has: [{ type: "query", key: "pc" }] },
  ],
};
