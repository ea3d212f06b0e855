// A feed server that misbehaves on purpose, for `npm run prove -- faults`: one address per way a
// publisher (or someone in between) can hurt the worker.
import http from "node:http";
import type { AddressInfo } from "node:net";
import zlib from "node:zlib";

const GIB = 1024 ** 3;

export interface HostileFeed {
  path: string;
  what: string;
  /** What the worker must do: mark the feed failing, or store its items with the NULs taken out. */
  expected: "failing" | "stored";
}

export const HOSTILE_FEEDS: HostileFeed[] = [
  { path: "/hang", expected: "failing", what: "accepts the connection and never answers" },
  { path: "/trickle", expected: "failing", what: "sends headers, then one byte every 2 s" },
  { path: "/garbage", expected: "failing", what: "64 KiB of random bytes as application/rss+xml" },
  { path: "/gzip-bomb", expected: "failing", what: "1 GiB of zeros gzipped to about 1 MiB" },
  { path: "/huge", expected: "failing", what: "a 1 GiB RSS body (Content-Length 1 GiB)" },
  { path: "/nul-rss", expected: "stored", what: "RSS whose titles and descriptions hold NUL characters" },
  { path: "/nul-json", expected: "stored", what: "JSON Feed whose title and summary hold \\u0000" },
];

/** 1 GiB of zeros, gzipped as it streams (never held whole). */
function gzipBomb(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const gzip = zlib.createGzip({ level: 9 });
    const chunks: Buffer[] = [];
    gzip.on("data", (chunk: Buffer) => chunks.push(chunk));
    gzip.on("end", () => resolve(Buffer.concat(chunks)));
    gzip.on("error", reject);
    const zeros = Buffer.alloc(1024 * 1024);
    let written = 0;
    const write = () => {
      while (written < GIB) {
        written += zeros.length;
        if (!gzip.write(zeros)) return void gzip.once("drain", write);
      }
      gzip.end();
    };
    write();
  });
}

function nulRss(host: string, marker: string): string {
  const items = [1, 2, 3]
    .map((n) => `<item><title>Hostile\u0000 headline ${n} ${marker}</title><link>https://${host}/nul-rss-${marker}-${n}</link><description>Body\u0000 text</description><pubDate>${new Date().toUTCString()}</pubDate></item>`)
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>NUL</title><link>https://${host}/</link>${items}</channel></rss>`;
}

function nulJson(host: string, marker: string): string {
  return JSON.stringify({
    version: "https://jsonfeed.org/version/1.1",
    title: "NUL JSON",
    home_page_url: `https://${host}/`,
    items: [1, 2, 3].map((n) => ({
      id: `nul-json-${marker}-${n}`,
      url: `https://${host}/nul-json-${marker}-${n}`,
      title: `Hostile\u0000 JSON headline ${n} ${marker}`,
      summary: "Summary with a \u0000 in it",
      date_published: new Date().toISOString(),
    })),
  });
}

export interface HostileServer {
  url: string;
  close(): Promise<void>;
}

/** Serves HOSTILE_FEEDS; the NUL feeds' items link to `host` (the outlet they are registered for). */
export async function startHostileServer(host: string, marker: string): Promise<HostileServer> {
  const bomb = await gzipBomb();
  const held = new Set<http.ServerResponse>();
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((request, response) => {
    switch (request.url) {
      case "/hang":
        held.add(response);
        return;
      case "/trickle": {
        response.writeHead(200, { "content-type": "application/rss+xml" });
        const timer = setInterval(() => response.write("<"), 2_000);
        timers.add(timer);
        response.on("close", () => clearInterval(timer));
        return;
      }
      case "/garbage": {
        const bytes = Buffer.alloc(64 * 1024);
        for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
        response.writeHead(200, { "content-type": "application/rss+xml" }).end(bytes);
        return;
      }
      case "/gzip-bomb":
        response.writeHead(200, { "content-type": "application/rss+xml", "content-encoding": "gzip", "content-length": bomb.length }).end(bomb);
        return;
      case "/huge": {
        response.writeHead(200, { "content-type": "application/rss+xml", "content-length": GIB });
        const head = Buffer.from(`<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title>`);
        const item = Buffer.from(`<item><title>Filler</title><link>https://${host}/huge</link></item>`.padEnd(1024, " "));
        let sent = head.length;
        response.write(head);
        const pump = () => {
          while (sent + item.length <= GIB) {
            sent += item.length;
            if (!response.write(item)) return void response.once("drain", pump);
          }
          response.end(" ".repeat(GIB - sent));
        };
        response.on("close", () => (sent = GIB));
        pump();
        return;
      }
      case "/nul-rss":
        response.writeHead(200, { "content-type": "application/rss+xml; charset=utf-8" }).end(nulRss(host, marker));
        return;
      case "/nul-json":
        response.writeHead(200, { "content-type": "application/feed+json; charset=utf-8" }).end(nulJson(host, marker));
        return;
      default:
        response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const timer of timers) clearInterval(timer);
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
