import { randomBytes, timingSafeEqual } from "node:crypto";
import type { ChangedData } from "@/lib/db/change-notice";
import type { DatabaseHandle } from "@/lib/db/client";
import { log } from "@/lib/log";
import { listenForChanges, type ChangeListener } from "./change-listener";
import { coalesceChanges } from "./coalesce-changes";

// Engine → page cache (issue 4 "Speed": public pages are invalidated by the engine when a story changes).
// Next empties tagged caches only from inside a request (revalidateTag needs the request's store), so the
// web process, on hearing a change notice, asks itself over loopback: POST /api/internal/revalidate with
// a token made at start-up and known only to this process. The route empties the data caches tagged with
// what changed, and with them every cached page made from them (/edition/*, /story-view/*, …).

export const REVALIDATE_PATH = "/api/internal/revalidate";
/** Notices are gathered this long, so a backlog costs one refresh per second at most. */
export const COALESCE_MS = 1_000;

const holder = globalThis as unknown as { __opengroundRevalidateToken?: string };

/** This process's token, made on first use. */
function revalidationToken(): string {
  holder.__opengroundRevalidateToken ??= randomBytes(24).toString("base64url");
  return holder.__opengroundRevalidateToken;
}

/** Whether a request carries this process's token (false while the process has made none). */
export function isRevalidationRequest(headers: Headers): boolean {
  const token = holder.__opengroundRevalidateToken;
  const given = headers.get("authorization") ?? "";
  if (!token) return false;
  const expected = Buffer.from(`Bearer ${token}`);
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * How long a refresh may take: under load the request waits its turn behind the readers' (issue 23: 10 s
 * was not enough at 200 connections, docs/reliability.md); past FEED_CACHE_SECONDS (30, in
 * lib/site/cached-feeds.ts, which is server-only and not imported here) the pages have refreshed on
 * their own, so waiting longer is pointless.
 */
export const REVALIDATE_TIMEOUT_MS = 30_000;
/** A refused or failed refresh (not one that ran out of time) is asked once more, this much later. */
export const REVALIDATE_RETRY_MS = 1_000;

async function askToRevalidate(port: number, changed: ChangedData[]): Promise<void> {
  const started = Date.now();
  const deadline = AbortSignal.timeout(REVALIDATE_TIMEOUT_MS);
  for (let attempt = 1; ; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}${REVALIDATE_PATH}`, {
        method: "POST",
        headers: { authorization: `Bearer ${revalidationToken()}`, "content-type": "application/json" },
        body: JSON.stringify({ tags: changed }),
        signal: deadline,
      });
      if (!response.ok) throw new Error(`${REVALIDATE_PATH} answered ${response.status}`);
      log.debug("cached pages refreshed", { changed, attempt, durationMs: Date.now() - started });
      return;
    } catch (error) {
      if (attempt < 2 && !deadline.aborted) {
        await new Promise((resolve) => setTimeout(resolve, REVALIDATE_RETRY_MS));
        if (!deadline.aborted) continue;
      }
      // The pages still refresh on their own within FEED_CACHE_SECONDS; say why they did not at once.
      log.warn("could not refresh the cached pages after a change", { changed, port, attempt, durationMs: Date.now() - started, error });
      return;
    }
  }
}

/** Listens for change notices and empties the matching caches of the server on `port` (this process). */
export async function startCacheInvalidation(handle: DatabaseHandle, port: number): Promise<ChangeListener> {
  revalidationToken();
  const changes = coalesceChanges((changed) => askToRevalidate(port, changed), COALESCE_MS);
  const listener = await listenForChanges(handle, changes.notice);
  return {
    async close() {
      changes.cancel();
      await listener.close();
    },
  };
}
