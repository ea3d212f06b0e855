// @ts-check

// `/` for a signed-out reader whose edition cookie names a known edition is the cached /edition/{id}
// page (issue 4 "Speed", docs/decisions.md "Cached home page"). Signed-in readers (their account may
// choose the edition and colours), the grayscale image cookie and ?page= / ?limit= keep the per-request
// page. The names are lib/editions' EDITION_IDS and EDITION_COOKIE, lib/auth's LOGIN_COOKIE and
// lib/client's IMAGE_MODE_COOKIE, written out because this file is plain JavaScript;
// lib/site/home-routing.test.ts keeps them equal. proxy.ts does the same for readers without the cookie.
/** @type {import('next/dist/lib/load-custom-routes').Rewrite} */
export const HOME_REWRITE = {
  source: "/",
  has: [{ type: "cookie", key: "GROUND_FEED_EDITION", value: "(?<edition>top-us|top|top-uk|top-ca|top-eu|top-oceania)" }],
  missing: [
    { type: "cookie", key: "GROUND_LOGIN_TOKEN" },
    { type: "cookie", key: "GROUND_IMAGE_MODE" },
    { type: "query", key: "page" },
    { type: "query", key: "limit" },
  ],
  destination: "/edition/:edition",
};

// `/article/{id}` for a signed-out reader whose edition cookie names a known edition is the cached
// /story-view/{scheme}/{id} page, where the scheme is the bias colours that edition gives a reader with
// no saved colours (lib/site/story-routing.ts signedOutScheme: us for top-us, international for every
// other edition), so a story is cached twice, not once per edition. A login cookie (reads are recorded
// for signed-in readers; their account may choose the colours), ?side= and ?asOf= keep the per-request
// page. Names written out as above; lib/site/story-routing.test.ts keeps them equal to lib/'s.
/** @type {import('next/dist/lib/load-custom-routes').Rewrite['missing']} */
const STORY_PER_REQUEST_SIGNALS = [
  { type: "cookie", key: "GROUND_LOGIN_TOKEN" },
  { type: "query", key: "side" },
  { type: "query", key: "asOf" },
];
/** @type {import('next/dist/lib/load-custom-routes').Rewrite[]} */
export const STORY_REWRITES = [
  {
    source: "/article/:id(\\d+)",
    has: [{ type: "cookie", key: "GROUND_FEED_EDITION", value: "top-us" }],
    missing: STORY_PER_REQUEST_SIGNALS,
    destination: "/story-view/us/:id",
  },
  {
    source: "/article/:id(\\d+)",
    has: [{ type: "cookie", key: "GROUND_FEED_EDITION", value: "(?:top|top-uk|top-ca|top-eu|top-oceania)" }],
    missing: STORY_PER_REQUEST_SIGNALS,
    destination: "/story-view/international/:id",
  },
];

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder per checkout or parallel test run when NEXT_DIST_DIR is set (tooling only).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite's WASM and node-postgres stay server-side Node modules, out of .next/static (TOOLCHAIN.md).
  serverExternalPackages: ["@electric-sql/pglite", "pg", "argon2", "mmdb-lib"],
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
  // `/` and `/article/{id}` are each one address for several pages (the edition or the colours come
  // from a cookie or the request's location), so no cache may keep them, even when they are served from
  // the page cache of /edition/{id} or /story-view/{scheme}/{id}: the same header Next gives its
  // per-request pages.
  async headers() {
    const perReader = [{ key: "Cache-Control", value: "private, no-cache, no-store, max-age=0, must-revalidate" }];
    return [
      { source: "/", headers: perReader },
      { source: "/article/:path*", headers: perReader },
    ];
  },
  async rewrites() {
    return { beforeFiles: [{ source: "/_app", destination: "/app-shell" }, HOME_REWRITE, ...STORY_REWRITES], afterFiles: [], fallback: [] };
  },
};

export default nextConfig;
