import { sql } from "drizzle-orm";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { DatabaseHandle } from "./client";
import { MIGRATIONS_FOLDER } from "./client";
import { queryRows } from "./rows";

// Applies drizzle/ idempotently. Several processes may start at once against one PostgreSQL (web and
// workers), so they take turns behind an advisory lock; drizzle's journal makes a second run a no-op.
const MIGRATION_LOCK_KEY = 727_274_001;

export async function migrateDatabase(handle: DatabaseHandle, folder = MIGRATIONS_FOLDER): Promise<void> {
  if (handle.kind === "pglite") {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    return;
  }
  if (!handle.pool) throw new Error("A PostgreSQL handle without a pool cannot be migrated");
  const client = await handle.pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client), { migrationsFolder: folder });
  } finally {
    await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}

export async function appliedMigrationCount(handle: DatabaseHandle): Promise<number> {
  const rows = await queryRows<{ count: number }>(handle.db, sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  return Number(rows[0]?.count ?? 0);
}
