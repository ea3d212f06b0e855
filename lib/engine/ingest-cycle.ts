import type { Database } from "@/lib/db";
import { log } from "@/lib/log";
import { claimDueFeeds } from "@/lib/queries/feeds";
import { outletDomainIndex } from "@/lib/queries/outlets";
import type { FetchOptions } from "@/lib/ingest/fetch/fetch-feed";
import { mapPool } from "@/lib/ingest/map-pool";
import { refreshFeed, type RefreshResult } from "@/lib/ingest/refresh-feed";
import { clusterPending, type ClusterBatchResult, type ClusterEngine } from "./cluster-pending";

export interface IngestSettings {
  workerId: string;
  fetchOptions: FetchOptions;
  concurrency: number;
  perHostLimit: number;
  batchSize: number;
  baseIntervalS: number;
  maxIntervalS: number;
  maxErrors: number;
  leaseMs: number;
  now?: () => Date;
}

export interface CycleResult {
  feeds: RefreshResult[];
  cluster: ClusterBatchResult;
  durationMs: number;
}

/** One turn of the engine: claim due feeds, refresh them in a bounded pool, then cluster what arrived. */
export async function runIngestCycle(db: Database, engine: ClusterEngine, settings: IngestSettings): Promise<CycleResult> {
  const started = Date.now();
  const now = settings.now ?? (() => new Date());
  const claimed = await claimDueFeeds(db, {
    now: now(),
    limit: settings.batchSize,
    perHostLimit: settings.perHostLimit,
    workerId: settings.workerId,
    leaseMs: settings.leaseMs,
    maxErrors: settings.maxErrors,
  });
  const domainIndex = claimed.length ? await outletDomainIndex(db) : new Map<string, string>();
  const context = {
    db,
    fetchOptions: settings.fetchOptions,
    domainIndex,
    now,
    baseIntervalS: settings.baseIntervalS,
    maxIntervalS: settings.maxIntervalS,
  };
  const feeds = await mapPool(claimed, settings.concurrency, (feed) =>
    refreshFeed(context, feed).catch((error: unknown): RefreshResult => {
      // Not a feed problem (e.g. the database went away): the lease expires and another turn retries.
      log.error("feed refresh crashed", { feedId: feed.id, url: feed.url, error });
      return { feedId: feed.id, outcome: "error", articlesAdded: 0, itemCount: 0, error: String(error) };
    }),
  );
  const cluster = await clusterPending(db, engine);
  const result = { feeds, cluster, durationMs: Date.now() - started };
  if (claimed.length || cluster.clustered) {
    log.info("ingest cycle", {
      workerId: settings.workerId,
      feeds: claimed.length,
      articlesAdded: feeds.reduce((sum, feed) => sum + feed.articlesAdded, 0),
      failed: feeds.filter((feed) => feed.outcome === "error").length,
      clustered: cluster.clustered,
      newStories: cluster.newStories,
      merged: cluster.merged,
      moved: cluster.moved,
      setAside: cluster.setAside,
      durationMs: result.durationMs,
    });
  }
  return result;
}
