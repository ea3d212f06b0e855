import { sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { queryRows } from "./rows";

// A PostgreSQL restart (or a dropped connection) while a pooled connection is checked out, in a
// transaction between two statements, must fail that transaction, not the process: pg emits "error" on
// the client, which pg-pool listens to only while the client is idle (issue 23: `npm run prove -- faults`
// saw the worker die this way while clustering when PostgreSQL restarted).
const usesPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!usesPostgres) console.warn("Skipping the lost-connection test: it needs PostgreSQL (set TEST_DATABASE_URL).");

describe.skipIf(!usesPostgres)("openDatabase on PostgreSQL, connection lost mid-transaction", () => {
  it("rejects the transaction, keeps the process alive and answers again on a new connection", async () => {
    const handle = await createTestDatabase();
    const killer = new pg.Client({ connectionString: (handle.pool!.options as { connectionString: string }).connectionString });
    await killer.connect();
    try {
      const transaction = handle.db.transaction(async (tx) => {
        const [row] = await queryRows<{ pid: number }>(tx, sql`select pg_backend_pid() as pid`);
        await killer.query("select pg_terminate_backend($1)", [row!.pid]);
        // The server's goodbye reaches the client while no query runs on it: its "error" event fires here.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      });
      await expect(transaction).rejects.toThrow();
      await expect(handle.ping()).resolves.toBeUndefined();
    } finally {
      await killer.end();
    }
  });
});
