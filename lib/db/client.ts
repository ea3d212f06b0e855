import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { log } from "@/lib/log";
import * as schema from "./schema";
import { acquireEmbeddedLock } from "./embedded-lock";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the underlying instance (tests dump it to make templates). */
  pglite?: PGlite;
  /** PostgreSQL only: the pool (migrations hold one connection for their advisory lock). */
  pool?: pg.Pool;
}

export type OpenOptions =
  | { kind: "postgres"; url: string; poolSize?: number }
  | { kind: "pglite"; dataDir?: string /* undefined = in memory */; loadDataDir?: Blob; lock?: boolean };

export const MIGRATIONS_FOLDER = path.join(process.cwd(), "drizzle");

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // A client that loses its server must not crash the process; the next query on it reports it. The
    // pool listens only while a client is idle; a client checked out (a transaction between statements,
    // the change listener) gets a listener of its own, for the whole of its life (a PostgreSQL restart).
    pool.on("error", () => {});
    pool.on("connect", (client) => client.on("error", (error) => log.warn("database connection lost", { error: error.message })));
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      kind: "postgres",
      pool,
      ping: async () => void (await pool.query("select 1")),
      close: () => pool.end(),
    };
  }
  const release = options.dataDir && options.lock !== false ? acquireEmbeddedLock(path.dirname(options.dataDir)) : () => {};
  try {
    const client = await PGlite.create({
      dataDir: options.dataDir,
      loadDataDir: options.loadDataDir,
      extensions: { pg_trgm },
    });
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    return {
      db,
      kind: "pglite",
      pglite: client,
      ping: async () => void (await db.execute(sql`select 1`)),
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
