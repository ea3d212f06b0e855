import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { log } from "@/lib/log";
import { buildReaderCounters, readerArray } from "@/lib/queries/reader-counters";

// The counters' backfill as a batched background job (issue 28, second part). A reader whose reads
// predate the counters has a row in reader_counters_pending (marked by the counters' migration,
// lib/db/migrate.ts, which no longer builds anything at start-up: 10 M reads took over 25 minutes).
// The engine loop (`npm run worker` and the embedded web process) and `npm run counters:backfill`
// build them a batch of readers at a time, each batch one transaction:
// - the batch claims its readers' pending rows FOR UPDATE SKIP LOCKED, so two workers take different
//   readers, and a reader whose read is being recorded right now (recordRead holds their row) waits for
//   a later batch;
// - it rebuilds those readers' counters from their reads and deletes their rows, and commits: a batch cut
//   short (a crash, a stop) leaves its rows, and the next run builds those readers again from scratch;
// - a read recorded while the reader is pending is not counted by recordRead (the build counts it), and
//   one recorded while a batch holds the reader waits for the batch's commit and is then counted on top:
//   every read is counted exactly once.
// My News Bias never waits for the job: it builds the one reader it shows first (ensureReaderCounters).

/** Readers per batch: one transaction each. On the embedded database a batch holds its one connection. */
export const BACKFILL_BATCH = { postgres: 2_000, pglite: 500 } as const;

export interface BackfillBatch {
  readers: number;
}

/** Builds the counters of up to `batchSize` pending readers (lowest ids first) in one transaction. */
export async function backfillReaderCountersBatch(db: Database, batchSize: number): Promise<BackfillBatch> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{ userId: number | string }>(
      tx,
      sql`select user_id as "userId" from reader_counters_pending order by user_id limit ${batchSize} for update skip locked`,
    );
    const userIds = rows.map((row) => Number(row.userId));
    if (userIds.length === 0) return { readers: 0 };
    // A batch's sorts and hashes (tens of thousands of reads) spilled to disk at the default 4 MB.
    await tx.execute(sql`set local work_mem = '64MB'`);
    await buildReaderCounters(tx, userIds);
    await tx.execute(sql`delete from reader_counters_pending where user_id = any(${readerArray(userIds)})`);
    return { readers: userIds.length };
  });
}

/** Readers still waiting for their counters. */
export async function pendingReaderCount(db: Database): Promise<number> {
  const [row] = await queryRows<{ count: number | string }>(db, sql`select count(*) as count from reader_counters_pending`);
  return Number(row?.count ?? 0);
}

export interface BackfillRun {
  /** Readers built by this run. */
  readers: number;
  /** Readers still pending when it stopped (0: done, or other workers hold the rest). */
  left: number;
  /** The run stopped on its time budget, not for want of work. */
  more: boolean;
}

/**
 * Runs batches until no pending reader is left to claim or `budgetMs` has passed (the engine loop comes
 * back straight away while there is more); logs its progress once per run that built anyone.
 */
export async function runReaderCountersBackfill(db: Database, options: { batchSize: number; budgetMs: number; now?: () => number }): Promise<BackfillRun> {
  const now = options.now ?? Date.now;
  const started = now();
  let readers = 0;
  let more = false;
  for (;;) {
    const batch = await backfillReaderCountersBatch(db, options.batchSize);
    readers += batch.readers;
    if (batch.readers < options.batchSize) break;
    if (now() - started >= options.budgetMs) {
      more = true;
      break;
    }
  }
  if (readers === 0) return { readers, left: 0, more };
  const left = await pendingReaderCount(db);
  log.info("reader counters built", { readers, left, ms: now() - started });
  return { readers, left, more };
}
