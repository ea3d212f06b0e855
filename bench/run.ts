// `npm run bench`: every measured figure of the project, printed one line per measure.
// Each section skips with a message when its data (../shared/datasets) or service is absent.
//   tsx bench/run.ts [--quick]   (--quick: 5,000 articles for the ingest runs)
import fs from "node:fs";
import pg from "pg";
import { formatAssistantBenchmark, runAssistantBenchmark } from "./assistant";
import { ARTICLES_FILE, runClusterThroughput } from "./cluster-throughput";
import { DEV_SET, evaluateBaseline, evaluateClustering, evaluateKagi, formatScore, KAGI_DAY } from "./eval-clustering";
import { runIngestThroughput } from "./ingest-throughput";
import { groupWindow, heldoutLabelsFile, READINGS, readHeldoutLabels, scoreWindow } from "./lib/heldout-events";
import { HELDOUT_ARTICLES, HELDOUT_STRETCHES, heldoutPresent, loadHeldoutWindow, withDatesHidden } from "./lib/heldout-window";
import { clusterNewspalDay, NEWSPAL_DIR, NEWSPAL_EVENTS, NEWSPAL_EVENTS_BY_RULE, scoreNewspal } from "./lib/newspal-day";
import { runPageBenchmark } from "./pages";
import { runPersonalBenchmark } from "./personal";
import { formatRegistryIngest, runRegistryIngest } from "./registry-ingest";
import { formatNewsletterBenchmark, runNewsletterBenchmark } from "./newsletter-send";

const quick = process.argv.includes("--quick");
const header = (title: string) => console.log(`\n## ${title}`);

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test" });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

header("Clustering quality (B-cubed, neus_allsides_gold_dev)");
if (fs.existsSync(DEV_SET)) {
  console.log(`baseline  ${formatScore(await evaluateBaseline(DEV_SET, { withBody: false, ignoreDates: false }))}`);
  console.log(`engine    ${formatScore(await evaluateClustering(DEV_SET, { withBody: false, ignoreDates: false }))}`);
  console.log(`engine_fulltext ${formatScore(await evaluateClustering(DEV_SET, { withBody: true, ignoreDates: false }))}`);
  console.log(`engine_fulltext_undated ${formatScore(await evaluateClustering(DEV_SET, { withBody: true, ignoreDates: true }))}`);
} else console.log(`skipped: ${DEV_SET} is absent`);

header("Agreement with Kagi News's machine clusters of a December 2025 day (titles only; a peer, not gold)");
if (fs.existsSync(KAGI_DAY)) console.log(`kagi_day ${formatScore(await evaluateKagi())}`);
else console.log(`skipped: ${KAGI_DAY} is absent`);

header("The newspal 2018 day against our own event labels (strict: event-labels-2018-06-23.json; by the rule of docs/event-labelling.md: …-by-rule.json)");
if (fs.existsSync(NEWSPAL_DIR)) {
  const run = clusterNewspalDay();
  // The plain TF-IDF baseline on the same day, as the issue compared them.
  const baselineRun = { day: run.day, assignments: groupWindow(run.day, "baseline") };
  for (const [name, file] of [["newspal_2018", NEWSPAL_EVENTS], ["newspal_2018_by_rule", NEWSPAL_EVENTS_BY_RULE]] as const) {
    for (const [suffix, clustered] of [["", run], ["_baseline", baselineRun]] as const) {
      const day = scoreNewspal(clustered, file);
      console.log(`${name}${suffix} bcubed_precision=${day.precision.toFixed(4)} bcubed_recall=${day.recall.toFixed(4)} bcubed_f1=${day.f1.toFixed(4)} multi_source_stories=${day.multiSource} mixed=${day.mixed.length}`);
    }
  }
} else console.log(`skipped: ${NEWSPAL_DIR} is absent`);

header("Three held-out busy stretches of baly_allsides_articles against their hand labels (strict / lenient / by the written rule; the second and third are labelled by the rule, so strict = rule), dates hidden, then each article dated by its day (_dated)");
if (heldoutPresent()) {
  for (const exclude of HELDOUT_STRETCHES) {
    // Loaded once with each article dated by its day; dates hidden is the same articles at time 0.
    const window = await loadHeldoutWindow({ exclude, ignoreDates: false });
    const labels = readHeldoutLabels(heldoutLabelsFile(window.first, window.last));
    for (const [suffix, articles] of [["", withDatesHidden(window.articles)], ["_dated", window.articles]] as const) {
      for (const configuration of ["engine", "engine-title-lead", "baseline"] as const) {
        const score = scoreWindow(articles, groupWindow(articles, configuration), labels);
        const figures = READINGS.map((reading) => `${reading}: mixed=${score[reading].mixed.length} precision=${score[reading].bcubed.precision.toFixed(4)}`).join(" ");
        // The labels cover what the runs grouped when they were made; an article grouped now without a label counts as an event of its own.
        const unlabelled = score.unlabelled.length > 0 ? ` unlabelled_in_multi=${score.unlabelled.length}` : "";
        console.log(`heldout_${window.first}_${window.last}${suffix} ${configuration} multi_outlet=${score.multiOutlet} ${figures} recall_strict=${score.strict.bcubed.recall.toFixed(4)}${unlabelled}`);
      }
    }
  }
} else console.log(`skipped: ${HELDOUT_ARTICLES} or the dev set is absent`);

header("Clustering throughput (baly_allsides_articles, one core)");
if (fs.existsSync(ARTICLES_FILE)) {
  for (const withText of [true, false]) {
    const result = await runClusterThroughput({ withText });
    console.log(
      `cluster_${withText ? "fulltext" : "headline_lead"} articles=${result.articles} articles_per_s=${result.articlesPerSecond} ` +
        `articles_per_cpu_s=${result.articlesPerCpuSecond} stories=${result.stories} peak_rss_mb=${result.peakRssMb}`,
    );
  }
} else console.log(`skipped: ${ARTICLES_FILE} is absent`);

header("End-to-end ingest (RSS documents → parse → normalise → store → cluster)");
if (fs.existsSync(ARTICLES_FILE)) {
  const limit = quick ? 5000 : undefined;
  const databases: ("pglite" | "postgres")[] = (await postgresReachable()) ? ["pglite", "postgres"] : ["pglite"];
  for (const database of databases) {
    const r = await runIngestThroughput({ database, limit });
    console.log(
      `ingest_${r.database} articles=${r.stored} store_per_s=${r.storePerSecond} cluster_per_s=${r.clusterPerSecond} ` +
        `articles_per_s=${r.articlesPerSecond} store_per_cpu_s=${r.storePerCpuSecond} cluster_per_cpu_s=${r.clusterPerCpuSecond} ` +
        `stories=${r.stories} peak_rss_mb=${r.peakRssMb}`,
    );
  }
  if (databases.length === 1) console.log("skipped: PostgreSQL at BENCH_DATABASE_URL (default 127.0.0.1:5432/test) is not reachable");
} else console.log(`skipped: ${ARTICLES_FILE} is absent`);

header("Ingest at the registry's size (every registry feed, the same number of articles each, credited by its outlet, PGlite)");
if (fs.existsSync(ARTICLES_FILE)) console.log(formatRegistryIngest(await runRegistryIngest({ perFeed: quick ? 5 : 20 })));
else console.log(`skipped: ${ARTICLES_FILE} is absent`);

header("Newsletters (The Daily composed, queued and sent through the outbox to a local SMTP server)");
for (const count of quick ? [1_000] : [1_000, 10_000]) console.log(formatNewsletterBenchmark(await runNewsletterBenchmark({ count })));
if (await postgresReachable()) console.log(formatNewsletterBenchmark(await runNewsletterBenchmark({ count: quick ? 1_000 : 10_000, database: "postgres" })));
else console.log("skipped: PostgreSQL at BENCH_DATABASE_URL (default 127.0.0.1:5432/test) is not reachable");

header("Pages under load (autocannon, 20 connections)");
await runPageBenchmark({ quick });

header("Article assistant (issue 22): offline answer time for a story of 50 full-text articles (neus_allsides_gold_dev), target p95 < 300 ms");
if (fs.existsSync(DEV_SET)) console.log(formatAssistantBenchmark(await runAssistantBenchmark(DEV_SET)));
else console.log(`skipped: ${DEV_SET} is absent`);
header("Personal pages and API under load (100,000 readers; 10 M reads on PostgreSQL, 1 M embedded; autocannon, 20 connections)");
await runPersonalBenchmark({ quick });
