import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/internal/revalidate/route";
import type { DatabaseHandle } from "@/lib/db";
import { announceChange, parseChangeNotice } from "@/lib/db/change-notice";
import { ingestDirectory } from "@/lib/engine/ingest-directory";
import { syncRegistry } from "@/lib/engine/sync-registry";
import { listOutlets, toStoredOutlet } from "@/lib/outlets";
import { upsertOutlets } from "@/lib/queries/outlets";
import { atIndex } from "@/test/at-index";
import { createTestDatabase } from "@/test/db";
import { isRevalidationRequest, REVALIDATE_PATH, startCacheInvalidation } from "./cache-invalidation";
import type { ChangeListener } from "./change-listener";

// Issue 4 "Speed": cached public pages are emptied when the engine changes stories. The real engine
// clusters our seed feeds into a real database (PGlite, or PostgreSQL in CI); what reaches the web
// process's revalidation address is recorded by a plain HTTP server standing where Next would be.
// (Next's own revalidateTag behind that address is exercised by hand, see docs/decisions.md.)

interface Received {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

const FEEDS_DIR = path.resolve(process.cwd(), "e2e/fixtures/feeds");

describe("the engine empties the web process's page cache", () => {
  let handle: DatabaseHandle;
  let server: http.Server;
  let invalidation: ChangeListener;
  const received: Received[] = [];
  /** How many of the next requests the stand-in for Next refuses with 503. */
  let failures = 0;

  async function nextRequests(count: number, timeoutMs = 5_000): Promise<Received[]> {
    const until = Date.now() + timeoutMs;
    while (received.length < count && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
    return received.splice(0, received.length);
  }

  beforeAll(async () => {
    handle = await createTestDatabase();
    await syncRegistry(handle.db);
    server = http.createServer((request, response) => {
      let body = "";
      request.on("data", (chunk) => (body += chunk));
      request.on("end", () => {
        const headers = new Headers();
        for (const [key, value] of Object.entries(request.headers)) if (typeof value === "string") headers.set(key, value);
        received.push({ method: request.method ?? "", url: request.url ?? "", headers, body: JSON.parse(body || "null") });
        const status = failures > 0 ? 503 : 200;
        failures = Math.max(0, failures - 1);
        response.writeHead(status, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    invalidation = await startCacheInvalidation(handle, (server.address() as AddressInfo).port);
  });

  afterAll(async () => {
    await invalidation?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it("asks once to refresh the stories after the engine clusters a folder of feeds", async () => {
    const report = await ingestDirectory(handle.db, FEEDS_DIR, { now: new Date("2026-11-20T12:00:00Z") });
    expect(report.cluster.clustered).toBeGreaterThan(0);
    const requests = await nextRequests(1);
    expect(requests).toHaveLength(1);
    const request = atIndex(requests, 0);
    expect(request).toMatchObject({ method: "POST", url: REVALIDATE_PATH, body: { tags: ["stories"] } });
    // The request proves itself with this process's token; a guess does not.
    expect(isRevalidationRequest(request.headers)).toBe(true);
    expect(isRevalidationRequest(new Headers({ authorization: "Bearer guess" }))).toBe(false);
    expect(isRevalidationRequest(new Headers())).toBe(false);
  });

  it("asks once more, a second later, when the server refused the refresh", async () => {
    failures = 1;
    await upsertOutlets(handle.db, [toStoredOutlet(atIndex(listOutlets(), 1))], "operator");
    const requests = await nextRequests(2);
    expect(requests.map((request) => request.body)).toEqual([{ tags: ["outlets"] }, { tags: ["outlets"] }]);
  });

  it("says nothing for a change that rolled back", async () => {
    await expect(
      handle.db.transaction(async (tx) => {
        await announceChange(tx, "stories");
        throw new Error("crash mid-batch");
      }),
    ).rejects.toThrow("crash mid-batch");
    expect(await nextRequests(1, 1_500)).toEqual([]);
  });

  it("refreshes the outlet pages when an operator imports outlets", async () => {
    const outlet = toStoredOutlet(atIndex(listOutlets(), 0));
    await upsertOutlets(handle.db, [{ ...outlet, name: `${outlet.name} (renamed)` }], "operator");
    const [request] = await nextRequests(1);
    expect(request?.body).toEqual({ tags: ["outlets"] });
  });

  it("ignores other programs' payloads on the channel", async () => {
    await handle.db.execute(sql`select pg_notify('openground_changes', 'everything')`);
    expect(await nextRequests(1, 1_500)).toEqual([]);
    expect(parseChangeNotice("everything")).toBeNull();
    expect(parseChangeNotice(undefined)).toBeNull();
    expect(parseChangeNotice("stories")).toBe("stories");
  });

  it("refuses a revalidation request without this process's token, before reading it", async () => {
    const response = await POST(new Request("http://localhost/api/internal/revalidate", { method: "POST", body: JSON.stringify({ tags: ["stories"] }) }));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: "forbidden", message: "Only the server itself may empty its caches" } });
  });
});
