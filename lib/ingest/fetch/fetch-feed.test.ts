import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { fetchFeed, type FetchResult } from "./fetch-feed";
import { startLocalServer, TEST_FETCH_OPTIONS, type LocalServer } from "./local-test-server";

const RSS = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Test</title><item><title>Hello</title></item></channel></rss>`;

let server: LocalServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

function expectKind<K extends FetchResult["kind"]>(result: FetchResult, kind: K): Extract<FetchResult, { kind: K }> {
  expect(result.kind, result.kind === "error" ? result.message : "").toBe(kind);
  return result as Extract<FetchResult, { kind: K }>;
}

const text = (body: Uint8Array) => Buffer.from(body).toString("utf8");

describe("fetchFeed: conditional GET", () => {
  it("returns the feed with its ETag, then 304 Not Modified when the ETag is sent back", async () => {
    server = await startLocalServer((request, response) => {
      if (request.headers["if-none-match"] === '"v1"') {
        response.writeHead(304, { ETag: '"v1"', "Cache-Control": "max-age=600" }).end();
        return;
      }
      response.writeHead(200, { "Content-Type": "application/rss+xml", ETag: '"v1"', "Cache-Control": "max-age=600" }).end(RSS);
    });
    const url = `${server.url}/feed.xml`;

    const first = expectKind(await fetchFeed({ url }, TEST_FETCH_OPTIONS), "ok");
    expect(text(first.body)).toBe(RSS);
    expect(first).toMatchObject({ status: 200, etag: '"v1"', contentType: "application/rss+xml", finalUrl: url, cacheMaxAgeS: 600 });
    expect(first.durationMs).toBeGreaterThanOrEqual(0);

    const second = expectKind(await fetchFeed({ url, etag: first.etag }, TEST_FETCH_OPTIONS), "not_modified");
    expect(second).toMatchObject({ status: 304, etag: '"v1"', cacheMaxAgeS: 600 });
    expect(server.requests[1]!.headers["if-none-match"]).toBe('"v1"');
  });

  it("sends Last-Modified back as If-Modified-Since and keeps it on a bare 304", async () => {
    const lastModified = "Tue, 30 Apr 2024 10:00:00 GMT";
    server = await startLocalServer((request, response) => {
      if (request.headers["if-modified-since"] === lastModified) return void response.writeHead(304).end();
      response.writeHead(200, { "Content-Type": "text/xml", "Last-Modified": lastModified }).end(RSS);
    });
    const first = expectKind(await fetchFeed({ url: server.url }, TEST_FETCH_OPTIONS), "ok");
    expect(first.lastModified).toBe(lastModified);
    expect(first.etag).toBeUndefined();

    const second = expectKind(await fetchFeed({ url: server.url, lastModified, etag: '"stored"' }, TEST_FETCH_OPTIONS), "not_modified");
    // The 304 repeated no validator, so the stored ones are still the ones to send next time.
    expect(second).toMatchObject({ lastModified, etag: '"stored"' });
  });

  it("identifies itself and asks for feed formats and compression", async () => {
    server = await startLocalServer((_request, response) => void response.end(RSS));
    await fetchFeed({ url: server.url }, TEST_FETCH_OPTIONS);
    const headers = server.requests[0]!.headers;
    expect(headers["user-agent"]).toBe(TEST_FETCH_OPTIONS.userAgent);
    expect(headers.accept).toMatch(/^application\/rss\+xml, application\/atom\+xml, application\/feed\+json/);
    expect(headers["accept-encoding"]).toBe("gzip, deflate, br");
    expect(headers["if-none-match"]).toBeUndefined();
  });

  it("does not send a stored validator that Node would refuse as a header", async () => {
    server = await startLocalServer((_request, response) => void response.end(RSS));
    const result = await fetchFeed({ url: server.url, etag: '"bad\nvalue"' }, TEST_FETCH_OPTIONS);
    expect(result.kind).toBe("ok");
    expect(server.requests[0]!.headers["if-none-match"]).toBeUndefined();
  });
});

describe("fetchFeed: content codings and charsets", () => {
  const encoders: Record<string, (input: Buffer) => Buffer> = {
    gzip: (input) => zlib.gzipSync(input),
    br: (input) => zlib.brotliCompressSync(input),
    deflate: (input) => zlib.deflateSync(input),
  };

  it.each(Object.keys(encoders))("decompresses a %s body", async (coding) => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "application/rss+xml", "Content-Encoding": coding }).end(encoders[coding]!(Buffer.from(RSS)));
    });
    const result = expectKind(await fetchFeed({ url: server.url }, TEST_FETCH_OPTIONS), "ok");
    expect(text(result.body)).toBe(RSS);
  });

  it("decompresses a raw DEFLATE body sent as 'deflate' (a common server mistake)", async () => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(200, { "Content-Encoding": "deflate" }).end(zlib.deflateRawSync(Buffer.from(RSS)));
    });
    expect(text(expectKind(await fetchFeed({ url: server.url }, TEST_FETCH_OPTIONS), "ok").body)).toBe(RSS);
  });

  it("passes an unknown charset through as the exact bytes, with the declared content type", async () => {
    const bytes = Buffer.from([0x3c, 0x72, 0x73, 0x73, 0x3e, 0xff, 0xfe, 0x80, 0x81, 0x00, 0xe9, 0x3c, 0x2f, 0x72, 0x73, 0x73, 0x3e]);
    server = await startLocalServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "application/rss+xml; charset=x-klingon" }).end(bytes);
    });
    const result = expectKind(await fetchFeed({ url: server.url }, TEST_FETCH_OPTIONS), "ok");
    expect(Buffer.from(result.body).equals(bytes)).toBe(true);
    expect(result.contentType).toBe("application/rss+xml; charset=x-klingon");
  });

  it("returns an empty body labelled gzip as empty rather than as a decode error", async () => {
    server = await startLocalServer((_request, response) => void response.writeHead(200, { "Content-Encoding": "gzip", "Content-Length": "0" }).end());
    expect(expectKind(await fetchFeed({ url: server.url }, TEST_FETCH_OPTIONS), "ok").body.byteLength).toBe(0);
  });

  it("reports a corrupt gzip body as a decode error", async () => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(200, { "Content-Encoding": "gzip" }).end(Buffer.from("this is not gzip at all"));
    });
    const result = expectKind(await fetchFeed({ url: server.url }, TEST_FETCH_OPTIONS), "error");
    expect(result.code).toBe("decode");
    expect(result.message).toMatch(/Could not decompress the gzip body/);
  });

  it("refuses a content coding it cannot undo, rather than returning compressed bytes as a feed", async () => {
    server = await startLocalServer((_request, response) => {
      response.writeHead(200, { "Content-Encoding": "zstd" }).end(Buffer.from("whatever"));
    });
    const result = expectKind(await fetchFeed({ url: server.url }, TEST_FETCH_OPTIONS), "error");
    expect(result).toMatchObject({ code: "decode", message: "The server used an unsupported content coding: zstd" });
  });
});

describe("fetchFeed: redirects", () => {
  it("follows relative redirects within the limit and reports the final URL", async () => {
    server = await startLocalServer((request, response) => {
      const hop = /^\/hop\/(\d)$/.exec(request.url ?? "");
      if (hop && Number(hop[1]) < 3) return void response.writeHead(301, { Location: `/hop/${Number(hop[1]) + 1}` }).end();
      response.writeHead(200, { "Content-Type": "application/rss+xml" }).end(RSS);
    });
    const result = expectKind(await fetchFeed({ url: `${server.url}/hop/0` }, TEST_FETCH_OPTIONS), "ok");
    expect(result.finalUrl).toBe(`${server.url}/hop/3`);
    expect(server.requests).toHaveLength(4);
  });

  it("stops after maxRedirects and says where the chain was going", async () => {
    server = await startLocalServer((request, response) => {
      const n = Number(/\d+/.exec(request.url ?? "")?.[0] ?? 0);
      response.writeHead(302, { Location: `/loop/${n + 1}` }).end();
    });
    const result = expectKind(await fetchFeed({ url: `${server.url}/loop/0` }, TEST_FETCH_OPTIONS), "error");
    expect(result.code).toBe("too_many_redirects");
    expect(result.message).toBe(`Gave up after 3 redirects (the last one, from ${server.url}/loop/3, pointed to /loop/4)`);
    expect(server.requests).toHaveLength(4);
  });

  it.each(["file:///etc/passwd", "ftp://127.0.0.1/feed.xml", "gopher://127.0.0.1/"])("refuses a redirect to %s", async (location) => {
    server = await startLocalServer((_request, response) => void response.writeHead(301, { Location: location }).end());
    const result = expectKind(await fetchFeed({ url: `${server.url}/feed` }, TEST_FETCH_OPTIONS), "error");
    expect(result.code).toBe("scheme_not_allowed");
    expect(result.message).toContain(`${server.url}/feed redirected to ${location.split(":")[0]}:`);
  });
});
