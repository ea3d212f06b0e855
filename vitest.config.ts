import { defineConfig } from "vitest/config";

// Unit tests (pure modules) and integration tests (queries and route handlers on a fresh database)
// share one run. Integration tests get their database from test/db.ts, which clones a template that
// test/global-setup.ts migrates once per run (PGlite by default, PostgreSQL when TEST_DATABASE_URL is set).
export default defineConfig({
  resolve: {
    alias: {
      "@": import.meta.dirname,
      // Next resolves `server-only` to an empty module on the server (the "react-server" condition) and
      // fails a client bundle that imports it. Tests run on the server side, without that condition.
      "server-only": `${import.meta.dirname}/node_modules/server-only/empty.js`,
    },
  },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", ".next/**", "e2e/**", ".data/**"],
    environment: "node",
    globalSetup: ["./test/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Route handlers are called without scripts/server.ts in front, so no socket: the tests stand behind
    // one pretend proxy and name their reader's address in X-Forwarded-For (lib/api/client-ip.ts).
    env: { TRUSTED_PROXY_HOPS: "1" },
  },
});
