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

async function askToRevalidate(port: number, changed: ChangedData[]): Promise<void> {
  const started = Date.now();
  try {
    const response = await fetch(`http://127.0.0.1:${port}${REVALIDATE_PATH}`, {
      method: "POST",
      headers: { authorization: `Bearer ${revalidationToken()}`, "content-type": "application/json" },
      body: JSON.stringify({ tags: changed }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`${REVALIDATE_PATH} answered ${response.status}`);
    log.debug("cached pages refreshed", { changed, durationMs: Date.now() - started });
  } catch (error) {
    // The pages still refresh on their own within FEED_CACHE_SECONDS; say why they did not at once.
    log.warn("could not refresh the cached pages after a change", { changed, port, error });
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
