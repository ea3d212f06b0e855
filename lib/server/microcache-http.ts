import type { IncomingMessage, ServerResponse } from "node:http";
import { keepableCopy, mayKeep, MICROCACHE_HEADER, microcacheKey, type Microcache, type ResponseHeaders } from "./microcache";

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
function recordResponse(
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
 * Wraps `next` with `cache`: a request with a microcache key is answered from a live copy when there is
 * one; otherwise Next answers, marked x-microcache: MISS, and a keepable answer is kept for the next.
 * Requests without a key go to Next untouched.
 */
export function withMicrocache(cache: Microcache, next: Handler): Handler {
  if (!cache.enabled) return next;
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
    // Set before Next writes its own, so every header Next gives (setHeader or writeHead) is on getHeaders().
    response.setHeader(MICROCACHE_HEADER, "MISS");
    recordResponse(response, cache.maxBytes, mayKeep, (sent) => {
      const kept = sent && keepableCopy(sent.statusCode, sent.headers, sent.body, cache.maxBytes);
      if (kept) cache.set(key, kept, generation);
    });
    return next(request, response);
  };
}
