// @ts-check

// Names of lib/ written out, because this file is plain JavaScript: lib/editions' EDITION_IDS and
// EDITION_COOKIE, lib/auth's LOGIN_COOKIE. The routing tests in lib/site/
// (home-, story-, feed-, outlet-briefing- and widget-routing.test.ts) keep them equal to lib/'s.
const EDITION_COOKIE = "GROUND_FEED_EDITION";
const LOGIN_COOKIE = "GROUND_LOGIN_TOKEN";
const US_EDITION = "top-us";
const OTHER_EDITIONS = ["top", "top-uk", "top-ca", "top-eu", "top-oceania"];

/** @typedef {import('next/dist/lib/load-custom-routes').Rewrite} Rewrite */
/** @type {(type: "cookie" | "query", ...keys: string[]) => NonNullable<Rewrite["missing"]>} */
const signals = (type, ...keys) => keys.map((key) => ({ type, key }));
// What keeps a feed page (`/`, `/interest/{id}`) per request: ?page= / ?limit= (the no-JavaScript "Load
// more" link). A login cookie no longer does (issue 28): a signed-in reader gets the cached page of their
// edition (scripts/server.ts hands on the account's edition as the edition cookie), and what is theirs is
// applied in the browser: the colours before first paint from the user cookie (app/layout.tsx), an
// interest's follow state from GET /v04/interests/listMy, a story's read by POST /v04/user/reads. The
// image mode is not one either (issue 25): a class on <html> set in the browser.
const pagingSignals = signals("query", "page", "limit");

// `/` for a signed-out reader whose edition cookie names a known edition is the cached /edition/{id}
// page (issue 4 "Speed", docs/decisions.md "Cached home page"), unless a pagingSignals is there.
// proxy.ts does the same for readers without the cookie.
/** @type {Rewrite} */
export const HOME_REWRITE = {
  source: "/",
  has: [{ type: "cookie", key: EDITION_COOKIE, value: `(?<edition>${[US_EDITION, ...OTHER_EDITIONS].join("|")})` }],
  missing: pagingSignals,
  destination: "/edition/:edition",
};

// The bias colours a signed-out reader's edition gives (lib/site/story-routing.ts signedOutScheme: us
// for top-us, international for every other edition), as the edition cookie values that choose each.
/** @type {readonly { editions: string, scheme: string }[]} */
const SIGNED_OUT_SCHEMES = [
  { editions: US_EDITION, scheme: "us" },
  { editions: `(?:${OTHER_EDITIONS.join("|")})`, scheme: "international" },
];
/** @type {(editions: string) => NonNullable<Rewrite["has"]>[number]} */
const editionCookie = (editions) => ({ type: "cookie", key: EDITION_COOKIE, value: editions });

// `/article/{id}` for a signed-out reader whose edition cookie names a known edition is the cached
// /story-view/{scheme}/{id} page, so a story is cached twice (once per scheme), not once per edition. A
// ?side= and ?asOf= keep the per-request page; a login cookie no longer does (issue 28: the read is
// recorded from the browser, the account's colours applied before first paint).
/** @type {Rewrite[]} */
export const STORY_REWRITES = SIGNED_OUT_SCHEMES.map(({ editions, scheme }) => ({
  source: "/article/:id(\\d+)",
  has: [editionCookie(editions)],
  missing: signals("query", "side", "asOf"),
  destination: `/story-view/${scheme}/:id`,
}));

// `/blindspot` and `/interest/{id}` the same way, to /blindspot-view/{scheme}/{side} and
// /interest-view/{scheme}/{id} (docs/decisions.md "Cached blindspot and interest pages"), unless a
// pagingSignals is there. The blindspot tab is ?side=left|right, absent (or empty) meaning left; any
// other ?side= value keeps the per-request page, which shows the left tab (lib/site/feed-routing.ts).
// A signed-in reader gets the cached tabs too (issue 28): the blindspots their plan shows beyond the free
// number are fetched in the browser from GET /v04/stories/more, which reads the plan from the session
// (components/feed/blindspot-plan-extras.tsx).
/** @type {Rewrite[]} */
export const BLINDSPOT_REWRITES = SIGNED_OUT_SCHEMES.flatMap(({ editions, scheme }) => [
  {
    source: "/blindspot",
    has: [editionCookie(editions), { type: "query", key: "side", value: "(?<side>left|right)" }],
    missing: pagingSignals,
    destination: `/blindspot-view/${scheme}/:side`,
  },
  {
    source: "/blindspot",
    has: [editionCookie(editions)],
    missing: [...pagingSignals, ...signals("query", "side")],
    destination: `/blindspot-view/${scheme}/left`,
  },
]);
/** @type {Rewrite[]} */
export const INTEREST_REWRITES = SIGNED_OUT_SCHEMES.map(({ editions, scheme }) => ({
  source: "/interest/:id(\\d+)",
  has: [editionCookie(editions)],
  missing: pagingSignals,
  destination: `/interest-view/${scheme}/:id`,
}));

// `/outlet/{id}` and `/daily-briefing/{id}` the same way, to /outlet-view/{scheme}/{id} and
// /daily-briefing-view/{scheme}/{id} (docs/decisions.md "Cached outlet and briefing pages"). They show
// no images and nothing of the reader but the colours, which a signed-in reader's account may choose:
// applied before first paint from the user cookie (issue 28), so every reader gets the cached page.
/** @type {(source: string, view: string) => Rewrite[]} */
const coloursOnlyRewrites = (source, view) =>
  SIGNED_OUT_SCHEMES.map(({ editions, scheme }) => ({
    source: `${source}/:id`,
    has: [editionCookie(editions)],
    destination: `${view}/${scheme}/:id`,
  }));
/** @type {Rewrite[]} */
export const OUTLET_REWRITES = coloursOnlyRewrites("/outlet", "/outlet-view");
/** @type {Rewrite[]} */
export const BRIEFING_REWRITES = coloursOnlyRewrites("/daily-briefing", "/daily-briefing-view");

// `/local` per place (issue 28): scripts/server.ts works out the reader's place in spec §5's order (the
// account's, the place cookie, the location; lib/site/local-routing.ts) and hands it on in
// LOCAL_PLACE_HEADER as "{place}/{source}" (after removing any such header a client sent), so every reader
// of a place gets /local-view/{scheme}/{place}/{source} from the page cache. ?page= / ?limit= and the
// form's ?error= keep the per-request page, as does `next start` (no web process: no header).
const LOCAL_PLACE_HEADER = "x-openground-local-place";
/** @type {Rewrite[]} */
export const LOCAL_REWRITES = SIGNED_OUT_SCHEMES.map(({ editions, scheme }) => ({
  source: "/local",
  has: [
    editionCookie(editions),
    { type: "header", key: LOCAL_PLACE_HEADER, value: "(?<place>[A-Z]{2}(?:-[A-Z0-9]{1,3})?|none)/(?<from>account|cookie|location)" },
  ],
  missing: [...pagingSignals, ...signals("query", "error")],
  destination: `/local-view/${scheme}/:place/:from`,
}));

// The widgets depend on their address alone (never on the reader), so every usual one is a cached page:
// `/widget/story?id={id}` → /widget-view/story/{id}, `/widget/blindspot-story[?id={id}]` →
// /widget-view/blindspot-story/{id|top}. The id pattern takes the ids lib/api/positive-id.ts accepts,
// without leading zeros; anything else (no id on the story widget: how to embed it; not an id: 404)
// stays on the per-request page. No Cache-Control rule: the address says everything.
/** @type {NonNullable<Rewrite["has"]>[number]} */
const WIDGET_ID = { type: "query", key: "id", value: "(?<id>[1-9]\\d{0,14})" };
/** @type {Rewrite[]} */
export const WIDGET_REWRITES = [
  { source: "/widget/story", has: [WIDGET_ID], destination: "/widget-view/story/:id" },
  { source: "/widget/blindspot-story", has: [WIDGET_ID], destination: "/widget-view/blindspot-story/:id" },
  { source: "/widget/blindspot-story", missing: [{ type: "query", key: "id" }], destination: "/widget-view/blindspot-story/top" },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder per checkout or parallel test run when NEXT_DIST_DIR is set (tooling only).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite's WASM and node-postgres stay server-side Node modules, out of .next/static (TOOLCHAIN.md).
  serverExternalPackages: ["@electric-sql/pglite", "pg", "argon2", "mmdb-lib", "@sentry/nextjs", "web-push"],
  // `npm test` runs `tsc --noEmit` itself; building twice the same check only slows `npm start`.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  // The page and data caches live in memory only: a cache written to .next/ by an earlier run would
  // otherwise be served once after a restart, even on another database or another PUBLIC_URL.
  experimental: { isrFlushToDisk: false },
  generateEtags: false,
  reactStrictMode: true,
  // Next reserves /_app (a pages-router name) and answers 404 for it even from an app/%5Fapp folder;
  // the spec's application-shell route is served from /app-shell instead.
  // `/`, `/article/{id}`, `/blindspot`, `/interest/{id}`, `/outlet/{id}`, `/daily-briefing/{id}` and `/local` are
  // each one address for several pages (the edition or the colours come from a cookie or the request's
  // location), so no cache may keep them, even when they are served from the page cache of
  // /edition/{id}, /story-view/…, /blindspot-view/… and the like: the header Next gives its per-request
  // pages.
  async headers() {
    const perReader = [{ key: "Cache-Control", value: "private, no-cache, no-store, max-age=0, must-revalidate" }];
    return [
      { source: "/", headers: perReader },
      { source: "/article/:path*", headers: perReader },
      { source: "/blindspot", headers: perReader },
      { source: "/interest/:path*", headers: perReader },
      { source: "/outlet/:path*", headers: perReader },
      { source: "/daily-briefing/:path*", headers: perReader },
      { source: "/local", headers: perReader },
    ];
  },
  async rewrites() {
    return {
      beforeFiles: [{ source: "/_app", destination: "/app-shell" }, HOME_REWRITE, ...STORY_REWRITES, ...BLINDSPOT_REWRITES, ...INTEREST_REWRITES, ...OUTLET_REWRITES, ...BRIEFING_REWRITES, ...LOCAL_REWRITES, ...WIDGET_REWRITES],
      afterFiles: [],
      fallback: [],
    };
  },
};

export default nextConfig;
