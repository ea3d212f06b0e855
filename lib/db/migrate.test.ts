import fs from "node:fs";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import type { DatabaseHandle } from "./client";
import { MIGRATIONS_FOLDER } from "./client";
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
