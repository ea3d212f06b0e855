// Ingest at the registry's size (issue 27: "throughput unchanged within noise at two and a half times
// the feeds"): the built-in registry synced into a fresh PGlite, every registry feed given the same
// number of articles of datasets/articles as an RSS document (a fetch of that feed), then each
// document parsed, credited by the feed's own outlet (lib/ingest/feed-articles.ts), stored, and
// everything clustered. A registry with more feeds reads more articles; the rates say whether each
// costs more. With --limit N the N articles are dealt over the feeds instead.
//   tsx bench/registry-ingest.ts [--per-feed N | --limit N]
import fs from "node:fs";
import { pathToFileURL } from "node:url";
import { migrateDatabase } from "@/lib/db/migrate";
import { syncRegistry } from "@/lib/engine/sync-registry";
import { setLogLevel } from "@/lib/log";
import { listOutlets } from "@/lib/outlets";
import { outletDomainIndex } from "@/lib/queries/outlets";
import { ARTICLES_FILE } from "./cluster-throughput";
import { openBenchDatabase, rssDocument, type Row } from "./ingest-throughput";
import { readJsonl } from "./lib/read-lines";
import { storeAndCluster } from "./lib/store-and-cluster";

export interface RegistryIngestResult {
  outlets: number;
  feeds: number;
  stored: number;
  storePerSecond: number;
  clusterPerSecond: number;
  storePerCpuSecond: number;
  clusterPerCpuSecond: number;
  articlesPerSecond: number;
  stories: number;
}

export async function runRegistryIngest(options: { limit?: number; perFeed?: number } = {}): Promise<RegistryIngestResult> {
  setLogLevel("warn");
  const outlets = listOutlets();
  const feeds = outlets.flatMap((outlet) => outlet.feeds.map((url) => ({ url, outletId: outlet.id, host: new URL(url).hostname })));
  const limit = options.limit ?? feeds.length * (options.perFeed ?? 20);
  const rows: Row[] = [];
  for await (const row of readJsonl<Row>(ARTICLES_FILE)) {
    if (row.title && row.url) rows.push(row);
    if (rows.length >= limit) break;
  }
  const perFeed = feeds.map(() => [] as Row[]);
  rows.forEach((row, index) => perFeed[index % feeds.length]!.push(row));
  const documents = feeds.map((feed, index) => ({ feed, bytes: rssDocument(feed.host, perFeed[index]!) }));

  const { handle, cleanUp } = await openBenchDatabase("pglite");
  try {
    await migrateDatabase(handle);
    await syncRegistry(handle.db);
    const domainIndex = await outletDomainIndex(handle.db);
    const rates = await storeAndCluster(
      handle.db,
      documents.map(({ feed, bytes }) => ({ bytes, url: feed.url, context: { feedOutletId: feed.outletId } })),
      domainIndex,
    );
    return { outlets: outlets.length, feeds: feeds.length, ...rates };
  } finally {
    await handle.close();
    await cleanUp();
  }
}

export function formatRegistryIngest(result: RegistryIngestResult): string {
  return (
    `registry_ingest outlets=${result.outlets} feeds=${result.feeds} articles=${result.stored} store_per_s=${result.storePerSecond} ` +
    `cluster_per_s=${result.clusterPerSecond} articles_per_s=${result.articlesPerSecond} store_per_cpu_s=${result.storePerCpuSecond} ` +
    `cluster_per_cpu_s=${result.clusterPerCpuSecond} stories=${result.stories}`
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const option = (name: string) => {
    const index = process.argv.indexOf(name);
    return index >= 0 ? Number(process.argv[index + 1]) : undefined;
  };
  if (!fs.existsSync(ARTICLES_FILE)) console.log(`skipped: ${ARTICLES_FILE} is absent`);
  else console.log(formatRegistryIngest(await runRegistryIngest({ limit: option("--limit"), perFeed: option("--per-feed") })));
}
