// Fetches one feed (ARCHITECTURE.md §4 "Fetch", after miniflux's internal/reader/fetcher): a
// conditional GET with a whole-request deadline, at most N redirects with every hop re-checked, only
// http(s) to public addresses, a decoded-size cap, and the server's Retry-After and freshness returned
// for the scheduler. It never throws: every failure comes back as `{ kind: "error", code, message }`.
import http, { type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import { freshnessLifetimeS, parseRetryAfter } from "./cache-headers";
import { FetchFailure } from "./fetch-failure";
import { readBody } from "./read-body";
import { resolveVettedHost } from "./resolve-host";
import { sendRequest } from "./send-request";
import type { FetchOptions, FetchRequest, FetchResult } from "./types";

export type { FetchErrorCode, FetchOptions, FetchRequest, FetchResult } from "./types";

/** Feed formats first, generic XML/JSON after, anything last (RFC 9110 §12.5.1 quality values). */
export const FEED_ACCEPT =
  "application/rss+xml, application/atom+xml, application/feed+json, application/rdf+xml;q=0.9, " +
  "application/xml;q=0.9, text/xml;q=0.9, application/json;q=0.8, */*;q=0.5";

/** Codings read-body.ts can undo (RFC 9110 §12.5.3). */
const ACCEPT_ENCODING = "gzip, deflate, br";

/** Redirects that point at the resource's new location (RFC 9110 §15.4); 300 and 305 are not followed. */
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

/** A result before its duration is known (Omit spread over each variant of the union). */
type WithoutDuration<Result> = Result extends unknown ? Omit<Result, "durationMs"> : never;
type Outcome = WithoutDuration<FetchResult>;

function header(response: IncomingMessage, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
}

/** A stored validator with a control character would make Node refuse the whole request. */
function safeHeaderValue(value: string | null | undefined): string | undefined {
  return value && /^[\t\x20-\x7e\x80-\xff]+$/.test(value) ? value : undefined;
}

function requestHeaders(request: FetchRequest, options: FetchOptions): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = { "User-Agent": options.userAgent, Accept: request.accept ?? FEED_ACCEPT, "Accept-Encoding": ACCEPT_ENCODING };
  // Conditional GET (RFC 9110 §13.1.2, §13.1.3): a server that honours either validator answers 304
  // with no body. A server that sees both uses If-None-Match (§13.2.2).
  const etag = safeHeaderValue(request.etag);
  const lastModified = safeHeaderValue(request.lastModified);
  if (etag) headers["If-None-Match"] = etag;
  if (lastModified) headers["If-Modified-Since"] = lastModified;
  return headers;
}

function parseTarget(url: string, redirectedFrom?: string): URL {
  let target: URL;
  try {
    target = redirectedFrom ? new URL(url, redirectedFrom) : new URL(url);
  } catch {
    throw new FetchFailure(
      "invalid_url",
      redirectedFrom ? `${redirectedFrom} redirected to an invalid URL: ${JSON.stringify(url)}` : `Not a valid URL: ${JSON.stringify(url)}`,
    );
  }
  if (target.protocol !== "http:" && target.protocol !== "https:") {
    throw new FetchFailure(
      "scheme_not_allowed",
      redirectedFrom
        ? `${redirectedFrom} redirected to ${target.href}; only http and https URLs are followed`
        : `Only http and https feeds can be fetched, not ${target.protocol} (${target.href})`,
    );
  }
  if (!target.hostname) throw new FetchFailure("invalid_url", `The URL has no host: ${target.href}`);
  return target;
}

function statusMessage(status: number, target: URL, retryAfterS: number | undefined): string {
  const line = `HTTP ${status}${http.STATUS_CODES[status] ? ` ${http.STATUS_CODES[status]}` : ""} from ${target.href}`;
  const wait = retryAfterS === undefined ? "" : `; it asks us to retry after ${retryAfterS} s`;
  if (status === 401 || status === 403) return `${line}: the server refuses access to the feed`;
  if (status === 404 || status === 410) return `${line}: the feed is not at this address (check the feed URL)`;
  if (status === 429) return `${line}: the server is rate-limiting us${wait}`;
  if (status >= 500) return `${line}: the server failed to answer${wait}`;
  if (status >= 300 && status < 400) return `${line}: a redirect that cannot be followed`;
  return `${line}: not a feed response`;
}

async function interpret(response: IncomingMessage, target: URL, request: FetchRequest, options: FetchOptions, signal: AbortSignal, nowMs: number): Promise<Outcome> {
  const status = response.statusCode ?? 0;
  const retryAfterS = parseRetryAfter(header(response, "retry-after"), nowMs);
  const cacheMaxAgeS = freshnessLifetimeS(
    { cacheControl: header(response, "cache-control"), expires: header(response, "expires"), date: header(response, "date"), age: header(response, "age") },
    nowMs,
  );
  if (status === 304) {
    // A 304 should repeat the validators (RFC 9110 §15.4.5); when it does not, the stored ones stay valid.
    const etag = header(response, "etag") ?? request.etag ?? undefined;
    const lastModified = header(response, "last-modified") ?? request.lastModified ?? undefined;
    return { kind: "not_modified", status: 304, etag, lastModified, cacheMaxAgeS };
  }
  if (status !== 200) throw new FetchFailure("http_status", statusMessage(status, target, retryAfterS), status, retryAfterS);
  const body = await readBody(response, options.maxBytes, signal);
  return {
    kind: "ok",
    status: 200,
    body,
    contentType: header(response, "content-type"),
    etag: header(response, "etag"),
    lastModified: header(response, "last-modified"),
    finalUrl: target.href,
    cacheMaxAgeS,
    retryAfterS,
  };
}

async function followRedirects(request: FetchRequest, options: FetchOptions, signal: AbortSignal, now: () => number): Promise<Outcome> {
  const headers = requestHeaders(request, options);
  let target = parseTarget(request.url);
  for (let redirects = 0; ; redirects++) {
    // Every hop is checked again: a public feed may redirect to http://169.254.169.254/ or to file:.
    const host = await resolveVettedHost(target.hostname, options.allowPrivate, signal).catch((error: unknown) => {
      if (redirects === 0 || !(error instanceof FetchFailure)) throw error;
      throw new FetchFailure(error.code, `After a redirect to ${target.href}: ${error.message}`);
    });
    const response = await sendRequest(target, host, headers, signal);
    try {
      const location = header(response, "location");
      if (!REDIRECT_STATUSES.has(response.statusCode ?? 0) || !location) {
        return await interpret(response, target, request, options, signal, now());
      }
      if (redirects >= options.maxRedirects) {
        throw new FetchFailure("too_many_redirects", `Gave up after ${options.maxRedirects} redirects (the last one, from ${target.href}, pointed to ${location})`);
      }
      target = parseTarget(location, target.href);
    } finally {
      // Releases the socket whether the body was read, skipped (redirect) or abandoned (error).
      response.destroy();
    }
  }
}

function toFailure(error: unknown, signal: AbortSignal): FetchFailure {
  if (error instanceof FetchFailure) return error;
  if (signal.aborted && signal.reason instanceof FetchFailure) return signal.reason;
  const message = error instanceof Error ? error.message : String(error);
  return new FetchFailure("connection", `Unexpected failure while fetching: ${message}`);
}

export async function fetchFeed(request: FetchRequest, options: FetchOptions): Promise<FetchResult> {
  const now = options.now ?? Date.now;
  const started = now();
  const controller = new AbortController();
  const timer = setTimeout(
    () => controller.abort(new FetchFailure("timeout", `No complete response within ${options.timeoutMs} ms`)),
    options.timeoutMs,
  );
  try {
    const outcome = await followRedirects(request, options, controller.signal, now);
    return { ...outcome, durationMs: now() - started };
  } catch (error) {
    const failure = toFailure(error, controller.signal);
    return {
      kind: "error",
      code: failure.code,
      message: failure.message,
      status: failure.status,
      retryAfterS: failure.retryAfterS,
      durationMs: now() - started,
    };
  } finally {
    clearTimeout(timer);
  }
}
