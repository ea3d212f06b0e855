// @ts-check

/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder per checkout or parallel test run when NEXT_DIST_DIR is set (tooling only).
  distDir: process.env.NEXT_DIST_DIR || ".next",
  // PGlite's WASM and node-postgres stay server-side Node modules, out of .next/static (TOOLCHAIN.md).
  serverExternalPackages: ["@electric-sql/pglite", "pg", "argon2", "mmdb-lib"],
  // `npm test` runs `tsc --noEmit` itself; building twice the same check only slows `npm start`.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // Next reserves /_app (a pages-router name) and answers 404 for it even from an app/%5Fapp folder;
  // the spec's application-shell route is served from /app-shell instead.
  async rewrites() {
    return { beforeFiles: [{ source: "/_app", destination: "/app-shell" }], afterFiles: [], fallback: [] };
  },
};

export default nextConfig;
