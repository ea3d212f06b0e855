// The server Playwright starts: a production build (built by scripts/start.ts when not current) on a
// fresh embedded database in a temporary folder, removed when the server stops.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "openground-e2e-"));
const tsx = path.join(root, "node_modules", ".bin", "tsx");

// The journeys need news: our own hand-written seed feeds (e2e/fixtures/feeds, no copies of real
// feeds) are ingested and clustered by the real engine into the fresh database before the server opens it.
const feedsDir = path.join(root, "e2e", "fixtures", "feeds");
if (fs.existsSync(feedsDir)) {
  const seeded = spawnSync(tsx, [path.join(root, "scripts", "ingest.ts"), "--dir", feedsDir], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (seeded.status !== 0) {
    console.error("Seeding the end-to-end database failed");
    process.exit(1);
  }
}

// Payments (issue 21): a local stand-in for Stripe's API (test/stripe-stand-in.ts), which the server's
// Stripe SDK reaches through STRIPE_API_URL; e2e/billing.spec.ts reads the sessions it was sent.
if (process.env.E2E_STRIPE_PORT) {
  const { startStripeStandIn } = await import("../test/stripe-stand-in");
  await startStripeStandIn(Number(process.env.E2E_STRIPE_PORT));
}

const server = spawn(tsx, [path.join(root, "scripts", "start.ts")], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, DATA_DIR: dataDir },
});
const cleanUp = () => fs.rmSync(dataDir, { recursive: true, force: true });
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
