import type { IncomingMessage, ServerResponse } from "node:http";
import { log } from "@/lib/log";
import type { LastGoodCopies } from "./last-good-copy";
import { keepableCopy, mayKeep, MICROCACHE_HEADER, microcacheKey, signedOutKey, type Microcache, type PageCopy, type ResponseHeaders } from "./microcache";

// The node:http side of the microcache (microcache.ts): answer from a copy, or let `next` answer while
// recording what it sends, and keep the copy when it may be kept.

type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;
type WriteCallback = (error?: Error | null) => void;

function asBuffer(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (typeof chunk === "string") return Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8");
  if (chunk instanceof Uint8Array) return Buffer.from(chunk);
  return undefined;
}

/**
 * Calls `onEnd` with the status, headers and body bytes `response` sent (as they went out: compressed
 * when Next compressed), or with undefined when they were not all recorded: more than `maxBytes`, a chunk
 * of an unknown kind, or `worthIt` said no to the status and headers when the body began (a static file
 * or a per-request page is not copied in vain). Patches this one response's write and end.
 */
export function recordResponse(
  response: ServerResponse,
  maxBytes: number,
  worthIt: (statusCode: number, headers: ResponseHeaders) => boolean,
  onEnd: (sent: { statusCode: number; headers: ResponseHeaders; body: Buffer } | undefined) => void,
): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let complete = true;
  let begun = false;
  const keep = (chunk: unknown, encoding: unknown) => {
    if (!begun) {
      begun = true;
      complete = worthIt(response.statusCode, response.getHeaders() as ResponseHeaders);
    }
    if (!complete || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const bytes = asBuffer(chunk, encoding);
    if (!bytes || size + bytes.length > maxBytes) {
      complete = false;
      chunks.length = 0;
      return;
    }
    chunks.push(bytes);
    size += bytes.length;
  };
  const write = response.write;
  const end = response.end;
  response.write = function recordWrite(this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: WriteCallback) {
    keep(chunk, encoding);
    return (write as (...args: unknown[]) => boolean).call(this, chunk, encoding, callback);
  } as ServerResponse["write"];
  response.end = function recordEnd(this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: () => void) {
    keep(chunk, encoding);
    const result = (end as (...args: unknown[]) => ServerResponse).call(this, chunk, encoding, callback);
    onEnd(complete ? { statusCode: this.statusCode, headers: this.getHeaders() as ResponseHeaders, body: Buffer.concat(chunks, size) } : undefined);
    return result;
  } as ServerResponse["end"];
}

/**
 * Sends `lastGood`'s stale copy for `key` instead of what `response` was about to send when that is an
 * error (5xx when its headers are about to go out), or when `next` threw before sending anything (the
 * returned function, given the error, answers and resolves, or rethrows when there is no copy). Patches
 * this one response's writeHead, flushHeaders, write and end (before recordResponse, so a stale answer
 * goes out through Node's own and is never recorded).
 */
function answerStaleOnError(response: ServerResponse, lastGood: LastGoodCopies, key: string, url: string | undefined): (error: unknown) => void {
  const { writeHead, flushHeaders, write, end } = response;
  let stale: PageCopy | undefined;
  let decided = false;
  const send = (copy: PageCopy) => {
    // The copy's own headers, as it was sent (security headers included), not those Next set for its error.
    for (const name of response.getHeaderNames()) response.removeHeader(name);
    (writeHead as (...args: unknown[]) => ServerResponse).call(response, copy.statusCode, copy.headers);
    (end as (...args: unknown[]) => ServerResponse).call(response, copy.body);
  };
  const decide = (statusCode: number): boolean => {
    if (!decided) {
      decided = true;
      const answer = statusCode >= 500 ? lastGood.staleAnswer(key) : undefined;
      if (answer?.log) log.warn("sent the last good copy of a page Next could not make", { url, statusCode });
      stale = answer?.copy;
    }
    return stale !== undefined;
  };
  response.writeHead = function staleWriteHead(this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    if (decide(statusCode)) return this;
    return (writeHead as (...args: unknown[]) => ServerResponse).call(this, statusCode, ...rest);
  } as ServerResponse["writeHead"];
  response.flushHeaders = function staleFlushHeaders(this: ServerResponse) {
    if (!decide(this.statusCode)) flushHeaders.call(this);
  };
  response.write = function staleWrite(this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: WriteCallback) {
    if (!decide(this.statusCode)) return (write as (...args: unknown[]) => boolean).call(this, chunk, encoding, callback);
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") process.nextTick(done);
    return true;
  } as ServerResponse["write"];
  response.end = function staleEnd(this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: () => void) {
    if (!decide(this.statusCode)) return (end as (...args: unknown[]) => ServerResponse).call(this, chunk, encoding, callback);
    if (!this.writableEnded) send(stale!);
    const done = [chunk, encoding, callback].find((argument) => typeof argument === "function") as (() => void) | undefined;
    if (done) process.nextTick(done);
    return this;
  } as ServerResponse["end"];
  return (error) => {
    if (response.headersSent || response.writableEnded || !decide(500)) throw error;
    log.debug("the page threw; sent its last good copy", { url, error });
    send(stale!);
  };
}

/**
 * Wraps `next` with `cache`: a request with a microcache key is answered from a live copy when there is
 * one; otherwise Next answers, marked x-microcache: MISS, and a keepable answer is kept for the next.
 * Requests without a key go to Next untouched.
 */
export function withMicrocache(cache: Microcache, next: Handler, lastGood?: LastGoodCopies): Handler {
  if (!cache.enabled && !lastGood) return next;
  return (request, response) => {
    const key = microcacheKey(request);
    if (key === undefined) return next(request, response);
    const copy = cache.get(key);
    if (copy) {
      response.writeHead(copy.statusCode, copy.headers);
      response.end(copy.body);
      return Promise.resolve();
    }
    const generation = cache.generation;
    // Only a signed-out reader's page is kept as a last good copy, or sent as one.
    const lastGoodKey = lastGood && signedOutKey(request);
    const rescue = lastGood && lastGoodKey !== undefined ? answerStaleOnError(response, lastGood, lastGoodKey, request.url) : undefined;
    // Set before Next writes its own, so every header Next gives (setHeader or writeHead) is on getHeaders().
    if (cache.enabled) response.setHeader(MICROCACHE_HEADER, "MISS");
    recordResponse(response, cache.maxBytes, mayKeep, (sent) => {
      const kept = sent && keepableCopy(sent.statusCode, sent.headers, sent.body, cache.maxBytes);
      if (!kept) return;
      cache.set(key, kept, generation);
      if (lastGoodKey !== undefined) lastGood?.set(lastGoodKey, kept);
    });
    const answered = next(request, response);
    return rescue ? answered.catch(rescue) : answered;
  };
}
