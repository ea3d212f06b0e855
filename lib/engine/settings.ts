import os from "node:os";
import type { Env } from "@/lib/env";
import type { IngestSettings } from "./ingest-cycle";

// The engine's knobs in one place; the environment supplies the ones operators change.
export const FEED_TIMEOUT_MS = 20_000;
export const FEED_MAX_BYTES = 10 * 1024 * 1024;
export const FEED_MAX_REDIRECTS = 5;
export const PER_HOST_LIMIT = 2;
export const MAX_INTERVAL_S = 24 * 3600;
export const MAX_ERRORS = 100;

export function workerIdentity(role: string): string {
  return `${role}@${os.hostname()}:${process.pid}`;
}

export function ingestSettings(env: Env, workerId: string): IngestSettings {
  return {
    workerId,
    fetchOptions: {
      timeoutMs: FEED_TIMEOUT_MS,
      maxBytes: FEED_MAX_BYTES,
      maxRedirects: FEED_MAX_REDIRECTS,
      allowPrivate: env.FEEDS_ALLOW_PRIVATE,
      userAgent: `OpenGround/0.1 (+${env.PUBLIC_URL ?? "https://github.com/openground"})`,
    },
    concurrency: env.INGEST_CONCURRENCY,
    perHostLimit: PER_HOST_LIMIT,
    batchSize: env.INGEST_CONCURRENCY * 4,
    baseIntervalS: env.INGEST_INTERVAL_SECONDS,
    maxIntervalS: MAX_INTERVAL_S,
    maxErrors: MAX_ERRORS,
    leaseMs: FEED_TIMEOUT_MS * 3,
  };
}
