import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import type { DatabaseHandle } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { feeds } from "@/lib/db/schema";
import { startReplayServer, type ReplayRequestLog } from "@/lib/ingest/replay/replay-server";
import { outletDomainIndex } from "@/lib/queries/outlets";
import { syncRegistry } from "./sync-registry";

// ARCHITECTURE.md §1: any number of `npm run worker` processes share one PostgreSQL; no feed is fetched
// twice at once and no article is stored twice. Two real worker processes race over our own fixture feeds.
const usesPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!usesPostgres) console.warn("Skipping the two-worker test: it needs PostgreSQL (set TEST_DATABASE_URL).");

const FEEDS_DIR = path.resolve(process.cwd(), "e2e/fixtures/feeds");
/** Seed feed file → the domain of the outlet it belongs to. */
const SEED_FEEDS: Record<string, string> = {
  "apnews-seed.xml": "apnews.com",
  "bbc-seed.xml": "bbc.co.uk",
  "breitbart-seed.xml": "breitbart.com",
  "cnn-seed.xml": "cnn.com",
  "foxnews-seed.xml": "foxnews.com",
  "nypost-seed.xml": "nypost.com",
  "reuters-seed.xml": "reuters.com",
  "theguardian-seed.xml": "theguardian.com",
  "thehill-seed.xml": "thehill.com",
};
const FILES = Object.keys(SEED_FEEDS);

function runWorker(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(path.resolve("node_modules/.bin/tsx"), ["scripts/worker.ts", "--once"], {
      env: { ...process.env, DATABASE_URL: databaseUrl, FEEDS_ALLOW_PRIVATE: "1", INGEST_CONCURRENCY: "1", LOG_LEVEL: "warn" },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

describe.skipIf(!usesPostgres)("two workers on one PostgreSQL", () => {
  let handle: DatabaseHandle;
  const requests: ReplayRequestLog[] = [];

  beforeAll(async () => {
    handle = await createTestDatabase();
    await syncRegistry(handle.db);
    await handle.db.update(feeds).set({ enabled: false });
    const replay = await startReplayServer({ dir: FEEDS_DIR, onRequest: (entry) => requests.push(entry) });
    const domains = await outletDomainIndex(handle.db);
    for (const file of FILES) {
      await handle.db.insert(feeds).values({ outletId: domains.get(SEED_FEEDS[file]!)!, url: `${replay.url}/${file}` });
    }
    const url = (handle.pool!.options as { connectionString: string }).connectionString;
    const results = await Promise.all([runWorker(url), runWorker(url)]);
    await replay.close();
    for (const result of results) expect(result.code, result.output).toBe(0);
  }, 120_000);

  it("fetches every feed exactly once between them", () => {
    const fetched = requests.filter((entry) => entry.method === "GET").map((entry) => entry.path).sort();
    expect(fetched).toEqual(FILES.map((file) => `/${file}`).sort());
  });

  it("stores every article once and clusters each exactly once", async () => {
    const [counts] = await queryRows<{ articles: number; urls: number; memberships: number; unclustered: number }>(
      handle.db,
      sql`select count(*)::int as articles, count(distinct url)::int as urls,
                 (select count(*)::int from story_articles) as memberships,
                 (count(*) filter (where clustered_at is null))::int as unclustered
          from articles`,
    );
    const items = FILES.reduce((sum, file) => sum + fs.readFileSync(path.join(FEEDS_DIR, file), "utf8").split("<item>").length - 1, 0);
    expect(counts!.articles).toBe(items);
    expect(counts!.urls).toBe(counts!.articles);
    expect(counts!.memberships).toBe(counts!.articles);
    expect(counts!.unclustered).toBe(0);
  });

  it("groups the same event from both workers' feeds into one cross-lean story", async () => {
    const [story] = await queryRows<{ sources: number; left: number; right: number }>(
      handle.db,
      sql`select source_count as sources, left_percent as left, right_percent as right from stories
          where merged_into is null and title ilike '%infrastructure%' order by source_count desc limit 1`,
    );
    expect(story!.sources).toBeGreaterThanOrEqual(5);
    expect(story!.left).toBeGreaterThan(0);
    expect(story!.right).toBeGreaterThan(0);
  });
});
