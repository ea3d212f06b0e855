// @ts-check

// Names of lib/ written out, because this file is plain JavaScript: lib/editions' EDITION_IDS and
// EDITION_COOKIE, lib/auth's LOGIN_COOKIE, lib/client's IMAGE_MODE_COOKIE. lib/site/home-routing.test.ts
// and lib/site/story-routing.test.ts keep them equal to lib/'s.
const EDITION_COOKIE = "GROUND_FEED_EDITION";
const LOGIN_COOKIE = "GROUND_LOGIN_TOKEN";
const IMAGE_MODE_COOKIE = "GROUND_IMAGE_MODE";
const US_EDITION = "top-us";
const OTHER_EDITIONS = ["top", "top-uk", "top-ca", "top-eu", "top-oceania"];

/** @typedef {import('next/dist/lib/load-custom-routes').Rewrite} Rewrite */
/** @type {(type: "cookie" | "query", ...keys: string[]) => NonNullable<Rewrite["missing"]>} */
const signals = (type, ...keys) => keys.map((key) => ({ type, key }));

// `/` for a signed-out reader whose edition cookie names a known edition is the cached /edition/{id}
// page (issue 4 "Speed", docs/decisions.md "Cached home page"). Signed-in readers (their account may
// choose the edition and colours), the grayscale image cookie and ?page= / ?limit= keep the per-request
// page. proxy.ts does the same for readers without the cookie.
/** @type {Rewrite} */
export const HOME_REWRITE = {
  source: "/",
  has: [{ type: "cookie", key: EDITION_COOKIE, value: `(?<edition>${[US_EDITION, ...OTHER_EDITIONS].join("|")})` }],
  missing: [...signals("cookie", LOGIN_COOKIE, IMAGE_MODE_COOKIE), ...signals("query", "page", "limit")],
  destination: "/edition/:edition",
};

// `/article/{id}` for a signed-out reader whose edition cookie names a known edition is the cached
// /story-view/{scheme}/{id} page, where the scheme is the bias colours that edition gives a reader with
// no saved colours (lib/site/story-routing.ts signedOutScheme: us for top-us, international for every
// other edition), so a story is cached twice, not once per edition. A login cookie (reads are recorded
// for signed-in readers; their account may choose the colours), ?side= and ?asOf= keep the per-request
// page.
/** @type {(editions: string, scheme: string) => Rewrite} */
const storyRewrite = (editions, scheme) => ({
  source: "/article/:id(\\d+)",
  has: [{ type: "cookie", key: EDITION_COOKIE, value: editions }],
  missing: [...signals("cookie", LOGIN_COOKIE), ...signals("query", "side", "asOf")],
  destination: `/story-view/${scheme}/:id`,
});
/** @type {Rewrite[]} */
export const STORY_REWRITES = [storyRewrite(US_EDITION, "us"), storyRewrite(`(?:${OTHER_EDITIONS.join("|")})`, "international")];

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
