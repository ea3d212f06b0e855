import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Database } from "@/lib/db";
import { feedArticles } from "@/lib/ingest/feed-articles";
import { parseFeed } from "@/lib/ingest/parse";
import { insertArticles } from "@/lib/queries/articles";
import { outletDomainIndex } from "@/lib/queries/outlets";
import { clusterPending, createClusterEngine, type ClusterBatchResult } from "./cluster-pending";

export interface IngestedFile {
  name: string;
  items: number;
  added: number;
  skipped: number;
  /** Paid promotions dropped (issue 25). */
  promotions: number;
  error?: string;
}

export interface DirectoryReport {
  files: IngestedFile[];
  added: number;
  cluster: ClusterBatchResult;
}

// Notes and licences that travel with captured feeds are not feeds.
const NOT_FEEDS = /^(readme|license|licence|source|snapshot_commit)[^/]*\.(txt|md)$/i;

/** Ingests every feed file of a folder (captured feeds, backfills), then clusters what is new. */
export async function ingestDirectory(db: Database, dir: string, options: { now: Date }): Promise<DirectoryReport> {
  const domainIndex = await outletDomainIndex(db);
  const names = fs
    .readdirSync(dir)
    .filter((name) => !name.startsWith(".") && !NOT_FEEDS.test(name) && fs.statSync(path.join(dir, name)).isFile())
    .sort();
  const files: IngestedFile[] = [];
  let added = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    const parsed = parseFeed(new Uint8Array(fs.readFileSync(file)), { url: pathToFileURL(file).href });
    if (!parsed.ok) {
      files.push({ name, items: 0, added: 0, skipped: 0, promotions: 0, error: parsed.error.message });
      continue;
    }
    const { articles, skipped, promotions } = feedArticles(parsed.feed, {
      feedUrl: parsed.feed.siteUrl ?? pathToFileURL(file).href,
      fetchedAt: options.now,
      domainIndex,
    });
    const fileAdded = await insertArticles(db, articles);
    added += fileAdded;
    files.push({ name, items: parsed.feed.items.length, added: fileAdded, skipped: skipped.length, promotions: promotions.length });
  }
  const cluster = await clusterPending(db, createClusterEngine());
  return { files, added, cluster };
}
