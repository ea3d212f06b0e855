// `npm run counters:backfill -- [--batch N]`: builds My News Bias's counters for every reader still
// waiting for them (issue 28, lib/queries/reader-counters-backfill.ts), a batch at a time, printing
// progress; then exits. The engine loop (worker or embedded web process) does the same work in the
// background; this is for an operator who wants it done now, or to see how far it is. Safe beside
// running workers (they take different readers). On the embedded database, stop `npm start` first.
import { getDatabase } from "../lib/db";
import { BACKFILL_BATCH, backfillReaderCountersBatch, pendingReaderCount } from "../lib/queries/reader-counters-backfill";
import { parseArgs, runCli } from "./lib/cli";

runCli(async () => {
  const { options } = parseArgs(process.argv.slice(2));
  const handle = await getDatabase();
  try {
    const batchOption = options.get("batch");
    const batchSize = typeof batchOption === "string" ? Number(batchOption) : BACKFILL_BATCH[handle.kind];
    if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 100_000) {
      console.error("usage: npm run counters:backfill -- [--batch N] (N readers per batch, 1–100000)");
      return 2;
    }
    const total = await pendingReaderCount(handle.db);
    console.log(`${total} readers waiting for their counters`);
    const started = Date.now();
    let built = 0;
    for (;;) {
      const batch = await backfillReaderCountersBatch(handle.db, batchSize);
      if (batch.readers === 0) break;
      built += batch.readers;
      const seconds = (Date.now() - started) / 1000;
      console.log(`${built}/${total} readers built in ${seconds.toFixed(1)} s (${Math.round(built / seconds)}/s)`);
    }
    const left = await pendingReaderCount(handle.db);
    console.log(left === 0 ? `done: ${built} readers built` : `${built} readers built; ${left} held by other workers`);
    return 0;
  } finally {
    await handle.close();
  }
});
