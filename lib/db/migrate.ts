import fs from "node:fs";
import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { Database, DatabaseHandle } from "./client";
import { MIGRATIONS_FOLDER } from "./client";
import { queryRows } from "./rows";
import * as schema from "./schema";

// Applies drizzle/ idempotently. Several processes may start at once against one PostgreSQL (web and
// workers), so they take turns behind an advisory lock; drizzle's journal makes a second run a no-op.
const MIGRATION_LOCK_KEY = 727_274_001;

/**
 * Work a migration needs done once its tables exist, by the migration's tag: run by the process that
 * applied that migration, right after it (a backfill of data kept in TypeScript).
 */
const DATA_STEPS: Record<string, (db: Database) => Promise<void>> = {
  // My News Bias's counters (issue 28) from the reads recorded before them: only the readers are marked
  // here (one indexed probe per reader: a second for 100,000); the building is the batched background job
  // of lib/queries/reader-counters-backfill.ts (engine loop, `npm run counters:backfill`), and My News
  // Bias builds the reader it shows first. Never at start-up, whatever the size: building 10 M reads took
  // over 25 minutes, and a small database gains nothing from a second way (its job ends in seconds).
  "0016_reader_counters": markReadersPending,
};

async function markReadersPending(db: Database): Promise<void> {
  await db.execute(sql`
    insert into reader_counters_pending (user_id)
    select u.id from users u where exists (select 1 from reads r where r.user_id = u.id)
    on conflict do nothing`);
}

const COUNT_APPLIED = "select count(*)::int as count from drizzle.__drizzle_migrations";
const HAS_JOURNAL = "select to_regclass('drizzle.__drizzle_migrations') is not null as present";

async function runDataSteps(db: Database, folder: string, before: number, after: number): Promise<void> {
  const { entries } = JSON.parse(fs.readFileSync(`${folder}/meta/_journal.json`, "utf8")) as { entries: { idx: number; tag: string }[] };
  for (const entry of entries) {
    const step = DATA_STEPS[entry.tag];
    if (step && entry.idx >= before && entry.idx < after) await step(db);
  }
}

export async function migrateDatabase(handle: DatabaseHandle, folder = MIGRATIONS_FOLDER): Promise<void> {
  if (handle.kind === "pglite") {
    const before = await appliedMigrationCount(handle);
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    await runDataSteps(handle.db, folder, before, await appliedMigrationCount(handle));
    return;
  }
  if (!handle.pool) throw new Error("A PostgreSQL handle without a pool cannot be migrated");
  const client = await handle.pool.connect();
  const applied = async () => ((await client.query(HAS_JOURNAL)).rows[0].present ? Number((await client.query(COUNT_APPLIED)).rows[0].count) : 0);
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    const before = await applied();
    const db = drizzlePg(client, { schema });
    await migratePg(db, { migrationsFolder: folder });
    // On the locked connection: the pool may have only this one.
    await runDataSteps(db as unknown as Database, folder, before, await applied());
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

export async function appliedMigrationCount(handle: DatabaseHandle): Promise<number> {
  const [journal] = await queryRows<{ present: boolean }>(handle.db, sql.raw(HAS_JOURNAL));
  if (!journal?.present) return 0;
  const rows = await queryRows<{ count: number }>(handle.db, sql.raw(COUNT_APPLIED));
  return Number(rows[0]?.count ?? 0);
}
