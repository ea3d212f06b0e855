// `npm run worker`: a news-engine process (fetch due feeds, cluster) that also drains the mail outbox, builds the reader counters the backfill has not reached (issue 28) and, with VAPID keys set, sends push notifications (issue 22). Any number may run against one
// PostgreSQL (DATABASE_URL); they coordinate through row claims and the clustering lock.
// `--once` runs cycles until no feed is due and nothing is pending, then exits (tests, cron).
import { getDatabase } from "../lib/db";
import { getEnv } from "../lib/env";
import { log, setLogLevel } from "../lib/log";
import { createClusterEngine } from "../lib/engine/cluster-pending";
import { startEngineLoop } from "../lib/engine/engine-loop";
import { runIngestCycle } from "../lib/engine/ingest-cycle";
import { ingestSettings, workerIdentity } from "../lib/engine/settings";
import { syncRegistry } from "../lib/engine/sync-registry";
import { drainOutbox } from "../lib/mail/outbox";
import { startMailLoop } from "../lib/mail/mail-loop";
import { newsletterCalendar } from "../lib/mail/newsletter-schedule";
import { BACKFILL_BATCH, runReaderCountersBackfill } from "../lib/queries/reader-counters-backfill";
import { deleteExpiredSessions } from "../lib/queries/sessions";
import { transportFromEnv } from "../lib/mail/transport";
import { runPushCycle, startPushLoop } from "../lib/notifications/push-cycle";
import { vapidFromEnv } from "../lib/notifications/vapid";
import { parseArgs, runCli } from "./lib/cli";

runCli(async () => {
  const env = getEnv();
  setLogLevel(env.LOG_LEVEL);
  const { options } = parseArgs(process.argv.slice(2));
  const handle = await getDatabase();
  if (handle.kind === "pglite") {
    log.warn("worker on the embedded database: make sure `npm start` is not running with INGEST_EMBEDDED=1 on the same DATA_DIR");
  }
  await syncRegistry(handle.db);
  const settings = ingestSettings(env, workerIdentity("worker"));
  if (options.has("once")) {
    const engine = createClusterEngine();
    for (;;) {
      const result = await runIngestCycle(handle.db, engine, settings);
      if (result.feeds.length === 0 && result.cluster.clustered === 0) break;
    }
    await deleteExpiredSessions(handle.db, new Date());
    while ((await runReaderCountersBackfill(handle.db, { batchSize: BACKFILL_BATCH[handle.kind], budgetMs: 60_000 })).more);
    const transport = transportFromEnv(env);
    const mail = await drainOutbox(handle.db, transport, { workerId: workerIdentity("worker-mail"), from: env.MAIL_FROM });
    transport.close();
    if (mail.sent || mail.failed) log.info("mail drained", { ...mail, transport: transport.describe });
    const vapid = vapidFromEnv(env);
    if (vapid) {
      const push = await runPushCycle(handle.db, { vapid, allowPrivate: env.PUSH_ALLOW_PRIVATE, now: new Date() });
      if (push.notifications) log.info("push notifications sent", { ...push });
    }
    await handle.close();
    return 0;
  }
  const loop = startEngineLoop(handle.db, settings, 15_000, { countersBatch: BACKFILL_BATCH[handle.kind] });
  const mailLoop = startMailLoop(handle.db, transportFromEnv(env), {
    workerId: workerIdentity("worker-mail"),
    from: env.MAIL_FROM,
    beforeDrain: newsletterCalendar(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
  });
  const vapid = vapidFromEnv(env);
  const pushLoop = vapid ? startPushLoop(handle.db, { vapid, allowPrivate: env.PUSH_ALLOW_PRIVATE }, env.PUSH_INTERVAL_SECONDS * 1000) : null;
  log.info("worker started", { workerId: settings.workerId, database: handle.kind });
  await new Promise<void>((resolve) => {
    for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => resolve());
  });
  await Promise.all([loop.stop(), mailLoop.stop(), pushLoop?.stop()]);
  await handle.close();
  return 0;
});
