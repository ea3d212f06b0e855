import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import webpush from "web-push";
import { E2E_STRIPE_PORT, E2E_WEBHOOK_SECRET } from "./e2e/stripe-stand-in-settings";
import { CHROMIUM_ARGS, findChromium } from "./scripts/lib/find-chromium";

// End-to-end tests in Debian's chromium (or CHROMIUM_PATH, or the npm package's Chromium on a machine
// without either: scripts/lib/find-chromium.ts) against a production build on a fresh embedded database.
// `npm test` (scripts/test.ts) finds the browser and a free port and passes them in.
const port = Number(process.env.E2E_PORT ?? 3100);
// Issue 22 (e2e/notifications.spec.ts): a fresh VAPID key pair for the run's server.
const vapid = webpush.generateVAPIDKeys();
const baseURL = `http://127.0.0.1:${port}`;
const browser = (() => {
  try {
    return findChromium();
  } catch (error) {
    // An npm Chromium that cannot be unpacked: say why, and let Playwright report the missing browser.
    console.error(error instanceof Error ? error.message : error);
    return undefined;
  }
})();

export default defineConfig({
  testDir: "e2e",
  testMatch: "**/*.spec.ts",
  timeout: 45_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL,
    trace: "retain-on-failure",
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        // The same flags for every browser; the npm one also gets its own libraries and fonts.
        launchOptions: {
          executablePath: browser?.executablePath ?? "/usr/bin/chromium",
          args: CHROMIUM_ARGS,
          env: { ...process.env, ...browser?.env },
        },
      },
    },
  ],
  webServer: {
    command: "./node_modules/.bin/tsx scripts/e2e-server.ts",
    url: `${baseURL}/api/health`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      PORT: String(port),
      // As an operator sets it in production: the cached pages (no request to ask) need it for absolute
      // canonical and OpenGraph addresses.
      PUBLIC_URL: baseURL,
      NEXT_TELEMETRY_DISABLED: "1",
      FEEDS_ALLOW_PRIVATE: "1",
      INGEST_EMBEDDED: process.env.E2E_INGEST_EMBEDDED ?? "0",
      LOG_LEVEL: "warn",
      // Every journey's reader comes from 127.0.0.1: the suite registers more readers than one address may
      // in an hour (lib/accounts/limits.ts; the rules are tested at factor 1 in app/api/auth).
      RATE_LIMIT_FACTOR: "20",
      // The feeds spec names its readers' addresses in X-Forwarded-For (GeoIP), as one proxy would.
      TRUSTED_PROXY_HOPS: "1",
      // The mailbox of the in-process SMTP server (scripts/e2e-server.ts, e2e/mailbox.ts).
      E2E_MAIL_DIR: path.join(os.tmpdir(), `openground-e2e-mail-${port}`),
      STRIPE_SECRET_KEY: "sk_test_e2e_openground",
      STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${E2E_STRIPE_PORT}`,
      E2E_STRIPE_PORT: String(E2E_STRIPE_PORT),
      // Issue 19 (e2e/client-platform.spec.ts): Amplitude's events go to an address the test answers
      // itself; staff are the readers of this e-mail domain.
      NEXT_PUBLIC_AMPLITUDE_API_KEY: "e2e-amplitude-key",
      AMPLITUDE_SERVER_URL: "http://127.0.0.1:3199/2/httpapi",
      STAFF_EMAIL_SUFFIX: "@staff.openground.test",
      OPERATOR_TOKEN: "e2e-operator-token-0123456789",
      // Issue 22 (e2e/popups.spec.ts): phones get the apps' download popup.
      APP_STORE_URL: "https://apps.example/openground",
      // Web Push (issue 22): the test's push endpoint is on 127.0.0.1 over http; a short loop interval.
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: "mailto:operator@openground.example",
      PUSH_ALLOW_PRIVATE: "1",
      PUSH_INTERVAL_SECONDS: "2",
    },
  },
});
