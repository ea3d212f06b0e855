// End-to-end ingest speed (issue 3 §5): the articles of datasets/articles written out as RSS documents
// (100 items per outlet per document, title + lead as a feed gives them), then parsed, normalised,
// stored and clustered by the engine's own code into PGlite (a data folder on disk, as in production)
// or PostgreSQL. Prints articles/s for storing, clustering and both, and peak RSS.
//   tsx bench/ingest-throughput.ts [--db pglite|postgres] [--limit N]
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { openDatabase, type DatabaseHandle } from "@/lib/db/client";
import { migrateDatabase } from "@/lib/db/migrate";
import { outletDomainIndex, upsertOutlets, type OutletRecord } from "@/lib/queries/outlets";
import { setLogLevel } from "@/lib/log";
import { ARTICLES_FILE } from "./cluster-throughput";
import { leadOf } from "./lib/article-date";
import { readJsonl } from "./lib/read-lines";
import { storeAndCluster } from "./lib/store-and-cluster";
import { createScratchDatabase } from "../scripts/lib/scratch-database";

export interface Row {
  ID: string;
  date?: string;
  source?: string;
  source_url?: string;
  url?: string;
  title?: string;
  bias_text?: string;
  content_original?: string;
}

export interface IngestResult {
  database: "pglite" | "postgres";
  articles: number;
  stored: number;
  storePerSecond: number;
  clusterPerSecond: number;
  storePerCpuSecond: number;
  clusterPerCpuSecond: number;
  articlesPerSecond: number;
  stories: number;
  peakRssMb: number;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * Rows of the articles file written out as one RSS 2.0 document (title, link, guid, date, lead); each
 * dated by `dateOf` when given (the load proof dates them in the last hours), else noon of its own day.
 */
export function rssDocument(host: string, rows: Row[], dateOf?: (row: Row, index: number) => Date): Uint8Array {
  const items = rows
    .map((row, index) => {
      const date = (dateOf ? dateOf(row, index) : new Date(`${row.date ?? "2018-01-01"}T12:00:00Z`)).toUTCString();
      return `<item><title>${escapeXml(row.title ?? "")}</title><link>${escapeXml(row.url ?? "")}</link><guid>${row.ID}</guid><pubDate>${date}</pubDate><description>${escapeXml(leadOf(row.content_original ?? "", row.title ?? "", 400))}</description></item>`;
    })
    .join("");
  return new TextEncoder().encode(`<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${host}</title><link>https://${host}/</link>${items}</channel></rss>`);
}

const BIAS: Record<string, OutletRecord["bias"]> = { left: "left", center: "center", right: "right" };

export async function openBenchDatabase(kind: "pglite" | "postgres"): Promise<{ handle: DatabaseHandle; cleanUp: () => Promise<void> }> {
  if (kind === "pglite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "og-bench-"));
    const handle = await openDatabase({ kind: "pglite", dataDir: path.join(dir, "pglite") });
    return { handle, cleanUp: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const scratch = await createScratchDatabase(adminUrl, "og_bench");
  return { handle: await openDatabase({ kind: "postgres", url: scratch.url }), cleanUp: scratch.drop };
}

export async function runIngestThroughput(options: { database: "pglite" | "postgres"; limit?: number; file?: string }): Promise<IngestResult> {
  setLogLevel("warn");
  const rows: Row[] = [];
  for await (const row of readJsonl<Row>(options.file ?? ARTICLES_FILE)) {
    if (row.title && row.url && row.source_url) rows.push(row);
    if (options.limit && rows.length >= options.limit) break;
  }
  const byHost = new Map<string, Row[]>();
  for (const row of rows) {
    const host = row.source_url!.toLowerCase().replace(/^www\./, "");
    byHost.set(host, [...(byHost.get(host) ?? []), row]);
  }
  const documents: Uint8Array[] = [];
  for (const [host, hostRows] of byHost) for (let i = 0; i < hostRows.length; i += 100) documents.push(rssDocument(host, hostRows.slice(i, i + 100)));

  const { handle, cleanUp } = await openBenchDatabase(options.database);
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  try {
    await migrateDatabase(handle);
    await upsertOutlets(
      handle.db,
      [...byHost.entries()].map(([host, hostRows]) => ({
        id: host.replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, ""),
        name: hostRows[0]!.source ?? host,
        domains: [host],
        country: "US",
        editions: ["top-us"],
        bias: BIAS[hostRows[0]!.bias_text ?? ""] ?? "unknown",
        biasBasis: "AllSides label in the benchmark data",
        factuality: "unknown",
        owner: null,
        ownershipType: null,
        paywall: false,
        borderColour: "#6b7280",
        logo: { initials: host.slice(0, 2).toUpperCase(), background: "#111111", foreground: "#ffffff" },
        feeds: [],
        aggregatorFeeds: [],
        ratings: [],
      })),
      "operator",
    );
    const domainIndex = await outletDomainIndex(handle.db);
    const rates = await storeAndCluster(handle.db, documents.map((bytes) => ({ bytes, context: {} })), domainIndex);
    return { database: handle.kind, articles: rows.length, ...rates, peakRssMb: Math.round(peakRss / 1024 / 1024) };
  } finally {
    clearInterval(sampler);
    await handle.close();
    await cleanUp();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const args = process.argv.slice(2);
  const database = args.includes("postgres") ? "postgres" : "pglite";
  const limitIndex = args.indexOf("--limit");
  const limit = limitIndex >= 0 ? Number(args[limitIndex + 1]) : undefined;
  if (!fs.existsSync(ARTICLES_FILE)) {
    console.log(`skipped: ${ARTICLES_FILE} is absent`);
  } else {
    const result = await runIngestThroughput({ database, limit });
    console.log(
      `ingest_${result.database} articles=${result.stored} store_per_s=${result.storePerSecond} cluster_per_s=${result.clusterPerSecond} ` +
        `articles_per_s=${result.articlesPerSecond} store_per_cpu_s=${result.storePerCpuSecond} cluster_per_cpu_s=${result.clusterPerCpuSecond} ` +
        `stories=${result.stories} peak_rss_mb=${result.peakRssMb}`,
    );
  }
}
