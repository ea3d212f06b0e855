import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { announceChange, CHANGE_CHANNEL, CHANGED_DATA, type ChangedData } from "@/lib/db/change-notice";
import { createTestDatabase } from "@/test/db";
import { listenForChanges, type ChangeListener } from "./change-listener";

// The web process's listener must survive PostgreSQL dropping its connection (a restart, a failover, an
// idle-connection killer): it reconnects, and since notices sent meanwhile are lost it reports every
// kind of change once, so the cached pages are refreshed rather than left stale.
const usesPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!usesPostgres) console.warn("Skipping the listener reconnection test: it needs PostgreSQL (set TEST_DATABASE_URL).");

async function until(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 25));
}

describe.skipIf(!usesPostgres)("the change listener on PostgreSQL", () => {
  let handle: DatabaseHandle;
  let listener: ChangeListener;
  const heard: ChangedData[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    listener = await listenForChanges(handle, (what) => heard.push(what), 100);
  });
  afterAll(() => listener?.close());

  it("hears a committed change", async () => {
    await announceChange(handle.db, "stories");
    await until(() => heard.length > 0);
    expect(heard.splice(0)).toEqual(["stories"]);
  });

  it("reconnects after its connection is killed and reports every kind once, then hears changes again", async () => {
    const killed = await queryRows<{ killed: boolean }>(
      handle.db,
      sql`select pg_terminate_backend(pid) as killed from pg_stat_activity where datname = current_database() and query = ${`LISTEN ${CHANGE_CHANNEL}`}`,
    );
    expect(killed).toEqual([{ killed: true }]);
    await until(() => heard.length >= CHANGED_DATA.length);
    expect(heard.splice(0).sort()).toEqual([...CHANGED_DATA].sort());
    await announceChange(handle.db, "outlets");
    await until(() => heard.length > 0);
    expect(heard.splice(0)).toEqual(["outlets"]);
  });
});
