import { promises as fs } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptsGzip, startReplayServer, type ReplayServer } from "./replay-server";

const RSS = `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Replay</title></channel></rss>`;
const ATOM = `<feed xmlns="http://www.w3.org/2005/Atom"><title>Atom</title></feed>`;
const JSON_FEED = `{"version":"https://jsonfeed.org/version/1.1","title":"J","items":[]}`;
const MTIME = new Date("2024-04-30T10:00:00Z");

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** node:http rather than fetch(): fetch would hide Content-Encoding by decompressing. */
function request(url: string, headers: http.OutgoingHttpHeaders = {}, method = "GET"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

let dir: string;
let server: ReplayServer;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "replay-test-"));
  const files: Record<string, string> = { "world.xml": RSS, "atom feed.xml": ATOM, "feed.json": JSON_FEED, "NOTES.txt": "not a feed", ".hidden.xml": RSS };
  for (const [name, content] of Object.entries(files)) {
    await fs.writeFile(path.join(dir, name), content);
    await fs.utimes(path.join(dir, name), MTIME, MTIME);
  }
  server = await startReplayServer({ dir, port: 0 });
});

afterAll(async () => {
  await server?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

describe("replay server", () => {
  it("lists the feed files with their paths and URLs, leaving out notes and hidden files", async () => {
    const response = await request(`${server.url}/`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(response.body.toString())).toEqual({
      feeds: [
        { name: "atom feed.xml", path: "/atom%20feed.xml", url: `${server.url}/atom%20feed.xml` },
        { name: "feed.json", path: "/feed.json", url: `${server.url}/feed.json` },
        { name: "world.xml", path: "/world.xml", url: `${server.url}/world.xml` },
      ],
    });
  });

  it.each([
    ["/world.xml", "application/rss+xml"],
    ["/atom%20feed.xml", "application/atom+xml"],
    ["/feed.json", "application/feed+json"],
  ])("serves %s as %s with a strong ETag and the file's Last-Modified", async (urlPath, contentType) => {
    const response = await request(`${server.url}${urlPath}`);
    expect(response.status).toBe(200);
    expect(response.headers["content-type"]).toBe(contentType);
    expect(response.headers.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(response.headers["last-modified"]).toBe("Tue, 30 Apr 2024 10:00:00 GMT");
    expect(response.headers["content-encoding"]).toBeUndefined();
  });

  it("answers 304 to a matching If-None-Match or If-Modified-Since, and 200 otherwise", async () => {
    const first = await request(`${server.url}/world.xml`);
    const etag = first.headers.etag!;
    expect(first.body.toString()).toBe(RSS);

    const byEtag = await request(`${server.url}/world.xml`, { "If-None-Match": etag });
    expect(byEtag.status).toBe(304);
    expect(byEtag.body.length).toBe(0);
    expect(byEtag.headers.etag).toBe(etag);

    expect((await request(`${server.url}/world.xml`, { "If-Modified-Since": "Tue, 30 Apr 2024 10:00:00 GMT" })).status).toBe(304);
    expect((await request(`${server.url}/world.xml`, { "If-Modified-Since": "Tue, 30 Apr 2024 09:59:59 GMT" })).status).toBe(200);
    expect((await request(`${server.url}/world.xml`, { "If-None-Match": '"something-else"' })).status).toBe(200);
  });

  it("gives a changed file a new ETag, so the next conditional GET gets the new content", async () => {
    await fs.writeFile(path.join(dir, "changing.xml"), RSS);
    const before = await request(`${server.url}/changing.xml`);
    await fs.writeFile(path.join(dir, "changing.xml"), RSS.replace("Replay", "Updated"));
    const after = await request(`${server.url}/changing.xml`, { "If-None-Match": before.headers.etag! });
    expect(after.status).toBe(200);
    expect(after.body.toString()).toContain("Updated");
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it("gzips when asked, with its own ETag and Vary: Accept-Encoding", async () => {
    const plain = await request(`${server.url}/world.xml`);
    const gzipped = await request(`${server.url}/world.xml`, { "Accept-Encoding": "br, gzip;q=0.8" });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toBe("Accept-Encoding");
    expect(zlib.gunzipSync(gzipped.body).toString()).toBe(RSS);
    expect(gzipped.headers.etag).not.toBe(plain.headers.etag);
    expect((await request(`${server.url}/world.xml`, { "Accept-Encoding": "gzip", "If-None-Match": gzipped.headers.etag! })).status).toBe(304);
    expect((await request(`${server.url}/world.xml`, { "Accept-Encoding": "gzip;q=0" })).headers["content-encoding"]).toBeUndefined();
  });

  it("answers HEAD with the headers only", async () => {
    const response = await request(`${server.url}/world.xml`, {}, "HEAD");
    expect(response.status).toBe(200);
    expect(response.headers["content-length"]).toBe(String(Buffer.byteLength(RSS)));
    expect(response.body.length).toBe(0);
  });

  it.each(["/missing.xml", "/..%2F..%2Fetc%2Fpasswd", "/.hidden.xml", "/%E0%A4%A", "/sub/world.xml"])("answers 404 for %s", async (urlPath) => {
    const response = await request(`${server.url}${urlPath}`);
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body.toString()).error).toMatch(/^No such feed file: /);
  });

  it("refuses methods other than GET and HEAD", async () => {
    const response = await request(`${server.url}/world.xml`, {}, "POST");
    expect(response.status).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
  });

  it("refuses to start on a folder that does not exist", async () => {
    await expect(startReplayServer({ dir: path.join(dir, "nope"), port: 0 })).rejects.toThrow(`No such folder: ${path.join(dir, "nope")}`);
  });
});

describe("acceptsGzip", () => {
  it("honours q=0 and the * wildcard", () => {
    expect(acceptsGzip("gzip, deflate, br")).toBe(true);
    expect(acceptsGzip("*")).toBe(true);
    expect(acceptsGzip("gzip;q=0, br")).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
    expect(acceptsGzip("identity")).toBe(false);
  });
});
