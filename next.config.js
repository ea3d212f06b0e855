// @ts-check

/** @type {import('next').NextConfig} */
const nextConfig = {
  // PGlite's WASM and node-postgres stay server-side Node modules, out of .next/static (TOOLCHAIN.md).
  serverExternalPackages: ["@electric-sql/pglite", "pg", "argon2"],
  // `npm test` runs `tsc --noEmit` itself; building twice the same check only slows `npm start`.
  typescript: { ignoreBuildErrors: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
