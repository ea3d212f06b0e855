import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createGzip, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { Microcache } from "./microcache";
import { withMicrocache } from "./microcache-http";

// The microcache in a real HTTP server. Next's own handler is too heavy to start here (the Playwright
// suite runs the whole site behind it); this one answers the way Next does: headers set one by one or
// through writeHead, a body in several writes of strings and buffers, or a gzip stream piped into the
// response.

const PAGE = "<!DOCTYPE html><html><body>" + "Lawmakers debate the energy bill. ".repeat(400) + "</body></html>";

interface Site {
  base: string;
  cache: Microcache;
  /** How many requests reached the wrapped handler ("Next"). */
  served: () => number;
}

let server: Server | undefined;

async function stopSite(): Promise<void> {
  const running = server;
  server = undefined;
  if (!running) return;
  running.closeAllConnections();
  await new Promise((resolve) => running.close(resolve));
}

afterEach(stopSite);

async function startSite(cache: Microcache, answer: (request: IncomingMessage, response: ServerResponse) => void): Promise<Site> {
  let served = 0;
  const handle = withMicrocache(cache, async (request, response) => {
    served += 1;
    answer(request, response);
  });
  server = createServer((request, response) => void handle(request, response));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return { base: `http://127.0.0.1:${(server!.address() as AddressInfo).port}`, cache, served: () => served };
}

/** A page from Next's page cache, in three writes, its headers set one by one. */
function cachedPage(request: IncomingMessage, response: ServerResponse): void {
  response.setHeader("Content-Type", "text/html; charset=utf-8");
  response.setHeader("x-nextjs-cache", "HIT");
  response.setHeader("Vary", "rsc, Accept-Encoding");
  response.write(PAGE.slice(0, 100));
  response.write(Buffer.from(PAGE.slice(100, 2000)));
  response.end(PAGE.slice(2000), "utf8");
}

const returning = { cookie: "GROUND_FEED_EDITION=top-us" };

describe("withMicrocache", () => {
  it("answers a repeated request from the copy, byte for byte, without asking Next", async () => {
    const site = await startSite(new Microcache({ ttlMs: 60_000 }), cachedPage);
    const first = await fetch(`${site.base}/`, { headers: returning });
    expect(first.headers.get("x-microcache")).toBe("MISS");
    expect(await first.text()).toBe(PAGE);
    const second = await fetch(`${site.base}/`, { headers: returning });
    expect(second.headers.get("x-microcache")).toBe("HIT");
    expect(second.headers.get("x-nextjs-cache")).toBe("HIT");
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(second.headers.get("vary")).toBe("rsc, Accept-Encoding");
    expect(second.headers.get("content-length")).toBe(String(Buffer.byteLength(PAGE)));
    expect(await second.text()).toBe(PAGE);
    expect(site.served()).toBe(1);
  });

  it("keeps a compressed answer as it was sent, for readers who accept the same encoding only", async () => {
    const site = await startSite(new Microcache({ ttlMs: 60_000 }), (request, response) => {
      response.writeHead(200, { "Content-Type": "text/html", "Content-Encoding": "gzip", "x-nextjs-cache": "HIT" });
      const gzip = createGzip();
      gzip.pipe(response);
      gzip.end(PAGE);
    });
    const gzipped = { ...returning, "accept-encoding": "gzip" };
    await (await fetch(`${site.base}/`, { headers: gzipped })).arrayBuffer();
    // node:http straight, so the bytes are compared as they come, without fetch's decompression.
    const raw = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      get(`${site.base}/`, { headers: gzipped }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }).on("error", reject);
    });
    expect(raw.headers["x-microcache"]).toBe("HIT");
    expect(raw.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(raw.body).toString()).toBe(PAGE);
    // Another encoding is another copy: this reader goes to Next.
    await (await fetch(`${site.base}/`, { headers: { ...returning, "accept-encoding": "identity" } })).arrayBuffer();
    expect(site.served()).toBe(2);
  });

  it("never sends a signed-out reader's copy to a signed-in reader, other editions or client-router requests", async () => {
    const site = await startSite(new Microcache({ ttlMs: 60_000 }), cachedPage);
    await (await fetch(`${site.base}/`, { headers: returning })).text();
    // A signed-in reader has copies of their own (issue 28): the first goes to Next.
    const signedIn = await fetch(`${site.base}/`, { headers: { cookie: "GROUND_FEED_EDITION=top-us; GROUND_LOGIN_TOKEN=t" } });
    expect(signedIn.headers.get("x-microcache")).toBe("MISS");
    await signedIn.text();
    const router = await fetch(`${site.base}/`, { headers: { ...returning, rsc: "1" } });
    expect(router.headers.get("x-microcache")).toBeNull();
    await router.text();
    const otherEdition = await fetch(`${site.base}/`, { headers: { cookie: "GROUND_FEED_EDITION=top-uk" } });
    expect(otherEdition.headers.get("x-microcache")).toBe("MISS");
    await otherEdition.text();
    expect(site.served()).toBe(4);
  });

  it("never keeps a personal, uncached or failed answer", async () => {
    const answers: [number, Record<string, string>][] = [
      [200, { "x-nextjs-cache": "HIT", "set-cookie": "GROUND_FEED_EDITION=top-uk" }],
      [200, {}],
      [404, { "x-nextjs-cache": "HIT" }],
      [500, {}],
    ];
    for (const [status, headers] of answers) {
      const site = await startSite(new Microcache({ ttlMs: 60_000 }), (request, response) => {
        response.writeHead(status, headers);
        response.end("answer");
      });
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${site.base}/`, { headers: returning });
        expect(response.status).toBe(status);
        expect(response.headers.get("x-microcache"), JSON.stringify(headers)).toBe("MISS");
        await response.text();
      }
      expect(site.served()).toBe(2);
      await stopSite();
    }
  });

  it("asks Next again once the copy's second is over or the engine emptied the caches", async () => {
    const site = await startSite(new Microcache({ ttlMs: 150 }), cachedPage);
    const get = async () => {
      const response = await fetch(`${site.base}/`, { headers: returning });
      await response.text();
      return response.headers.get("x-microcache");
    };
    expect(await get()).toBe("MISS");
    expect(await get()).toBe("HIT");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await get()).toBe("MISS");
    site.cache.clear();
    expect(await get()).toBe("MISS");
    expect(await get()).toBe("HIT");
    expect(site.served()).toBe(3);
  });

  it("is Next alone when turned off", async () => {
    const site = await startSite(new Microcache({ ttlMs: 0 }), cachedPage);
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${site.base}/`, { headers: returning });
      expect(response.headers.get("x-microcache")).toBeNull();
      expect(await response.text()).toBe(PAGE);
    }
    expect(site.served()).toBe(3);
  });
});
