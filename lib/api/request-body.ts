import { AppError } from "./errors";

// Every body a route reads comes through here (issue 23, "No request body limit"): a route handler is
// behind no proxy and Next applies no limit of its own to it, so an anonymous 500 MB sign-in post would
// otherwise be held whole in the one process that also runs the engine. The limit is per route (the
// table below), checked twice: the Content-Length a client states (refused before a byte is read; the
// web process also refuses it before Next, scripts/server.ts), and the bytes actually streamed (a
// chunked body states no length), reading stopping at the first byte over. Over the limit → 413
// `payload_too_large` in the project's error shape.

/** What a body may weigh unless its route says otherwise: the largest form or JSON call is a few KB. */
export const DEFAULT_BODY_LIMIT = 64 * 1024;

/** Routes that need more, by exact path. */
const ROUTE_BODY_LIMITS: Record<string, number> = {
  // Settings carry the avatar: 256 KB (lib/accounts/avatar.ts) as base64 in JSON is ~342 KB.
  "/v04/user/set": 512 * 1024,
  // Stripe's events are signed whole; the larger ones (an invoice with many lines) run to a few hundred KB.
  "/api/stripe/webhook": 1024 * 1024,
};

/** The body limit of the route at `pathname`, in bytes. */
export function bodyLimitFor(pathname: string): number {
  return ROUTE_BODY_LIMITS[pathname.replace(/\/+$/, "") || "/"] ?? DEFAULT_BODY_LIMIT;
}

/** Whether the web process should refuse a request at `pathname` stating `contentLength` before Next sees it. */
export function statedLengthTooLarge(pathname: string, contentLength: string | undefined | null): boolean {
  if (!contentLength || !/^(\/api\/|\/v04\/|\/public\/)/.test(pathname)) return false;
  const stated = Number(contentLength);
  return Number.isFinite(stated) && stated > bodyLimitFor(pathname);
}

export function bodyTooLarge(limit: number): AppError {
  return new AppError("payload_too_large", `The request body must be at most ${Math.floor(limit / 1024)} KB`, { limit });
}

/** The whole body as bytes, or 413 once it is over the route's limit (stated or streamed). */
export async function readBodyBytes(request: Request, limit = bodyLimitFor(new URL(request.url).pathname)): Promise<Uint8Array<ArrayBuffer>> {
  const stated = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(stated) && stated > limit) throw bodyTooLarge(limit);
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await reader.read();
    } catch {
      throw new AppError("bad_request", "The request body could not be read");
    }
    if (step.done) break;
    total += step.value.byteLength;
    if (total > limit) {
      void reader.cancel().catch(() => {});
      throw bodyTooLarge(limit);
    }
    chunks.push(step.value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** The body as UTF-8 text, within the route's limit. */
export async function readBodyText(request: Request, limit?: number): Promise<string> {
  return new TextDecoder().decode(await readBodyBytes(request, limit));
}

/** The body as a form (urlencoded or multipart), within the route's limit; 400 when it is not one. */
export async function readFormBody(request: Request, limit?: number): Promise<FormData> {
  const bytes = await readBodyBytes(request, limit);
  try {
    return await new Response(bytes, { headers: { "content-type": request.headers.get("content-type") ?? "" } }).formData();
  } catch {
    throw new AppError("bad_request", "Expected a form body");
  }
}
