import { MICROCACHE_HEADER, type PageCopy, type ResponseHeaders } from "./microcache";

// The last good copy of each cached public page (issue 23, docs/decisions.md "the last good copy when a
// page cannot be made"). The microcache (microcache.ts) forgets a page after a second, and the engine's
// change notice empties it and Next's page cache at once; if Next must then remake the page while the
// database is unreachable, the remake fails and the reader got a 500. This store keeps, per microcache
// key, the last copy the microcache could have kept (a signed-out 200 from Next's page cache, no
// Set-Cookie), beyond any change notice, so scripts/server.ts can send it, marked stale, instead of the
// error. Bounded by bytes; the least recently used copy goes first.

export const STALE_HEADER = "x-openground-stale";
/** How often one page's stale answers are logged at most. */
export const STALE_LOG_INTERVAL_MS = 60_000;
export const LAST_GOOD_COPY_BYTES = 64 * 1024 * 1024;

export interface LastGoodCopiesOptions {
  maxBytes?: number;
  now?: () => number;
}

interface Entry {
  copy: PageCopy;
  /** When a stale answer from this copy was last logged (-Infinity: never). */
  loggedAt: number;
}

export class LastGoodCopies {
  readonly maxBytes: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(options: LastGoodCopiesOptions = {}) {
    this.maxBytes = options.maxBytes ?? LAST_GOOD_COPY_BYTES;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get storedBytes(): number {
    return this.bytes;
  }

  /** Keeps `copy` as the last good one for `key` (a copy larger than the whole store is not kept). */
  set(key: string, copy: PageCopy): void {
    const previous = this.entries.get(key);
    if (previous) this.delete(key, previous);
    if (copy.body.length > this.maxBytes) return;
    this.entries.set(key, { copy, loggedAt: previous?.loggedAt ?? -Infinity });
    this.bytes += copy.body.length;
    // Map order is the order of last use (get moves an entry to the end): the first is the least recent.
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldKey, oldEntry);
    }
  }

  /**
   * The stale answer for `key`: the last good copy's status, headers and body, marked stale and not to be
   * stored by anyone (the page is being remade); `log` is true at most once per STALE_LOG_INTERVAL_MS per key.
   */
  staleAnswer(key: string): { copy: PageCopy; log: boolean } | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry);
    const now = this.now();
    const log = now - entry.loggedAt >= STALE_LOG_INTERVAL_MS;
    if (log) entry.loggedAt = now;
    const headers: ResponseHeaders = {
      ...entry.copy.headers,
      "cache-control": "no-store",
      warning: '110 - "Response is Stale"',
      [STALE_HEADER]: "1",
      [MICROCACHE_HEADER]: "STALE",
    };
    return { copy: { statusCode: entry.copy.statusCode, headers, body: entry.copy.body }, log };
  }

  private delete(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.copy.body.length;
  }
}
