import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { feeds } from "@/lib/db/schema";

export interface ClaimedFeed {
  id: number;
  outletId: string;
  /** Items are credited to the outlet each links to, not to outletId (issue 27). */
  aggregator: boolean;
  url: string;
  etag: string | null;
  lastModified: string | null;
  errorCount: number;
}

/**
 * Claims up to `limit` due feeds for one worker (ARCHITECTURE.md §1, after miniflux's storage/batch.go):
 * due (`next_check_at` ≤ now), enabled, under the error limit, not claimed by a live lease, at most
 * `perHostLimit` per host in one batch, oldest first. `FOR UPDATE SKIP LOCKED` plus the lease make
 * concurrent workers on one PostgreSQL take disjoint feeds, so no feed is fetched twice at once.
 */
export async function claimDueFeeds(
  db: Database,
  options: { now: Date; limit: number; perHostLimit: number; workerId: string; leaseMs: number; maxErrors: number },
): Promise<ClaimedFeed[]> {
  const { now, limit, perHostLimit, workerId, leaseMs, maxErrors } = options;
  const leaseUntil = new Date(now.getTime() + leaseMs);
  return queryRows<ClaimedFeed>(
    db,
    sql`
      with due as (
        select id, row_number() over (
                 partition by lower(substring(url from '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#]+)'))
                 order by next_check_at, id) as host_rank
        from feeds
        where enabled and next_check_at <= ${now} and error_count < ${maxErrors}
          and (claimed_until is null or claimed_until < ${now})
      ),
      picked as (
        select f.id from feeds f join due on due.id = f.id
        where due.host_rank <= ${perHostLimit}
        order by f.next_check_at, f.id
        limit ${limit}
        for update of f skip locked
      )
      update feeds set claimed_by = ${workerId}, claimed_until = ${leaseUntil}
      from picked where feeds.id = picked.id
      returning feeds.id, feeds.outlet_id as "outletId", feeds.aggregator, feeds.url, feeds.etag,
                feeds.last_modified as "lastModified", feeds.error_count as "errorCount"`,
  );
}

export type FetchOutcome =
  | { kind: "ok"; status: number; etag?: string | null; lastModified?: string | null; itemCount: number; articlesAdded: number; promotions: number }
  | { kind: "not_modified"; status: 304; etag?: string | null; lastModified?: string | null }
  | { kind: "error"; status?: number; message: string };

type Executor = Pick<Database, "update">;

/** Stores one fetch's outcome on the feed, schedules its next check and releases the claim. */
export async function recordFetchOutcome(
  db: Executor,
  feedId: number,
  outcome: FetchOutcome,
  schedule: { fetchedAt: Date; durationMs: number; nextCheckAt: Date; errorCount: number },
): Promise<void> {
  const common = {
    lastFetchedAt: schedule.fetchedAt,
    lastDurationMs: schedule.durationMs,
    nextCheckAt: schedule.nextCheckAt,
    errorCount: schedule.errorCount,
    claimedBy: null,
    claimedUntil: null,
  };
  if (outcome.kind === "error") {
    await db
      .update(feeds)
      .set({ ...common, lastError: outcome.message, lastStatus: outcome.status ?? null })
      .where(eq(feeds.id, feedId));
    return;
  }
  await db
    .update(feeds)
    .set({
      ...common,
      lastError: null,
      lastStatus: outcome.status,
      lastSuccessAt: schedule.fetchedAt,
      // A 304 may omit validators; keep the ones we have (RFC 9110 §15.4.5).
      ...(outcome.etag ? { etag: outcome.etag } : {}),
      ...(outcome.lastModified ? { lastModified: outcome.lastModified } : {}),
      ...(outcome.kind === "ok"
        ? {
            lastItemCount: outcome.itemCount,
            lastPromotionCount: outcome.promotions,
            articlesAdded: sql`${feeds.articlesAdded} + ${outcome.articlesAdded}`,
          }
        : {}),
    })
    .where(eq(feeds.id, feedId));
}

export interface FeedHealth {
  id: number;
  outletId: string;
  outletName: string;
  url: string;
  enabled: boolean;
  lastFetchedAt: Date | null;
  lastSuccessAt: Date | null;
  lastStatus: number | null;
  lastError: string | null;
  errorCount: number;
  lastItemCount: number | null;
  articlesAdded: number;
  /** Paid promotions the last successful fetch dropped (issue 25). */
  lastPromotionCount: number;
  articleCount: number;
  nextCheckAt: Date;
  lastDurationMs: number | null;
}

export async function listFeedHealth(db: Database): Promise<FeedHealth[]> {
  const rows = await queryRows<FeedHealth>(
    db,
    sql`select f.id, f.outlet_id as "outletId", o.name as "outletName", f.url, f.enabled,
               f.last_fetched_at as "lastFetchedAt", f.last_success_at as "lastSuccessAt", f.last_status as "lastStatus",
               f.last_error as "lastError", f.error_count as "errorCount", f.last_item_count as "lastItemCount",
               f.articles_added as "articlesAdded", f.last_promotion_count as "lastPromotionCount", f.next_check_at as "nextCheckAt", f.last_duration_ms as "lastDurationMs",
               (select count(*)::int from articles a where a.feed_id = f.id) as "articleCount"
        from feeds f join outlets o on o.id = f.outlet_id
        order by f.error_count desc, o.name, f.url`,
  );
  return rows.map((row) => ({
    ...row,
    lastFetchedAt: row.lastFetchedAt ? new Date(row.lastFetchedAt) : null,
    lastSuccessAt: row.lastSuccessAt ? new Date(row.lastSuccessAt) : null,
    nextCheckAt: new Date(row.nextCheckAt),
  }));
}

export interface FeedTotals {
  feeds: number;
  fetched: number;
  succeeded: number;
  failing: number;
}

export async function feedTotals(db: Database): Promise<FeedTotals> {
  const rows = await queryRows<FeedTotals>(
    db,
    sql`select count(*)::int as feeds,
               (count(*) filter (where last_fetched_at is not null))::int as fetched,
               (count(*) filter (where last_success_at is not null))::int as succeeded,
               (count(*) filter (where error_count > 0))::int as failing
        from feeds where enabled`,
  );
  return rows[0] ?? { feeds: 0, fetched: 0, succeeded: 0, failing: 0 };
}
