// Ingest at the registry's size (issue 27: "throughput unchanged within noise at two and a half times
// the feeds"): the built-in registry synced into a fresh PGlite, the articles of datasets/articles
// dealt round-robin over every registry feed as RSS documents, then each document parsed, credited by
// the feed's own outlet (lib/ingest/feed-articles.ts), stored, and everything clustered. The article
// count is fixed, so a larger registry means more, smaller documents and more outlets.
//   tsx bench/registry-ingest.ts [--limit N]
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

export async function runRegistryIngest(options: { limit?: number } = {}): Promise<RegistryIngestResult> {
  setLogLevel("warn");
  const limit = options.limit ?? 15_000;
  const rows: Row[] = [];
  for await (const row of readJsonl<Row>(ARTICLES_FILE)) {
    if (row.title && row.url) rows.push(row);
    if (rows.length >= limit) break;
  }
  const outlets = listOutlets();
  const feeds = outlets.flatMap((outlet) => outlet.feeds.map((url) => ({ url, outletId: outlet.id, host: new URL(url).hostname })));
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
  const limitIndex = process.argv.indexOf("--limit");
  const limit = limitIndex >= 0 ? Number(process.argv[limitIndex + 1]) : undefined;
  if (!fs.existsSync(ARTICLES_FILE)) console.log(`skipped: ${ARTICLES_FILE} is absent`);
  else console.log(formatRegistryIngest(await runRegistryIngest({ limit })));
}
