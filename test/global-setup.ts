import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { adminUrl, databaseUrl, testRunId } from "./postgres-urls";

// Migrate once per run into a template, then every test file clones it (test/db.ts):
// PGlite: a dumped data folder (~0.7 s to restore instead of ~6 s to create and migrate);
// PostgreSQL (TEST_DATABASE_URL): a template database copied with CREATE DATABASE … TEMPLATE.
// Names carry a run id, so two runs in parallel never touch each other's databases.

declare module "vitest" {
  export interface ProvidedContext {
    testDb: { kind: "pglite"; templateFile: string } | { kind: "postgres"; adminUrl: string; templateName: string; runId: string };
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const runId = testRunId();
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const templateName = `og_tpl_${runId}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${templateName}"`);
    await admin.end();
    const handle = await openDatabase({ kind: "postgres", url: databaseUrl(url, templateName), poolSize: 1 });
    await migrateDatabase(handle);
    await handle.close();
    project.provide("testDb", { kind: "postgres", adminUrl: adminUrl(url), templateName, runId });
    return async () => {
      const client = new pg.Client({ connectionString: adminUrl(url) });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>(
        "select datname from pg_database where datname like $1",
        [`og_%${runId}%`],
      );
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
      await client.end();
    };
  }
  const handle = await openDatabase({ kind: "pglite" });
  await migrateDatabase(handle);
  const dump = await handle.pglite!.dumpDataDir("none");
  await handle.close();
  const templateFile = path.join(os.tmpdir(), `openground-template-${runId}.tar`);
  fs.writeFileSync(templateFile, Buffer.from(await dump.arrayBuffer()));
  project.provide("testDb", { kind: "pglite", templateFile });
  return async () => fs.rmSync(templateFile, { force: true });
}
