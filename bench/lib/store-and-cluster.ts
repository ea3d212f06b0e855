import type { Database } from "@/lib/db";
import { clusterPending, createClusterEngine } from "@/lib/engine/cluster-pending";
import { feedArticles, type FeedArticlesContext } from "@/lib/ingest/feed-articles";
import { parseFeed } from "@/lib/ingest/parse";
import { insertArticles } from "@/lib/queries/articles";

/** One feed document and how the engine would read it (its address, its registered outlet). */
export interface BenchDocument {
  bytes: Uint8Array;
  url?: string;
  context: Omit<FeedArticlesContext, "feedUrl" | "fetchedAt" | "domainIndex"> & { feedUrl?: string };
}

const cpuSeconds = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1e6;
};

/**
 * Rates of the ingest benches: parse, normalise and store every document, then cluster what is new.
 * Per wall-clock second and per second of this process's CPU time (PGlite runs in-process), the
 * latter fair on a machine shared with other work.
 */
export async function storeAndCluster(db: Database, documents: readonly BenchDocument[], domainIndex: Map<string, string>) {
  const fetchedAt = new Date();
  const storeCpu = process.cpuUsage();
  const storeStart = performance.now();
  let stored = 0;
  for (const document of documents) {
    const parsed = parseFeed(document.bytes, document.url ? { url: document.url } : {});
    if (!parsed.ok) continue;
    const feedUrl = document.context.feedUrl ?? document.url ?? parsed.feed.siteUrl ?? "https://bench.invalid/";
    const { articles } = feedArticles(parsed.feed, { ...document.context, feedUrl, fetchedAt, domainIndex });
    stored += await insertArticles(db, articles);
  }
  const storeSeconds = (performance.now() - storeStart) / 1000;
  const storeCpuSeconds = cpuSeconds(storeCpu);
  const clusterCpu = process.cpuUsage();
  const clusterStart = performance.now();
  const cluster = await clusterPending(db, createClusterEngine(), 1000);
  const clusterSeconds = (performance.now() - clusterStart) / 1000;
  const clusterCpuSeconds = cpuSeconds(clusterCpu);
  return {
    stored,
    storePerSecond: Math.round(stored / storeSeconds),
    clusterPerSecond: Math.round(cluster.clustered / clusterSeconds),
    storePerCpuSecond: Math.round(stored / storeCpuSeconds),
    clusterPerCpuSecond: Math.round(cluster.clustered / clusterCpuSeconds),
    articlesPerSecond: Math.round(stored / (storeSeconds + clusterSeconds)),
    stories: cluster.newStories - cluster.merged,
  };
}
