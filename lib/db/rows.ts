import type { SQL } from "drizzle-orm";
import type { Database } from "./client";

/**
 * Runs raw SQL and returns its rows. PGlite and node-postgres both answer `{ rows }`, but the shared
 * Drizzle type cannot say so; this is the one place that knows.
 */
export async function queryRows<T>(db: Pick<Database, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
