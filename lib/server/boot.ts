import { getDatabase } from "@/lib/db";
import { startEngineLoop, type EngineLoop } from "@/lib/engine/engine-loop";
import { ingestSettings, workerIdentity } from "@/lib/engine/settings";
import { syncRegistry } from "@/lib/engine/sync-registry";
import { getEnv, isBuildPhase } from "@/lib/env";
import { preloadCityDatabases } from "@/lib/geo/city-databases";
import { log, setLogLevel } from "@/lib/log";
import { setProcessMailLoop, startMailLoop, type MailLoop } from "@/lib/mail/mail-loop";
import { transportFromEnv } from "@/lib/mail/transport";
import { newsletterCalendar } from "@/lib/mail/newsletter-schedule";
import { startPushLoop, type PushLoop } from "@/lib/notifications/push-cycle";
import { vapidFromEnv } from "@/lib/notifications/vapid";
import { BACKFILL_BATCH } from "@/lib/queries/reader-counters-backfill";
import { startCacheInvalidation } from "./cache-invalidation";
import type { ChangeListener } from "./change-listener";
import { keepLocationHeaderSingle } from "./single-location-header";

const holder = globalThis as unknown as { __opengroundEngine?: EngineLoop; __opengroundChanges?: ChangeListener; __opengroundMail?: MailLoop; __opengroundPush?: PushLoop };

/**
 * Start-up of a web process: validate the environment (a bad value stops start-up, naming the
 * variable), open and migrate the database, bring the outlet registry in, listen for the engine's
 * change notices (they empty the cached pages), then start the embedded news engine unless
 * INGEST_EMBEDDED=0 (separate `npm run worker` processes do the work then); the mail outbox drain and newsletter calendar run too unless MAIL_EMBEDDED=0,
 * and the push loop (issue 22) when VAPID keys are set, unless PUSH_EMBEDDED=0.
 * First of all, work around Next's repeated Location on cached redirects (single-location-header.ts).
 */
export async function bootServer(): Promise<void> {
  keepLocationHeaderSingle();
  const env = getEnv();
  setLogLevel(env.LOG_LEVEL);
  if (isBuildPhase(env)) return;
  const handle = await getDatabase();
  await syncRegistry(handle.db);
  holder.__opengroundChanges ??= await startCacheInvalidation(handle, env.PORT);
  if (env.INGEST_EMBEDDED && !holder.__opengroundEngine) {
    // On the embedded database a backfill batch holds the one connection the readers' requests share: small batches, one second a turn.
    const counters = handle.kind === "pglite" ? { countersBatch: BACKFILL_BATCH.pglite, countersBudgetMs: 1_000 } : { countersBatch: BACKFILL_BATCH.postgres };
    holder.__opengroundEngine = startEngineLoop(handle.db, ingestSettings(env, workerIdentity("web")), undefined, counters);
  }
  if (env.MAIL_EMBEDDED && !holder.__opengroundMail) {
    // The embedded outbox drain and newsletter calendar (issue 20): on PGlite no worker can share the database.
    holder.__opengroundMail = startMailLoop(handle.db, transportFromEnv(env), {
      workerId: workerIdentity("web-mail"),
      from: env.MAIL_FROM,
      beforeDrain: newsletterCalendar(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
    });
    setProcessMailLoop(holder.__opengroundMail);
  }
  const vapid = vapidFromEnv(env);
  if (vapid && env.PUSH_EMBEDDED && !holder.__opengroundPush) {
    holder.__opengroundPush = startPushLoop(handle.db, { vapid, allowPrivate: env.PUSH_ALLOW_PRIVATE }, env.PUSH_INTERVAL_SECONDS * 1000);
  }
  // Load the GeoIP files now rather than on the first visitor's request (~0.3–0.7 s, ~48 MB).
  setTimeout(preloadCityDatabases, 0);
  log.info("server booted", { database: handle.kind, port: env.PORT, embeddedEngine: env.INGEST_EMBEDDED });
}
