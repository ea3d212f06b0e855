import path from "node:path";
import { getEnv, isBuildPhase } from "@/lib/env";
import { log } from "@/lib/log";
import { openDatabase, type DatabaseHandle } from "./client";
import { migrateDatabase } from "./migrate";

export type { Database, DatabaseHandle } from "./client";

// One database handle per process, cached on globalThis so dev reloads and the separately bundled
// parts of a Next.js server (instrumentation, route handlers, pages) share it (after create-t3-app).
const holder = globalThis as unknown as { __opengroundDb?: Promise<DatabaseHandle> };

export function embeddedDataDir(dataDir: string): string {
  return path.join(path.resolve(dataDir), "pglite");
}

async function openAndMigrate(): Promise<DatabaseHandle> {
  const env = getEnv();
  if (isBuildPhase(env)) throw new Error("The database is not available while `next build` runs");
  const started = Date.now();
  const handle = env.DATABASE_URL
    ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
    : await openDatabase({ kind: "pglite", dataDir: embeddedDataDir(env.DATA_DIR) });
  try {
    await migrateDatabase(handle);
  } catch (error) {
    await handle.close().catch(() => {});
    throw error;
  }
  log.info("database ready", { database: handle.kind, durationMs: Date.now() - started });
  return handle;
}

/**
 * The process's database if something has begun opening it, else undefined (never opens it): for
 * scripts/server.ts, outside Next's bundle, which must use the handle Next's code opened.
 */
export function openedDatabase(): Promise<DatabaseHandle> | undefined {
  return holder.__opengroundDb;
}

/** The process's database, opened and migrated on first use. */
export function getDatabase(): Promise<DatabaseHandle> {
  if (!holder.__opengroundDb) {
    holder.__opengroundDb = openAndMigrate().catch((error: unknown) => {
      holder.__opengroundDb = undefined; // let a later request retry (e.g. PostgreSQL came back)
      throw error;
    });
  }
  return holder.__opengroundDb;
}

export async function getDb() {
  return (await getDatabase()).db;
}
