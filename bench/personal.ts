// Personal pages and the personal API under load (issue 28): 100,000 readers, 20,000 stories and 10
// million reads on PostgreSQL (1 million on the embedded database), generated with generate_series; the
// counters' backfill over them timed; then autocannon (20 connections) on /my, /my-news-bias, each
// personal API call, and / and a story signed in against signed out, for a heavy reader (3,000 reads
// over the year, follows and blocks); and EXPLAIN ANALYZE of the personal queries on PostgreSQL.
//   tsx bench/personal.ts [--quick] [--postgres-only | --embedded-only] [--api-only] [--reads N]
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sql } from "drizzle-orm";
import { hashPassword } from "@/lib/auth/password";
import { openDatabase, type Database, type DatabaseHandle } from "@/lib/db/client";
import { embeddedDataDir } from "@/lib/db";
import { migrateDatabase } from "@/lib/db/migrate";
import { queryRows } from "@/lib/db/rows";
import { setLogLevel } from "@/lib/log";
import { BACKFILL_BATCH, backfillReaderCountersBatch } from "@/lib/queries/reader-counters-backfill";
import { freePort } from "../scripts/lib/free-port";
import { load, type LoadResult } from "./lib/load";
import { seedStories, startServer } from "./pages";
import { createScratchDatabase } from "../scripts/lib/scratch-database";

const READERS = 100_000;
/** Backfill loops on PostgreSQL (two workers; the embedded database has one connection). */
const BACKFILL_WORKERS = 2;
const HEAVY_READS = 3_000;
const PASSWORD = "a long enough password";
const HEAVY_EMAIL = "heavy-reader@bench.example";
const YEAR_MINUTES = 365 * 24 * 60;

const seconds = (started: number) => ((Date.now() - started) / 1000).toFixed(1);
const load1 = () => os.loadavg()[0]!.toFixed(1);

const READ_INDEXES = [
  `create index "reads_user_read_at" on "reads" using btree ("user_id", "read_at")`,
  `create index "reads_user_story_read_at" on "reads" using btree ("user_id", "story_id", "read_at")`,
];

/**
 * READERS readers (the first is the heavy reader, who signs in), `reads` reads spread over the last
 * year (a third of them of one outlet's article, the rest story reads), the heavy reader's HEAVY_READS
 * reads and follows; then every reader marked pending, as the counters' migration leaves a site that
 * upgrades, and the backfill job run to the end (batch after batch, as the worker would).
 *
 * Set-based and in bulk so 10 M reads take minutes: one transaction with the foreign-key triggers off
 * (session_replication_role = replica: the generated ids are valid by construction), the reads' two
 * indexes dropped and built again after, and each reader's reads generated together (in user order), as
 * a real history mostly is: the backfill's batches of consecutive readers then read neighbouring pages.
 */
async function seedReaders(db: Database, reads: number, batchSize: number, workers = 1): Promise<{ backfillSeconds: string; generateSeconds: string; batches: number }> {
  const generated = Date.now();
  const passwordHash = await hashPassword(PASSWORD);
  const perReader = Math.max(1, Math.round(reads / READERS));
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into users (email, password_hash, email_verified_at, onboarding_seen_at) values (${HEAVY_EMAIL}, ${passwordHash}, now(), now())`);
    await tx.execute(sql`insert into users (email) select 'reader-' || g || '@bench.example' from generate_series(2, ${READERS}::int) g`);
    await tx.execute(sql`drop index if exists reads_user_read_at`);
    await tx.execute(sql`drop index if exists reads_user_story_read_at`);
    const [{ first } = { first: 1 }] = await queryRows<{ first: number }>(tx, sql`select min(id)::int as first from users`);
    const readersPerBatch = Math.max(1, Math.floor(1_000_000 / perReader));
    for (let reader = 0; reader < READERS; reader += readersPerBatch) {
      const start = reader * perReader;
      const end = Math.min(READERS, reader + readersPerBatch) * perReader;
      await tx.execute(sql`
        with o as (select array_agg(id order by id) as ids, count(*)::int as n from outlets)
        insert into reads (user_id, story_id, outlet_id, read_at)
        select ${first}::int + (g / ${perReader}::int)::int, 1 + (g * 7919) % 20000,
               case when g % 3 = 0 then o.ids[1 + g % o.n] end,
               now() - ((g * 37) % ${YEAR_MINUTES}::int) * interval '1 minute'
        from generate_series(${start}::bigint, ${end - 1}::bigint) g, o`);
    }
    await tx.execute(sql`
      with o as (select array_agg(id order by id) as ids, count(*)::int as n from outlets)
      insert into reads (user_id, story_id, outlet_id, read_at)
      select ${first}::int, 1 + (g * 104729) % 20000, case when g % 4 = 0 then o.ids[1 + g % o.n] end,
             now() - ((g * 173) % ${YEAR_MINUTES}::int) * interval '1 minute'
      from generate_series(1, ${HEAVY_READS}::bigint) g, o`);
    await tx.execute(sql`
      insert into follows (user_id, target_kind, target_id, relation)
      select ${first}::int, 'interest', id::text, 'follow' from (select unnest(interest_ids) as id, count(*) from stories group by 1 order by 2 desc limit 3) i
      union all
      select ${first}::int, 'outlet', id, case when row_number() over (order by id) <= 2 then 'block' else 'follow' end
      from (select id from outlets order by id limit 7) o`);
    for (const index of READ_INDEXES) await tx.execute(sql.raw(index));
    // As the counters' migration leaves an upgraded site (lib/db/migrate.ts, markReadersPending).
    await tx.execute(sql`insert into reader_counters_pending (user_id) select u.id from users u where exists (select 1 from reads r where r.user_id = u.id)`);
  });
  await db.execute(sql`analyze`);
  const generateSeconds = seconds(generated);
  const started = Date.now();
  let batches = 0;
  // `workers` backfill loops side by side, as that many `npm run worker` processes would run them.
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while ((await backfillReaderCountersBatch(db, batchSize)).readers > 0) batches++;
    }),
  );
  return { generateSeconds, backfillSeconds: seconds(started), batches };
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: HEAVY_EMAIL, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`signing the heavy reader in answered ${response.status}`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!).join("; ");
}

const format = (label: string, r: LoadResult) => `${label.padEnd(44)} req_per_s=${r.requestsPerSecond} p50_ms=${r.p50} p95_ms=${r.p95} p99_ms=${r.p99} errors=${r.errors}`;

/** One GET as autocannon sends it (no Accept-Encoding, unlike fetch), read to the end. */
function plainGet(url: string, headers: Record<string, string>): Promise<void> {
  return new Promise((resolve, reject) => {
    http.get(url, { headers }, (response) => response.resume().on("end", resolve)).on("error", reject);
  });
}

/** Measures one server; answers the lines to print. */
async function measure(base: string, runSeconds: number, apiOnly = false): Promise<string[]> {
  const signedIn = { cookie: `${await signIn(base)}; GROUND_FEED_EDITION=top-us` };
  const signedOut = { cookie: "GROUND_FEED_EDITION=top-us" };
  const home = await (await fetch(`${base}/`, { headers: signedOut })).text();
  const storyIds = [...new Set([...home.matchAll(/href="\/article\/(\d+)"/g)].map((match) => match[1]!))].slice(0, 24);
  const story = storyIds[0];
  const post = { method: "POST" as const, body: JSON.stringify({ storyId: Number(story ?? 1) }) };
  const targets: [label: string, address: string, headers: Record<string, string>, request?: typeof post][] = [
    ["/my (signed in)", "/my", signedIn],
    ["/my-news-bias (month)", "/my-news-bias", signedIn],
    ["/my-news-bias?period=year", "/my-news-bias?period=year", signedIn],
    ["GET /v04/user/web", "/v04/user/web", signedIn],
    ["GET /v04/interests/listMy", "/v04/interests/listMy", signedIn],
    ["GET /v04/personal/relations", "/v04/personal/relations", signedIn],
    [`GET /v04/user/reads?storyIds=(${storyIds.length})`, `/v04/user/reads?storyIds=${storyIds.join(",")}`, signedIn],
    ["POST /v04/user/reads (repeat; 429 past 120/min)", "/v04/user/reads", { ...signedIn, "content-type": "application/json", origin: base }, post],
    ["/ (signed out)", "/", signedOut],
    ["/ (signed in)", "/", signedIn],
  ];
  if (story) targets.push([`/article/${story} (signed out)`, `/article/${story}`, signedOut], [`/article/${story} (signed in)`, `/article/${story}`, signedIn]);
  const lines: string[] = [];
  for (const [label, address, headers, request] of targets) {
    if (apiOnly && !address.startsWith("/v04/")) continue;
    // A personal page's first load reads the shared story lists and makes the reader's copy: timed alone.
    const started = Date.now();
    if (address.startsWith("/my")) await plainGet(`${base}${address}`, headers);
    const first = address.startsWith("/my") ? ` first_load_ms=${Date.now() - started}` : "";
    await load(`${base}${address}`, { seconds: 1, headers, ...request }); // warm
    const result = await load(`${base}${address}`, { seconds: runSeconds, headers, ...request });
    lines.push(`${format(label, result)}${first} load_avg=${load1()}`);
  }
  return lines;
}

/** EXPLAIN ANALYZE of the personal queries for the heavy reader: each plan's top node and its time. */
async function explain(db: Database): Promise<string[]> {
  const [{ id: userId } = { id: 1 }] = await queryRows<{ id: number }>(db, sql`select id from users where email = ${HEAVY_EMAIL}`);
  const [{ hash } = { hash: "" }] = await queryRows<{ hash: string }>(db, sql`select token_hash as hash from sessions where user_id = ${userId} limit 1`);
  const queries: [string, string][] = [
    ["session lookup", `select s.id, u.id from sessions s join users u on u.id = s.user_id where s.token_hash = '${hash}' and s.expires_at > now()`],
    ["counters: reads and stories (year)", `select sum(reads), sum(stories) from reader_days where user_id = ${userId} and day >= current_date - 365`],
    ["counters: outlets (year)", `select o.id, w.weight from (select outlet_id, sum(weight) as weight from reader_outlet_days where user_id = ${userId} and day >= current_date - 365 group by outlet_id) w join outlets o on o.id = w.outlet_id`],
    ["counters: interests (year)", `select interest_id, sum(reads) from reader_interest_days where user_id = ${userId} and day >= current_date - 365 group by interest_id order by 2 desc, 1 limit 6`],
    ["read marks (24 stories)", `select distinct story_id from reads where user_id = ${userId} and story_id in (${Array.from({ length: 24 }, (_, i) => i + 1).join(",")}) and read_at >= 'epoch'`],
    ["last read of a story (30-minute rule)", `select max(read_at) from reads where user_id = ${userId} and story_id = 1`],
    ["relations", `select target_kind, target_id, relation from follows where user_id = ${userId} order by created_at`],
    ["listMy", `select i.id from follows f join interests i on i.id = case when f.target_id ~ '^[0-9]{1,9}$' then f.target_id::int end where f.user_id = ${userId} and f.target_kind = 'interest' and f.relation = 'follow' order by f.created_at, i.id limit 100`],
    ["old scan: a year of reads (reference)", `select r.story_id from reads r join stories s on s.id = r.story_id where r.user_id = ${userId} and r.read_at >= now() - interval '365 days' order by r.read_at desc limit 5000`],
  ];
  const lines: string[] = [];
  for (const [label, query] of queries) {
    const plan = (await queryRows<{ "QUERY PLAN": string }>(db, sql.raw(`explain (analyze, buffers off) ${query}`))).map((row) => row["QUERY PLAN"]);
    const scans = plan.filter((line) => /Scan/.test(line)).map((line) => line.trim().replace(/\s+\(cost.*$/, "").replace(/^->\s*/, ""));
    const time = plan.find((line) => line.startsWith("Execution Time"))?.replace("Execution Time: ", "") ?? "?";
    lines.push(`explain ${label.padEnd(40)} ${time}  ${scans.join(" | ")}`);
  }
  return lines;
}

export async function runPersonalBenchmark(options: { quick?: boolean; postgres?: boolean; embedded?: boolean; apiOnly?: boolean; reads?: number } = {}): Promise<void> {
  setLogLevel("warn");
  const runSeconds = options.quick ? 3 : 6;
  if (options.postgres !== false) {
    const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
    const scratch = await createScratchDatabase(adminUrl, "og_bench_personal").catch(() => null);
    if (!scratch) console.log(`skipped: PostgreSQL at ${adminUrl} is not reachable`);
    else {
      const url = scratch.url;
      let server: ChildProcess | undefined;
      let handle: DatabaseHandle | undefined;
      try {
        const reads = options.reads ?? (options.quick ? 1_000_000 : 10_000_000);
        handle = await openDatabase({ kind: "postgres", url: url });
        await migrateDatabase(handle);
        let started = Date.now();
        await seedStories(handle.db);
        console.log(`postgres seeded 20000 stories in ${seconds(started)} s`);
        const seeded = await seedReaders(handle.db, reads, BACKFILL_BATCH.postgres, BACKFILL_WORKERS);
        console.log(`postgres generated ${READERS} readers and ${reads + HEAVY_READS} reads in ${seeded.generateSeconds} s; counters backfilled in ${seeded.backfillSeconds} s (${seeded.batches} batches of ${BACKFILL_BATCH.postgres} readers, ${BACKFILL_WORKERS} workers) load_avg=${load1()}`);
        await handle.db.execute(sql`analyze`);
        started = Date.now();
        const port = await freePort();
        server = await startServer(url, port);
        for (const line of await measure(`http://127.0.0.1:${port}`, runSeconds, options.apiOnly)) console.log(`postgres ${line}`);
        for (const line of await explain(handle.db)) console.log(`postgres ${line}`);
      } finally {
        server?.kill("SIGTERM");
        await handle?.close();
        await new Promise((resolve) => setTimeout(resolve, 500));
        await scratch.drop();
      }
    }
  }
  if (options.embedded !== false) {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "og-bench-personal-"));
    let server: ChildProcess | undefined;
    try {
      const reads = options.reads ?? (options.quick ? 200_000 : 1_000_000);
      const handle = await openDatabase({ kind: "pglite", dataDir: embeddedDataDir(dataDir) });
      try {
        await migrateDatabase(handle);
        const started = Date.now();
        await seedStories(handle.db);
        console.log(`embedded seeded 20000 stories in ${seconds(started)} s`);
        const seeded = await seedReaders(handle.db, reads, BACKFILL_BATCH.pglite);
        console.log(`embedded generated ${READERS} readers and ${reads + HEAVY_READS} reads in ${seeded.generateSeconds} s; counters backfilled in ${seeded.backfillSeconds} s (${seeded.batches} batches of ${BACKFILL_BATCH.pglite} readers) load_avg=${load1()}`);
        await handle.db.execute(sql`analyze`);
      } finally {
        await handle.close();
      }
      const port = await freePort();
      server = await startServer(null, port, { DATA_DIR: dataDir });
      for (const line of await measure(`http://127.0.0.1:${port}`, runSeconds, options.apiOnly)) console.log(`embedded ${line}`);
    } finally {
      server?.kill("SIGTERM");
      await new Promise((resolve) => setTimeout(resolve, 1000));
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
}

/** `--reads N`: another number of generated reads (both databases), e.g. a short run while developing. */
function readsOption(): number | undefined {
  const index = process.argv.indexOf("--reads");
  if (index < 0) return undefined;
  const reads = Number(process.argv[index + 1]);
  if (!Number.isInteger(reads) || reads < READERS) throw new Error(`--reads takes a whole number of at least ${READERS}`);
  return reads;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await runPersonalBenchmark({
    quick: process.argv.includes("--quick"),
    postgres: !process.argv.includes("--embedded-only"),
    embedded: !process.argv.includes("--postgres-only"),
    apiOnly: process.argv.includes("--api-only"),
    reads: readsOption(),
  });
}
