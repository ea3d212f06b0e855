import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import type { DatabaseHandle } from "./client";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { MIGRATIONS_FOLDER, openDatabase } from "./client";
import { appliedMigrationCount, migrateDatabase } from "./migrate";
import { queryRows } from "./rows";
import { outlets } from "./schema";

const journal = JSON.parse(fs.readFileSync(`${MIGRATIONS_FOLDER}/meta/_journal.json`, "utf8")) as { entries: unknown[] };

describe("migrations", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });

  it("applies every migration in drizzle/ to a fresh database", async () => {
    expect(await appliedMigrationCount(handle)).toBe(journal.entries.length);
    const tables = await queryRows<{ table_name: string }>(
      handle.db,
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    );
    const names = tables.map((row) => row.table_name);
    for (const table of ["outlets", "feeds", "articles", "stories", "story_articles", "interests", "users", "sessions"]) {
      expect(names).toContain(table);
    }
  });

  it("re-applies nothing and keeps data when run again (a restart)", async () => {
    await handle.db.insert(outlets).values({
      id: "kept",
      name: "Kept Outlet",
      domains: ["kept.example"],
      country: "US",
      editions: ["top-us"],
      borderColour: "#777777",
      logo: { initials: "KO", background: "#000000", foreground: "#ffffff" },
    });
    await migrateDatabase(handle);
    await migrateDatabase(handle);
    expect(await appliedMigrationCount(handle)).toBe(journal.entries.length);
    const rows = await handle.db.select().from(outlets);
    expect(rows.map((row) => row.id)).toEqual(["kept"]);
  });

  it("has trigram and full-text search available for the search features", async () => {
    const similarity = await queryRows<{ score: number }>(handle.db, sql`select similarity('blindspot', 'blindspots') as score`);
    expect(Number(similarity[0]!.score)).toBeGreaterThan(0.5);
    const match = await queryRows<{ hit: boolean }>(
      handle.db,
      sql`select to_tsvector('english', 'Migrant families separated at the border') @@ websearch_to_tsquery('english', 'separated families') as hit`,
    );
    expect(match[0]!.hit).toBe(true);
  });
});

describe("the counters' migration (issue 28)", () => {
  it("backfills My News Bias's counters from the reads recorded before it", async () => {
    // A database as it was before the counters: every migration before theirs, then reads, written in SQL
    // of that time (the factories write today's columns, which later migrations add).
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "og-migrations-"));
    fs.cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
    const full = JSON.parse(fs.readFileSync(`${folder}/meta/_journal.json`, "utf8")) as { entries: { tag: string }[] };
    const before = full.entries.findIndex((entry) => entry.tag.endsWith("_reader_counters"));
    expect(before).toBeGreaterThan(0);
    fs.writeFileSync(`${folder}/meta/_journal.json`, JSON.stringify({ ...full, entries: full.entries.slice(0, before) }));
    const handle = await openDatabase({ kind: "pglite" });
    try {
      await migrateDatabase(handle, folder);
      await createOutlets(handle.db, [outletRecord("lefty", { bias: "left" }), outletRecord("righty", { bias: "right" })]);
      const story = 1;
      await handle.db.execute(sql`insert into stories (id, title, first_seen_at, last_seen_at) values (${story}, 'Senate passes infrastructure bill', '2026-03-01T10:00:00Z', '2026-03-01T11:00:00Z')`);
      await handle.db.execute(sql`insert into articles (id, outlet_id, url, hash, title, published_at) values
        (1, 'lefty', 'https://lefty.example/bill', 'h1', 'Senate passes infrastructure bill', '2026-03-01T10:00:00Z'),
        (2, 'righty', 'https://righty.example/bill', 'h2', 'Infrastructure bill clears the Senate', '2026-03-01T11:00:00Z')`);
      await handle.db.execute(sql`insert into story_articles (article_id, story_id, score, shared_terms) values (1, ${story}, 0.9, '{}'), (2, ${story}, 0.9, '{}')`);
      const [user] = await queryRows<{ id: number }>(handle.db, sql`insert into users (email) values ('reader@example.com') returning id`);
      await handle.db.execute(sql`insert into reads (user_id, story_id, outlet_id, read_at) values
        (${user!.id}, ${story}, null, '2026-03-02T08:00:00Z'), (${user!.id}, ${story}, 'lefty', '2026-03-03T08:00:00Z')`);

      await migrateDatabase(handle);
      await migrateDatabase(handle); // a restart leaves the counters as they are
      const days = await queryRows<{ day: string; reads: number; stories: number }>(
        handle.db,
        sql`select day::text, reads, stories from reader_days where user_id = ${user!.id} order by day`,
      );
      expect(days).toEqual([
        { day: "2026-03-02", reads: 1, stories: 0 },
        { day: "2026-03-03", reads: 1, stories: 1 },
      ]);
      const outlets = await queryRows<{ outlet: string; weight: number }>(
        handle.db,
        sql`select outlet_id as outlet, sum(weight)::float8 as weight from reader_outlet_days where user_id = ${user!.id} group by 1 order by 1`,
      );
      expect(outlets).toEqual([
        { outlet: "lefty", weight: 1.5 },
        { outlet: "righty", weight: 0.5 },
      ]);
    } finally {
      await handle.close();
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
