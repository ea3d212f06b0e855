import type { Instrumentation } from "next";
import { getEnv } from "@/lib/env";

// Sentry on the server (issue 19), when SENTRY_DSN is set: errors only. Request tracing stays off
// (no traces sample rate, no request integrations): wrapping every request costs 2–3× throughput on cached
// pages (shared/TOOLCHAIN.md). @sentry/nextjs is a server external package (next.config.js), loaded
// from node_modules only when configured.
type SentryServer = typeof import("@sentry/nextjs");
let sentry: SentryServer | null = null;

export async function startServerMonitoring(): Promise<void> {
  const dsn = getEnv().SENTRY_DSN;
  if (!dsn) return;
  sentry = await import("@sentry/nextjs");
  sentry.init({
    dsn,
    // No tracesSampleRate: tracing off. The integrations that hook every request are left out.
    integrations: (defaults) => defaults.filter((integration) => !/http|fetch|express|undici/i.test(integration.name)),
  });
}

/** Next's onRequestError hook: a server error of a page or route goes to Sentry when it runs. */
export const reportRequestError: Instrumentation.onRequestError = (error, request, context) => {
  sentry?.captureRequestError(error, request, context);
};
