import pg from "pg";
import { describe, expect, it } from "vitest";
import { createScratchDatabase } from "./scratch-database";

// The benchmarks' and proofs' own databases: made empty on the server, usable, and gone after drop even
// while a client is still connected (a bench server killed a moment before).
const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)("a scratch database", () => {
  it("is made on the admin URL's server and dropped with its connections", async () => {
    const scratch = await createScratchDatabase(adminUrl!, "og_test_scratch");
    expect(new URL(scratch.url).pathname).toMatch(/^\/og_test_scratch_\d+$/);
    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    expect((await client.query("select current_database() as name")).rows[0].name).toBe(new URL(scratch.url).pathname.slice(1));
    client.on("error", () => {}); // the drop ends this connection
    await scratch.drop();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const left = await admin.query("select count(*)::int as n from pg_database where datname = $1", [new URL(scratch.url).pathname.slice(1)]);
    await admin.end();
    expect(left.rows[0].n).toBe(0);
    await client.end().catch(() => {});
  });

  it("says so when the server cannot be reached", async () => {
    await expect(createScratchDatabase("postgres://postgres@127.0.0.1:1/none", "og_test_scratch")).rejects.toThrow();
  });
});
