import { createServer, get, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { createGzip, gunzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { LastGoodCopies } from "./last-good-copy";
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

async function startSite(cache: Microcache, answer: (request: IncomingMessage, response: ServerResponse) => void, lastGood?: LastGoodCopies): Promise<Site> {
  let served = 0;
  const handle = withMicrocache(
    cache,
    async (request, response) => {
      served += 1;
      answer(request, response);
    },
    lastGood,
  );
  // As scripts/server.ts does when the handler throws.
  server = createServer((request, response) => {
    handle(request, response).catch(() => {
      if (!response.headersSent) response.statusCode = 500;
      response.end();
    });
  });
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

describe("withMicrocache and the last good copy", () => {
  /** Next's answer while the database is away: its error page, not cacheable. */
  function errorPage(status: number) {
    return (request: IncomingMessage, response: ServerResponse) => {
      response.statusCode = status;
      response.setHeader("Cache-Control", "private, no-cache, no-store, max-age=0, must-revalidate");
      response.setHeader("Content-Type", "text/html; charset=utf-8");
      response.end("<html>Internal Server Error</html>");
    };
  }

  /** A site whose "Next" answers with `answers[0]` first, then each next one for each next request. */
  async function startFailingSite(ttlMs: number, answers: ((request: IncomingMessage, response: ServerResponse) => void)[]) {
    const lastGood = new LastGoodCopies();
    let calls = 0;
    const site = await startSite(new Microcache({ ttlMs }), (request, response) => answers[Math.min(calls++, answers.length - 1)]!(request, response), lastGood);
    return { ...site, lastGood };
  }

  const failures: [string, (request: IncomingMessage, response: ServerResponse) => void][] = [
    ["answers 500", errorPage(500)],
    ["answers 503 through writeHead", (request, response) => {
      response.writeHead(503, { "content-type": "application/json", "retry-after": "5" });
      response.end('{"error":{}}');
    }],
    ["streams a 500 (headers flushed first)", (request, response) => {
      response.statusCode = 500;
      response.flushHeaders();
      response.write("<html>");
      response.end("Internal Server Error</html>");
    }],
    ["throws", () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:5432");
    }],
  ];

  for (const [what, failure] of failures) {
    it(`sends the last good copy, marked stale, when Next ${what} for a page it sent before`, async () => {
      const site = await startFailingSite(60_000, [cachedPage, failure]);
      await (await fetch(`${site.base}/`, { headers: returning })).text();
      site.cache.clear(); // the engine's change notice empties the caches…
      const stale = await fetch(`${site.base}/`, { headers: returning }); // …and the remake fails
      expect(stale.status).toBe(200);
      expect(await stale.text()).toBe(PAGE);
      expect(stale.headers.get("x-openground-stale")).toBe("1");
      expect(stale.headers.get("warning")).toBe('110 - "Response is Stale"');
      expect(stale.headers.get("cache-control")).toBe("no-store");
      expect(stale.headers.get("content-type")).toBe("text/html; charset=utf-8");
      expect(stale.headers.get("vary")).toBe("rsc, Accept-Encoding");
      expect(stale.headers.get("x-microcache")).toBe("STALE");
      // The stale answer is not kept: the next request asks Next again.
      const again = await fetch(`${site.base}/`, { headers: returning });
      expect(again.headers.get("x-openground-stale")).toBe("1");
      await again.text();
      expect(site.served()).toBe(3);
    });
  }

  it("sends the last good copy with the microcache turned off, and Next's page again once it can make it", async () => {
    const site = await startFailingSite(0, [cachedPage, errorPage(500), cachedPage]);
    await (await fetch(`${site.base}/`, { headers: returning })).text();
    const stale = await fetch(`${site.base}/`, { headers: returning });
    expect(stale.headers.get("x-openground-stale")).toBe("1");
    expect(await stale.text()).toBe(PAGE);
    const fresh = await fetch(`${site.base}/`, { headers: returning });
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get("x-openground-stale")).toBeNull();
    await fresh.text();
  });

  it("answers the error for a page never sent, another edition's page or a personal answer", async () => {
    const site = await startFailingSite(60_000, [
      (request, response) => {
        response.writeHead(200, { "content-type": "text/html", "x-nextjs-cache": "HIT", "set-cookie": "GROUND_FEED_EDITION=top-uk" });
        response.end("personal");
      },
      errorPage(503),
    ]);
    const personal = await fetch(`${site.base}/`, { headers: returning });
    expect(await personal.text()).toBe("personal");
    expect(site.lastGood.size).toBe(0);
    for (const [url, headers] of [["/", returning], ["/story/never-seen", returning], ["/", { cookie: "GROUND_FEED_EDITION=top-uk" }]] as const) {
      const failed = await fetch(`${site.base}${url}`, { headers });
      expect(failed.status).toBe(503);
      expect(failed.headers.get("x-openground-stale")).toBeNull();
      expect(await failed.text()).toContain("Internal Server Error");
    }
  });

  it("never keeps a signed-in reader's page as a last good copy, nor sends a signed-out one to them", async () => {
    const signedIn = { cookie: "GROUND_FEED_EDITION=top-us; GROUND_LOGIN_TOKEN=t" };
    const site = await startFailingSite(60_000, [cachedPage, cachedPage, errorPage(500)]);
    await (await fetch(`${site.base}/`, { headers: signedIn })).text();
    expect(site.lastGood.size).toBe(0);
    await (await fetch(`${site.base}/`, { headers: returning })).text();
    expect(site.lastGood.size).toBe(1);
    site.cache.clear();
    const failed = await fetch(`${site.base}/`, { headers: signedIn });
    expect(failed.status).toBe(500);
    expect(failed.headers.get("x-openground-stale")).toBeNull();
    await failed.text();
    const stale = await fetch(`${site.base}/`, { headers: returning });
    expect(stale.headers.get("x-openground-stale")).toBe("1");
    await stale.text();
  });
});
