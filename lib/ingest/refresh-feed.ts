import type { Database } from "@/lib/db";
import { databaseErrorMessage } from "@/lib/db/error-message";
import { log } from "@/lib/log";
import { insertArticles } from "@/lib/queries/articles";
import { recordFetchOutcome, type ClaimedFeed, type FetchOutcome } from "@/lib/queries/feeds";
import { feedArticles } from "./feed-articles";
import { fetchFeed, type FetchOptions } from "./fetch/fetch-feed";
import { nextCheckAt } from "./fetch/next-check";
import { withoutControlCharacters } from "./normalise/html-to-text";
import { parseFeed } from "./parse";

/** A recorded error is cut to this (a parser may quote the feed at length). */
const ERROR_MAX_CHARS = 1000;

export interface RefreshContext {
  db: Database;
  fetchOptions: FetchOptions;
  domainIndex: Map<string, string>;
  now: () => Date;
  baseIntervalS: number;
  maxIntervalS: number;
}

export interface RefreshResult {
  feedId: number;
  outcome: FetchOutcome["kind"];
  articlesAdded: number;
  itemCount: number;
  /** Paid promotions dropped from this fetch (issue 25). */
  promotions?: number;
  error?: string;
}

/**
 * The whole story of one feed refresh (after miniflux's handler.RefreshFeed): conditional GET → a 304
 * only reschedules → parse → normalise → store new articles by their unique keys → record the outcome
 * and reset the error count, in one transaction so a crash leaves nothing half-written.
 */
export async function refreshFeed(context: RefreshContext, feed: ClaimedFeed): Promise<RefreshResult> {
  const fetchedAt = context.now();
  const fetched = await fetchFeed({ url: feed.url, etag: feed.etag, lastModified: feed.lastModified }, context.fetchOptions);
  const schedule = (kind: "ok" | "not_modified" | "error", extra: { cacheMaxAgeS?: number; retryAfterS?: number }) => {
    const next = nextCheckAt({
      now: fetchedAt.getTime(),
      kind,
      errorCount: feed.errorCount,
      baseIntervalS: context.baseIntervalS,
      maxIntervalS: context.maxIntervalS,
      ...extra,
    });
    return { fetchedAt, durationMs: fetched.durationMs, nextCheckAt: new Date(next.nextCheckAt), errorCount: next.errorCount };
  };

  if (fetched.kind === "not_modified") {
    const outcome: FetchOutcome = { kind: "not_modified", status: 304, etag: fetched.etag, lastModified: fetched.lastModified };
    await recordFetchOutcome(context.db, feed.id, outcome, schedule("not_modified", { cacheMaxAgeS: fetched.cacheMaxAgeS }));
    return { feedId: feed.id, outcome: "not_modified", articlesAdded: 0, itemCount: 0 };
  }

  const failed = async (problem: string, status?: number, retryAfterS?: number): Promise<RefreshResult> => {
    const message = withoutControlCharacters(problem).slice(0, ERROR_MAX_CHARS);
    await recordFetchOutcome(context.db, feed.id, { kind: "error", message, status }, schedule("error", { retryAfterS }));
    log.warn("feed refresh failed", { feedId: feed.id, url: feed.url, status, error: message, durationMs: fetched.durationMs });
    return { feedId: feed.id, outcome: "error", articlesAdded: 0, itemCount: 0, error: message };
  };

  if (fetched.kind === "error") return failed(fetched.message, fetched.status, fetched.retryAfterS);

  const parsed = parseFeed(fetched.body, { contentType: fetched.contentType, url: fetched.finalUrl });
  if (!parsed.ok) return failed(`Could not read the feed: ${parsed.error.message}`, fetched.status);

  const { articles, skipped, promotions } = feedArticles(parsed.feed, {
    feedUrl: fetched.finalUrl,
    fetchedAt,
    domainIndex: context.domainIndex,
    feedOutletId: feed.outletId,
    aggregator: feed.aggregator,
    feedId: feed.id,
  });
  let articlesAdded: number;
  try {
    articlesAdded = await context.db.transaction(async (tx) => {
      const added = await insertArticles(tx, articles);
      await recordFetchOutcome(
        tx,
        feed.id,
        { kind: "ok", status: fetched.status, etag: fetched.etag, lastModified: fetched.lastModified, itemCount: parsed.feed.items.length, articlesAdded: added, promotions: promotions.length },
        schedule("ok", { cacheMaxAgeS: fetched.cacheMaxAgeS, retryAfterS: fetched.retryAfterS }),
      );
      return added;
    });
  } catch (error) {
    // The feed's items could not be stored (issue 23): recorded and backed off like a failed fetch,
    // so /api/feeds/status shows it failing instead of the feed being retried every lease, silently.
    // If the database itself is gone, recording fails too and the cycle logs the crash.
    return failed(`Could not store the feed's items: ${databaseErrorMessage(error)}`, fetched.status);
  }
  log.info("feed refreshed", {
    feedId: feed.id,
    url: feed.url,
    items: parsed.feed.items.length,
    articlesAdded,
    skipped: skipped.length,
    promotions: promotions.map((promotion) => `${promotion.title} (${promotion.reason})`),
    durationMs: fetched.durationMs,
  });
  return { feedId: feed.id, outcome: "ok", articlesAdded, itemCount: parsed.feed.items.length, promotions: promotions.length };
}
