import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { afterAll, inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { databaseUrl } from "./postgres-urls";

/**
 * A fresh, migrated database for one test file (PGlite by default, PostgreSQL when TEST_DATABASE_URL
 * is set), closed and dropped after the file. Call it in beforeAll or at the top of the file.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const config = inject("testDb");
  if (config.kind === "pglite") {
    const handle = await openDatabase({
      kind: "pglite",
      loadDataDir: new Blob([fs.readFileSync(config.templateFile)]),
    });
    afterAll(() => handle.close());
    return handle;
  }
  const name = `og_t_${config.runId}_${crypto.randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: config.adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${config.templateName}"`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ kind: "postgres", url: databaseUrl(config.adminUrl, name), poolSize: 4 });
  afterAll(async () => {
    await handle.close();
    const client = new pg.Client({ connectionString: config.adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.end();
  });
  return handle;
}
