// `npm run prove -- faults`: on a PostgreSQL instance of its own, kill -9 the worker mid-ingest and
// mid-clustering, kill -9 a web process under load, restart PostgreSQL under load, check the stored
// articles against the feeds (nothing lost, nothing twice), then point the worker at a hostile feed
// server. Prints what happened at each step. Method and figures: docs/reliability.md.
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { load, type LoadResult } from "@/bench/lib/load";
import { queryRows } from "@/lib/db/rows";
import { feeds } from "@/lib/db/schema";
import { freePort } from "../lib/free-port";
import { HOSTILE_FEEDS, startHostileServer } from "./hostile-feeds";
import { PROXY_READ_TIMEOUT_S, startNginx } from "./nginx";
import { startPrivatePostgres } from "./private-postgres";
import {
  childOf,
  expectedArticleUrls,
  firstOk,
  killHard,
  openRun,
  startWeb,
  startWorker,
  stopChild,
  storedCounts,
  timeUntil,
  type Child,
  type ProveRun,
  type StoredCounts,
} from "./stack";

/** The key lib/engine/cluster-pending.ts takes its transaction-scoped advisory lock on. */
const CLUSTER_LOCK_KEY = 727_274_002;
const EDITION = { cookie: "GROUND_FEED_EDITION=top-us" };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function articleCount(run: ProveRun): Promise<number> {
  const [row] = await queryRows<{ count: number }>(run.handle.db, sql`select count(*)::int as count from articles`);
  return row!.count;
}

async function claimedFeeds(run: ProveRun): Promise<number> {
  const [row] = await queryRows<{ count: number }>(run.handle.db, sql`select count(*)::int as count from feeds where claimed_by is not null`);
  return row!.count;
}

async function clusteringNow(run: ProveRun): Promise<boolean> {
  const [row] = await queryRows<{ held: boolean }>(
    run.handle.db,
    sql`select exists (select 1 from pg_locks where locktype = 'advisory' and objid = ${CLUSTER_LOCK_KEY} and granted) as held`,
  );
  return row!.held;
}

/** Polls every 20 ms until `moment` holds, then kill -9; what was true at that moment. */
async function killWhen(child: Child, moment: () => Promise<boolean>, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await moment().catch(() => false)) {
      await killHard(child);
      return true;
    }
    await sleep(20);
  }
  return false;
}

function describeCounts(counts: StoredCounts, expected: number): string {
  return (
    `expected ${expected} articles from the feeds: stored ${counts.articles} (${counts.distinctUrls} distinct URLs), ` +
    `missing ${counts.missing}, not in any feed ${counts.extra}, in a story ${counts.memberships}, in two stories ${counts.articlesInTwoStories}, unclustered ${counts.unclustered}`
  );
}

/** The two routes of `loadFor`, in its order. */
const LOADED = ["/ (edition cookie)", "/v04/stories?feed=top-us"];

function describeLoad(label: string, results: LoadResult[]): string {
  const lines = results.map((result, index) => {
    const statuses = Object.entries(result.statuses).map(([code, count]) => `${code}×${count}`).join(", ");
    return `  ${LOADED[index]}: ${result.requests} requests, ${result.errors} errors (answers ${statuses || "none"}), p50 ${result.p50} ms, p99 ${result.p99} ms`;
  });
  return `${label}:\n${lines.join("\n")}`;
}

export async function proveFaults(options: { seconds: number; connections: number; keep: boolean }): Promise<boolean> {
  const pgPort = await freePort();
  const postgres = startPrivatePostgres(pgPort);
  console.log(`private PostgreSQL on port ${pgPort}`);
  const run = await openRun("faults", postgres.adminUrl, { count: 24, perFeed: 150, hours: 36, share: 1 }).catch((error: unknown) => {
    postgres.destroy();
    throw error;
  });
  if (!run) {
    postgres.destroy();
    return true;
  }
  const children: Child[] = [];
  const failures: string[] = [];
  const check = (ok: boolean, what: string) => {
    console.log(`${ok ? "ok  " : "FAIL"} ${what}`);
    if (!ok) failures.push(what);
  };
  try {
    const expected = await expectedArticleUrls(run.handle, run.feedSet);
    console.log(`${run.feedSet.files.length} feeds, ${expected.size} articles to store`);

    // 1. The worker killed while it stores a feed (a feed claimed, a fifth to a half of the articles in).
    const first = startWorker(run.logDir, "worker-1", run.databaseUrl);
    children.push(first);
    const midIngest = await killWhen(
      first,
      async () => {
        const count = await articleCount(run);
        return count > expected.size / 5 && count < expected.size / 2 && (await claimedFeeds(run)) > 0;
      },
      300_000,
    );
    check(midIngest, `worker-1 killed (-9) mid-ingest: ${await articleCount(run)} articles stored, ${await claimedFeeds(run)} feed(s) left claimed`);

    // 2. The next worker killed while it holds the clustering lock (inside a clustering transaction).
    const second = startWorker(run.logDir, "worker-2", run.databaseUrl);
    children.push(second);
    const midClustering = await killWhen(second, async () => (await articleCount(run)) > expected.size / 2 && (await clusteringNow(run)), 300_000);
    const [afterSecond] = await queryRows<{ stored: number; clustered: number }>(
      run.handle.db,
      sql`select count(*)::int as stored, (count(*) filter (where clustered_at is not null))::int as clustered from articles`,
    );
    check(midClustering, `worker-2 killed (-9) mid-clustering: ${afterSecond!.stored} articles stored, ${afterSecond!.clustered} clustered`);

    // 3. A third worker and the site; its stored articles must end up exactly the feeds' once leases expire.
    const third = startWorker(run.logDir, "worker-3", run.databaseUrl);
    children.push(third);
    const [webPortA, webPortB, nginxPort] = [await freePort(), await freePort(), await freePort()];
    const webA = await startWeb(run.logDir, "web-a", webPortA, run.databaseUrl);
    const webB = await startWeb(run.logDir, "web-b", webPortB, run.databaseUrl);
    children.push(webA, webB);
    const nginxDir = path.join(run.dir, "nginx");
    fs.mkdirSync(nginxDir);
    children.push(childOf("nginx", await startNginx({ prefix: nginxDir, listenPort: nginxPort, upstreamPorts: [webPortA, webPortB] }), path.join(nginxDir, "error.log")));
    const base = `http://127.0.0.1:${nginxPort}`;
    const loadFor = (seconds: number) =>
      Promise.all([
        load(`${base}/`, { connections: Math.round(options.connections * 0.6), seconds, headers: EDITION, timeoutSeconds: PROXY_READ_TIMEOUT_S }),
        load(`${base}/v04/stories?feed=top-us`, { connections: Math.round(options.connections * 0.4), seconds, timeoutSeconds: PROXY_READ_TIMEOUT_S }),
      ]);

    // 4. A web process killed (-9) under load, then started again.
    const window = Math.max(20, Math.round(options.seconds / 2));
    const webLoad = loadFor(window);
    await sleep(5_000);
    await killHard(webA);
    const restarted = Date.now();
    children.push(await startWeb(run.logDir, "web-a-2", webPortA, run.databaseUrl));
    const webBack = Date.now() - restarted;
    console.log(describeLoad(`web-a killed (-9) 5 s into ${window} s of load (${options.connections} connections via nginx)`, await webLoad));
    check(true, `web-a answered /api/health again ${(webBack / 1000).toFixed(1)} s after its restart began`);

    // 5. PostgreSQL stopped for 3 s under load, then started: the site must answer again by itself.
    const pgLoad = loadFor(window);
    await sleep(5_000);
    postgres.stop();
    const down = Date.now();
    await sleep(3_000);
    postgres.start();
    const up = Date.now();
    // Measured from PostgreSQL's being up to the sending of the first probe answered 200 (probes every 250 ms).
    const [recoveredA, recoveredB, storiesBack] = await Promise.all([
      firstOk(`http://127.0.0.1:${webPortA}/api/health`, 60_000),
      firstOk(`http://127.0.0.1:${webPortB}/api/health`, 60_000),
      firstOk(`${base}/v04/stories?feed=top-us&limit=1`, 60_000),
    ]);
    const recovered = [recoveredA, recoveredB];
    console.log(describeLoad(`PostgreSQL down ${((up - down) / 1000).toFixed(1)} s, 5 s into ${window} s of load`, await pgLoad));
    const seconds = (ms: number | null) => (ms === null ? "never (60 s)" : `${(ms / 1000).toFixed(1)} s`);
    check(
      recovered.every((ms) => ms !== null && ms < 10_000) && storiesBack !== null,
      `after PostgreSQL was back, the first probe answered 200 was sent: /api/health on web-a ${seconds(recoveredA)}, on web-b ${seconds(recoveredB)}; the stories API through nginx ${seconds(storiesBack)} (no process restarted)`,
    );
    check(third.process.exitCode === null && third.process.signalCode === null, "worker-3 still running after the PostgreSQL restart");

    // 6. Nothing lost, nothing twice: wait for the engine to finish (claims of killed workers expire).
    let counts = await storedCounts(run.handle, expected);
    const done = await timeUntil(async () => {
      counts = await storedCounts(run.handle, expected);
      return counts.missing === 0 && counts.unclustered === 0;
    }, 600_000, 2_000);
    counts = await storedCounts(run.handle, expected);
    check(
      done !== null && counts.articles === expected.size && counts.extra === 0 && counts.distinctUrls === counts.articles && counts.memberships === counts.articles && counts.articlesInTwoStories === 0,
      describeCounts(counts, expected.size),
    );
    const [sums] = await queryRows<{ added: number }>(run.handle.db, sql`select sum(articles_added)::int as added from feeds where enabled`);
    check(sums!.added === counts.articles, `the feeds' articles_added counters sum to ${sums!.added} (each article counted once)`);

    // 7. Hostile feeds, registered for the first feed's outlet, fetched by worker-3 beside the real ones.
    const outlet = run.feedSet.files[0]!;
    const hostile = await startHostileServer(outlet.host, `m${Date.now().toString(36)}`);
    const hostileStarted = new Date();
    const rss: number[] = [];
    const sampler = setInterval(() => {
      try {
        const status = fs.readFileSync(`/proc/${third.process.pid}/status`, "utf8");
        rss.push(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024);
      } catch {
        // not on Linux, or the worker is gone
      }
    }, 200);
    try {
      for (const feed of HOSTILE_FEEDS) await run.handle.db.insert(feeds).values({ outletId: outlet.outletId, url: `${hostile.url}${feed.path}` });
      const fetchedAll = await timeUntil(async () => {
        const [row] = await queryRows<{ pending: number }>(
          run.handle.db,
          sql`select count(*)::int as pending from feeds where url like ${`${hostile.url}%`} and (last_fetched_at is null or last_fetched_at < ${hostileStarted})`,
        );
        return row!.pending === 0;
      }, 240_000, 1_000);
      // After the hostile fetches: the real feeds are still fetched (a new item reaches the database).
      await sleep(35_000);
      const rows = await queryRows<{ url: string; errorCount: number; lastError: string | null; stored: number; withControl: number; claimed: boolean }>(
        run.handle.db,
        sql`select f.url, f.error_count as "errorCount", f.last_error as "lastError", f.claimed_by is not null as claimed,
                   (select count(*)::int from articles a where a.feed_id = f.id) as stored,
                   (select count(*)::int from articles a where a.feed_id = f.id and (a.title || a.description) ~ '[\\x01-\\x08\\x0b\\x0c\\x0e-\\x1f]') as "withControl"
            from feeds f where f.url like ${`${hostile.url}%`} order by f.id`,
      );
      const [healthy] = await queryRows<{ fetched: number }>(
        run.handle.db,
        sql`select count(*)::int as fetched from feeds where enabled and url not like ${`${hostile.url}%`} and last_success_at > ${hostileStarted}`,
      );
      console.log(`\nhostile feeds (fetched ${fetchedAll === null ? "not all within 240 s" : `all within ${(fetchedAll / 1000).toFixed(0)} s`}):`);
      console.log("| Feed | What it does | Expected | Marked failing | Errors | Last error | Articles stored |");
      console.log("|---|---|---|---|---:|---|---:|");
      for (const feed of HOSTILE_FEEDS) {
        const row = rows.find((candidate) => candidate.url.endsWith(feed.path));
        const failing = Boolean(row && row.errorCount > 0 && row.lastError);
        // Control characters in the error text (the garbage feed's first bytes) would garble the table.
        const error = row?.lastError ? row.lastError.replace(/[\u0000-\u001f\u007f-\u009f|]+/g, " ").slice(0, 90) : row?.claimed ? "(none recorded; still claimed)" : "(none)";
        console.log(`| ${feed.path} | ${feed.what} | ${feed.expected === "failing" ? "marked failing" : "stored, NULs removed"} | ${failing ? "yes" : "no"} | ${row?.errorCount ?? "-"} | ${error} | ${row?.stored ?? 0} |`);
        const met = feed.expected === "failing" ? failing && row!.stored === 0 : !failing && (row?.stored ?? 0) > 0 && row!.withControl === 0;
        if (!met) failures.push(`hostile feed ${feed.path}: expected ${feed.expected}`);
      }
      check(third.process.exitCode === null && third.process.signalCode === null, `worker-3 still running; its peak RSS during the hostile fetches ${Math.round(Math.max(0, ...rss))} MB`);
      check(healthy!.fetched > 0, `${healthy!.fetched} of the ${run.feedSet.files.length} real feeds fetched successfully after the hostile ones were added`);
    } finally {
      clearInterval(sampler);
      await hostile.close();
    }
  } finally {
    await Promise.all(children.map((child) => stopChild(child)));
    await run.close({ keep: options.keep });
    if (!options.keep) postgres.destroy();
    else postgres.stop();
  }
  console.log(failures.length ? `faults proof: FAILED (${failures.length}): ${failures.join("; ")}` : "faults proof: passed");
  return failures.length === 0;
}
