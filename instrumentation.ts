// Next.js calls register() once when a server process starts (not during `next build`'s type check).
// Node-only work (database, news engine) is imported lazily so the edge bundle never sees it.
// NEXT_RUNTIME is inlined by Next itself at build time; this is the one documented read outside lib/env.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { bootServer } = await import("./lib/server/boot");
    await bootServer();
    const { startServerMonitoring } = await import("./lib/server/monitoring");
    await startServerMonitoring();
  }
}

// Server errors of pages and routes go to Sentry when SENTRY_DSN is set (lib/server/monitoring.ts).
export async function onRequestError(...args: Parameters<typeof import("./lib/server/monitoring").reportRequestError>): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportRequestError } = await import("./lib/server/monitoring");
  await reportRequestError(...args);
}
