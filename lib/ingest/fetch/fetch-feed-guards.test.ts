// The fetcher's defences: size cap, deadline, address policy and error statuses. Every server here
// listens on loopback; the private-address cases that are not loopback are refused before any
// connection is attempted, and the classifier itself is covered in address-policy.test.ts.
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { fetchFeed, type FetchResult } from "./fetch-feed";
import { startLocalServer, TEST_FETCH_OPTIONS, type LocalServer } from "./local-test-server";

let server: LocalServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

function expectError(result: FetchResult): Extract<FetchResult, { kind: "error" }> {
  expect(result.kind).toBe("error");
  return result as Extract<FetchResult, { kind: "error" }>;
}

describe("fetchFeed: size cap", () => {
  const options = { ...TEST_FETCH_OPTIONS, maxBytes: 100_000 };

  it("refuses a declared Content-Length over the cap", async () => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(200, { "Content-Length": "200000" }).end(Buffer.alloc(200_000, 0x61));
    });
    const result = expectError(await fetchFeed({ url: server.url }, options));
    expect(result).toMatchObject({ code: "too_large", message: "The feed is larger than the 100000-byte limit" });
  });

  it("stops a chunked stream with no declared length once it passes the cap", async () => {
    let written = 0;
    server = await startLocalServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "application/rss+xml" });
      const pump = () => {
        while (written < 50_000_000 && !response.destroyed) {
          written += 16_384;
          if (!response.write(Buffer.alloc(16_384, 0x61))) return void response.once("drain", pump);
        }
        response.end();
      };
      pump();
    });
    const result = expectError(await fetchFeed({ url: server.url }, options));
    expect(result.code).toBe("too_large");
    expect(written).toBeLessThan(50_000_000);
  });

  it("applies the cap to the decompressed size, so a gzip bomb is stopped early", async () => {
    // 256 concatenated gzip members of 1 MiB of zeros each (RFC 1952 §2.2): ~260 KB that inflate to 256 MiB.
    const member = zlib.gzipSync(Buffer.alloc(1024 * 1024));
    const bomb = Buffer.concat(Array.from({ length: 256 }, () => member));
    server = await startLocalServer((_request, response) => {
      response.writeHead(200, { "Content-Encoding": "gzip", "Content-Length": String(bomb.length) }).end(bomb);
    });
    const before = process.memoryUsage();
    const result = expectError(await fetchFeed({ url: server.url }, { ...TEST_FETCH_OPTIONS, maxBytes: 1_000_000 }));
    const after = process.memoryUsage();
    expect(bomb.length).toBeLessThan(1_000_000);
    expect(result.code).toBe("too_large");
    // 256 MB inflated would show here; streaming with the cap keeps it to a few chunks.
    expect(after.arrayBuffers - before.arrayBuffers).toBeLessThan(64 * 1024 * 1024);
    expect(result.durationMs).toBeLessThan(2_000);
  });
});

describe("fetchFeed: deadline", () => {
  it("gives up on a server that never answers", async () => {
    server = await startLocalServer(() => undefined);
    const result = expectError(await fetchFeed({ url: server.url }, { ...TEST_FETCH_OPTIONS, timeoutMs: 300 }));
    expect(result).toMatchObject({ code: "timeout", message: "No complete response within 300 ms" });
    expect(result.durationMs).toBeGreaterThanOrEqual(290);
    expect(result.durationMs).toBeLessThan(2_000);
  });

  it("counts the body too: a server that stalls mid-body times out", async () => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "application/rss+xml" });
      response.write("<rss><channel>");
    });
    const result = expectError(await fetchFeed({ url: server.url }, { ...TEST_FETCH_OPTIONS, timeoutMs: 300 }));
    expect(result.code).toBe("timeout");
  });
});

describe("fetchFeed: address policy", () => {
  const strict = { ...TEST_FETCH_OPTIONS, allowPrivate: false };

  it("refuses a loopback server when private addresses are not allowed, without connecting", async () => {
    server = await startLocalServer((_request, response) => void response.end("<rss/>"));
    const result = expectError(await fetchFeed({ url: `${server.url}/feed.xml` }, strict));
    expect(result.code).toBe("private_address");
    expect(result.message).toBe("Refused to connect: 127.0.0.1 is a loopback address; set FEEDS_ALLOW_PRIVATE=1 to allow private addresses");
    expect(server.requests).toHaveLength(0);

    expect((await fetchFeed({ url: `${server.url}/feed.xml` }, TEST_FETCH_OPTIONS)).kind).toBe("ok");
  });

  it("checks what a name resolves to, not just literal addresses", async () => {
    server = await startLocalServer((_request, response) => void response.end("<rss/>"));
    const result = expectError(await fetchFeed({ url: `http://localhost:${server.port}/` }, strict));
    expect(result.code).toBe("private_address");
    expect(result.message).toContain("(localhost resolves to it)");
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    ["http://[::1]:9/", "::1 is a loopback address"],
    ["http://[::ffff:127.0.0.1]:9/", "::ffff:7f00:1 is an IPv4-mapped IPv6 address"],
    ["http://0.0.0.0:9/", "0.0.0.0 is an unspecified address"],
  ])("refuses %s before connecting", async (url, reason) => {
    const result = expectError(await fetchFeed({ url }, strict));
    expect(result.code).toBe("private_address");
    expect(result.message).toContain(reason);
  });

  it("connects to a name that resolves to loopback when the operator allows it", async () => {
    server = await startLocalServer((_request, response) => void response.end("<rss/>"));
    const result = await fetchFeed({ url: `http://localhost:${server.port}/` }, TEST_FETCH_OPTIONS);
    expect(result.kind).toBe("ok");
    expect(server.requests[0]!.headers.host).toBe(`localhost:${server.port}`);
  });
});

describe("fetchFeed: URLs and schemes", () => {
  it.each([
    ["not a url", "invalid_url", 'Not a valid URL: "not a url"'],
    ["ftp://127.0.0.1/feed.xml", "scheme_not_allowed", "Only http and https feeds can be fetched, not ftp: (ftp://127.0.0.1/feed.xml)"],
    ["file:///etc/passwd", "scheme_not_allowed", "Only http and https feeds can be fetched, not file: (file:///etc/passwd)"],
  ])("refuses %s", async (url, code, message) => {
    expect(expectError(await fetchFeed({ url }, TEST_FETCH_OPTIONS))).toMatchObject({ code, message });
  });
});

describe("fetchFeed: HTTP errors", () => {
  it("returns 429 with the Retry-After seconds", async () => {
    server = await startLocalServer((_request, response) => void response.writeHead(429, { "Retry-After": "120" }).end());
    const result = expectError(await fetchFeed({ url: server.url }, TEST_FETCH_OPTIONS));
    expect(result).toMatchObject({ code: "http_status", status: 429, retryAfterS: 120 });
    expect(result.message).toBe(`HTTP 429 Too Many Requests from ${server.url}/: the server is rate-limiting us; it asks us to retry after 120 s`);
  });

  it("reads a Retry-After HTTP-date on 503 against the injected clock", async () => {
    const now = Date.parse("2024-05-01T12:00:00Z");
    server = await startLocalServer((_request, response) => void response.writeHead(503, { "Retry-After": "Wed, 01 May 2024 12:10:00 GMT" }).end());
    const result = expectError(await fetchFeed({ url: server.url }, { ...TEST_FETCH_OPTIONS, now: () => now }));
    expect(result).toMatchObject({ code: "http_status", status: 503, retryAfterS: 600 });
  });

  it("explains a 500 clearly", async () => {
    server = await startLocalServer((_request, response) => void response.writeHead(500).end("stack trace"));
    const result = expectError(await fetchFeed({ url: `${server.url}/rss` }, TEST_FETCH_OPTIONS));
    expect(result).toMatchObject({ code: "http_status", status: 500, retryAfterS: undefined });
    expect(result.message).toBe(`HTTP 500 Internal Server Error from ${server.url}/rss: the server failed to answer`);
  });

  it("tells the operator to check the URL on 404", async () => {
    server = await startLocalServer((_request, response) => void response.writeHead(404).end());
    const result = expectError(await fetchFeed({ url: `${server.url}/gone.xml` }, TEST_FETCH_OPTIONS));
    expect(result.message).toBe(`HTTP 404 Not Found from ${server.url}/gone.xml: the feed is not at this address (check the feed URL)`);
  });

  it("reports a refused connection", async () => {
    const closed = await startLocalServer(() => undefined);
    await closed.close();
    const result = expectError(await fetchFeed({ url: closed.url }, TEST_FETCH_OPTIONS));
    expect(result).toMatchObject({ code: "connection", message: `Connection refused by 127.0.0.1:${closed.port}` });
  });

  it("reports a connection cut in the middle of the body", async () => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(200, { "Content-Length": "10000" });
      response.write("<rss>", () => response.socket?.destroy());
    });
    const result = expectError(await fetchFeed({ url: server.url }, TEST_FETCH_OPTIONS));
    expect(result.code).toBe("connection");
    expect(result.message).toMatch(/^The connection broke while reading the body/);
  });
});
