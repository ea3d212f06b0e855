// Which feeds to refresh in one batch, in memory (after miniflux's storage/batch.go). The database
// pre-selects the same way in SQL (lib/queries/feeds.ts claimDueFeeds); this is the rule itself,
// kept pure so it can be read and tested on its own.

export interface DueFeedCandidate<Id extends string | number = number> {
  id: Id;
  url: string;
  /** Milliseconds since the epoch. */
  nextCheckAt: number;
  errorCount: number;
}

export interface PickDueFeedsOptions {
  now: number;
  limit: number;
  /** At most this many feeds of one host per batch, so one publisher is never hit by a burst. */
  perHostLimit: number;
  /** Feeds with this many consecutive errors or more are left for an operator to look at. */
  maxErrors?: number;
}

/**
 * The host a feed counts against. Case does not matter (RFC 3986 §3.2.2); the port does not split a
 * host either, since it is the same machine. An unparsable URL counts as its own host so it cannot
 * block others (its fetch will fail with invalid_url and be recorded).
 */
export function feedHost(url: string): string {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return `invalid:${url}`;
  }
}

/** Due feeds, oldest due first (ties by id), at most `perHostLimit` per host, at most `limit`. */
export function pickDueFeeds<Id extends string | number>(feeds: DueFeedCandidate<Id>[], options: PickDueFeedsOptions): Id[] {
  const { now, limit, perHostLimit, maxErrors = Number.POSITIVE_INFINITY } = options;
  const due = feeds
    .filter((feed) => feed.nextCheckAt <= now && feed.errorCount < maxErrors)
    .sort((a, b) => a.nextCheckAt - b.nextCheckAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const perHost = new Map<string, number>();
  const picked: Id[] = [];
  for (const feed of due) {
    if (picked.length >= limit) break;
    const host = feedHost(feed.url);
    const taken = perHost.get(host) ?? 0;
    if (taken >= perHostLimit) continue;
    perHost.set(host, taken + 1);
    picked.push(feed.id);
  }
  return picked;
}
