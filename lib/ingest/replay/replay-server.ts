// Serves a folder of captured feed files over HTTP, like a well-behaved publisher, so the whole fetch →
// parse → store path can run end to end in tests and offline demos (`npm run replay -- DIR`). Files are
// read on each request: editing a capture changes its ETag and the next fetch sees new content.
import { createHash } from "node:crypto";
import { promises as fs } from "node:fs";
import http, { type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import zlib from "node:zlib";
import { isNotModified } from "./conditional-request";
import { guessContentType } from "./content-type";

export interface ReplayServerOptions {
  dir: string;
  /** 0 (the default) picks a free port; the chosen one is in `url`. */
  port?: number;
  host?: string;
  /** Called once per answered request, e.g. to print an access log. */
  onRequest?: (entry: ReplayRequestLog) => void;
}

export interface ReplayRequestLog {
  method: string;
  path: string;
  status: number;
  bytes: number;
}

export interface ReplayServer {
  /** Base URL, e.g. http://127.0.0.1:8787 (no trailing slash). */
  url: string;
  close(): Promise<void>;
}

export interface ReplayFeedEntry {
  name: string;
  path: string;
  url: string;
}

/** Strong validator of the exact bytes sent (RFC 9110 §8.8.3): the coded variant gets its own tag. */
function entityTag(content: Uint8Array, coding: "gzip" | null): string {
  const hash = createHash("sha256").update(content).digest("base64url").slice(0, 27);
  return coding ? `"${hash}-${coding}"` : `"${hash}"`;
}

/** Accept-Encoding (RFC 9110 §12.5.3): gzip (or x-gzip, or *) listed without q=0. */
export function acceptsGzip(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? "").split(",").some((entry) => {
    const [coding, ...params] = entry.split(";").map((part) => part.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith("q="));
    return (coding === "gzip" || coding === "x-gzip" || coding === "*") && (quality === undefined || Number(quality.slice(2)) > 0);
  });
}

/** A plain file name in the folder: no separators, no hidden files, nothing outside `dir`. */
function fileNameFrom(pathname: string): string | null {
  let name: string;
  try {
    name = decodeURIComponent(pathname.slice(1));
  } catch {
    return null;
  }
  if (!name || name.startsWith(".") || /[/\\\0]/.test(name)) return null;
  return name;
}

/** The folder's feed files (captures, even empty or broken ones; not notes such as SOURCE.txt), by name. */
export async function listReplayFeeds(dir: string, baseUrl: string): Promise<ReplayFeedEntry[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const names = entries.filter((entry) => entry.isFile() && !entry.name.startsWith(".")).map((entry) => entry.name);
  const feeds: ReplayFeedEntry[] = [];
  for (const name of names.sort()) {
    if (!guessContentType(name, await fs.readFile(path.join(dir, name))).isFeed) continue;
    const urlPath = `/${encodeURIComponent(name)}`;
    feeds.push({ name, path: urlPath, url: `${baseUrl}${urlPath}` });
  }
  return feeds;
}

function send(response: ServerResponse, status: number, headers: OutgoingHttpHeaders, body?: Uint8Array | string): number {
  response.writeHead(status, headers);
  const bytes = body === undefined || response.req.method === "HEAD" ? 0 : Buffer.byteLength(body);
  response.end(bytes ? body : undefined);
  return bytes;
}

function sendJson(response: ServerResponse, status: number, value: unknown, extra: OutgoingHttpHeaders = {}): number {
  const body = JSON.stringify(value, null, 2);
  return send(response, status, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-cache", ...extra }, body);
}

async function serveFile(request: IncomingMessage, response: ServerResponse, dir: string, name: string): Promise<number> {
  const filePath = path.join(dir, name);
  const stat = await fs.stat(filePath).catch(() => null);
  if (!stat?.isFile()) return sendJson(response, 404, { error: `No such feed file: ${name}` });
  const content = await fs.readFile(filePath);
  const gzip = acceptsGzip(request.headers["accept-encoding"]);
  const etag = entityTag(content, gzip ? "gzip" : null);
  const headers: OutgoingHttpHeaders = {
    ETag: etag,
    "Last-Modified": new Date(stat.mtimeMs).toUTCString(),
    Vary: "Accept-Encoding",
    // Stored but revalidated on every use (RFC 9111 §5.2.2.4): each fetch exercises the conditional path.
    "Cache-Control": "no-cache",
  };
  const conditional = { ifNoneMatch: request.headers["if-none-match"], ifModifiedSince: request.headers["if-modified-since"] };
  if (isNotModified(conditional, { etag, lastModifiedMs: stat.mtimeMs })) return send(response, 304, headers);
  const body = gzip ? zlib.gzipSync(content) : content;
  return send(
    response,
    200,
    {
      ...headers,
      "Content-Type": guessContentType(name, content).contentType,
      "Content-Length": body.byteLength,
      ...(gzip ? { "Content-Encoding": "gzip" } : {}),
    },
    body,
  );
}

async function handle(request: IncomingMessage, response: ServerResponse, dir: string, baseUrl: string): Promise<number> {
  if (request.method !== "GET" && request.method !== "HEAD") {
    return sendJson(response, 405, { error: "Only GET and HEAD are supported" }, { Allow: "GET, HEAD" });
  }
  const pathname = new URL(request.url ?? "/", baseUrl).pathname;
  if (pathname === "/") return sendJson(response, 200, { feeds: await listReplayFeeds(dir, baseUrl) });
  const name = fileNameFrom(pathname);
  if (!name) return sendJson(response, 404, { error: `No such feed file: ${pathname}` });
  return serveFile(request, response, dir, name);
}

export async function startReplayServer(options: ReplayServerOptions): Promise<ReplayServer> {
  const { dir, port = 0, host = "127.0.0.1", onRequest } = options;
  const stat = await fs.stat(dir).catch(() => null);
  if (!stat?.isDirectory()) throw new Error(`No such folder: ${dir}`);

  let baseUrl = "";
  const server = http.createServer((request, response) => {
    handle(request, response, dir, baseUrl)
      .catch((error: unknown) => {
        if (response.headersSent) return void response.destroy();
        return sendJson(response, 500, { error: `Could not serve ${request.url}: ${(error as Error).message}` });
      })
      .then((bytes) => onRequest?.({ method: request.method ?? "", path: request.url ?? "", status: response.statusCode, bytes: bytes ?? 0 }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  baseUrl = `http://${address.family === "IPv6" ? `[${address.address}]` : address.address}:${address.port}`;
  return {
    url: baseUrl,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
