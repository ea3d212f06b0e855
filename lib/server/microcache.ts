import { LOGIN_COOKIE } from "@/lib/auth/constants";
import { EDITION_COOKIE } from "@/lib/editions";
import { LOCAL_PLACE_HEADER } from "@/lib/site/local-routing";

// A microcache in front of Next (issue 4 "Speed", docs/decisions.md "Microcache"). A page from Next's page
// cache is the same for every signed-out reader whose request Next routes to it, yet Next spends about
// twice a static file's CPU to send it (routing, rewrites, its cache lookup, render-result plumbing).
// The web process (scripts/server.ts) keeps the bytes Next sent for such a page for a second and sends
// them again to the next identical request without asking Next, as an nginx microcache would. A copy is
// kept only when Next says the page came from its page cache (x-nextjs-cache HIT or MISS), and is dropped
// as soon as the engine empties the page cache (clearMicrocache, called by the revalidation route), so a
// reader sees at most one second more of a page than Next itself would show.

/**
 * Cookies that turn on Next's preview mode: such a request always goes to Next. The cookies the rewrites
 * read are part of the key: the edition, and whether there is a login (issue 28: a signed-in reader gets
 * the cached public pages; a signed-out reader's copy is still never sent to a signed-in reader, so a
 * last good copy (signed out only) never reaches one). The image mode is a class the browser sets (issue 25).
 */
export const PER_READER_COOKIES = new Set(["__prerender_bypass", "__next_preview_data"]);
/**
 * Request headers that ask for something else than the plain page: an RSC payload or prefetch for the
 * client router (Next's Vary), a server action, a byte range, a conditional request, credentials.
 */
export const NOT_THE_PLAIN_PAGE = /^(?:rsc|next-.*|range|if-.*|authorization|x-middleware-.*|x-nextjs-.*)$/;

export interface MicrocacheRequest {
  method?: string;
  /** The request target: path and query. */
  url?: string;
  /** Header names in lower case, as node:http gives them. */
  headers: Record<string, string | string[] | undefined>;
}

/**
 * The key of a request whose answer may come from the microcache, or undefined when it must go to Next:
 * anything but a GET, Next's own files, preview mode, a repeated edition cookie, or a request for more
 * than the plain page. The key is the address, the edition cookie (after scripts/server.ts gave a first
 * visit the edition of its location, or a signed-in reader their account's), whether a login cookie is
 * there, and the accepted encodings (Next compresses).
 */
export function microcacheKey(request: MicrocacheRequest): string | undefined {
  return keyOf(request)?.key;
}

/**
 * The microcache key of a signed-out reader's request (no login cookie), or undefined: only their pages
 * are kept as a last good copy (last-good-copy.ts), so no copy is ever sent stale to a signed-in reader.
 */
export function signedOutKey(request: MicrocacheRequest): string | undefined {
  const parts = keyOf(request);
  return parts && !parts.signedIn ? parts.key : undefined;
}

function keyOf(request: MicrocacheRequest): { key: string; signedIn: boolean } | undefined {
  // Next's build files and image optimiser (/_next/…) are never pages: no key, no recording, no header.
  if (request.method !== "GET" || !request.url || request.url.startsWith("/_next/")) return undefined;
  for (const name of Object.keys(request.headers)) if (NOT_THE_PLAIN_PAGE.test(name)) return undefined;
  let edition = "";
  let signedIn = "";
  const cookie = request.headers.cookie;
  if (Array.isArray(cookie)) return undefined;
  if (cookie) {
    let editions = 0;
    for (const pair of cookie.split(";")) {
      const equals = pair.indexOf("=");
      const name = (equals < 0 ? pair : pair.slice(0, equals)).trim();
      if (PER_READER_COOKIES.has(name)) return undefined;
      if (name === LOGIN_COOKIE) signedIn = "signed-in";
      if (name === EDITION_COOKIE) {
        editions += 1;
        edition = pair.slice(equals + 1).trim();
      }
    }
    if (editions > 1) return undefined;
  }
  const encodings = request.headers["accept-encoding"];
  // /local's place as the web process worked it out (scripts/server.ts): one copy per place.
  const place = request.headers[LOCAL_PLACE_HEADER];
  if (Array.isArray(place)) return undefined;
  const key = `${request.url}\n${edition}\n${signedIn}\n${place ?? ""}\n${Array.isArray(encodings) ? encodings.join(",") : (encodings ?? "")}`;
  return { key, signedIn: signedIn !== "" };
}

export type ResponseHeaders = Record<string, number | string | string[]>;

export interface PageCopy {
  statusCode: number;
  headers: ResponseHeaders;
  body: Buffer;
}

/** Headers the server writes for each response itself (Node's own, per connection or per moment). */
export const PER_RESPONSE_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"]);
export const MICROCACHE_HEADER = "x-microcache";

/** Whether an answer with this status and these headers may be kept (keepableCopy's rule without the body). */
export function mayKeep(statusCode: number, headers: ResponseHeaders): boolean {
  const fromPageCache = headers["x-nextjs-cache"];
  return statusCode === 200 && (fromPageCache === "HIT" || fromPageCache === "MISS") && headers["set-cookie"] === undefined;
}

/**
 * The copy to keep of Next's answer, or undefined when it must not be kept: only a complete 200 that Next
 * served from its page cache (x-nextjs-cache HIT or MISS: a page every such reader gets; STALE is being
 * remade), without Set-Cookie, no larger than `maxBytes`.
 */
export function keepableCopy(statusCode: number, headers: ResponseHeaders, body: Buffer, maxBytes: number): PageCopy | undefined {
  if (!mayKeep(statusCode, headers) || body.length > maxBytes) return undefined;
  const declared = headers["content-length"];
  if (declared !== undefined && Number(declared) !== body.length) return undefined;
  const kept: ResponseHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!PER_RESPONSE_HEADERS.has(name)) kept[name] = value;
  kept["content-length"] = body.length;
  // A repeat comes from a cache, and Next's page cache holds the page by then: it would say HIT too.
  kept["x-nextjs-cache"] = "HIT";
  kept[MICROCACHE_HEADER] = "HIT";
  return { statusCode, headers: kept, body };
}

export interface MicrocacheOptions {
  /** How long a copy is sent again; 0 keeps nothing. */
  ttlMs: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

interface Entry {
  copy: PageCopy;
  expiresAt: number;
}

/**
 * Copies of pages by request key, each for `ttlMs`, bounded in entries and bytes (the oldest go first).
 * `clear()` starts a new generation: a copy of an answer Next began before it is not kept, so a page
 * rendered from data the engine has just replaced is never kept after the engine's change.
 */
export class Microcache {
  readonly ttlMs: number;
  readonly maxEntries: number;
  readonly maxBytes: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;
  private currentGeneration = 0;

  constructor(options: MicrocacheOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 500;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get generation(): number {
    return this.currentGeneration;
  }

  get size(): number {
    return this.entries.size;
  }

  get storedBytes(): number {
    return this.bytes;
  }

  /** The live copy for `key`, if any. */
  get(key: string): PageCopy | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.copy;
    this.delete(key, entry);
    return undefined;
  }

  /** Keeps `copy` under `key` unless the cache was cleared since `generation` (read when the request began). */
  set(key: string, copy: PageCopy, generation: number): boolean {
    if (!this.enabled || generation !== this.currentGeneration || copy.body.length > this.maxBytes) return false;
    const previous = this.entries.get(key);
    if (previous) this.delete(key, previous);
    const now = this.now();
    this.entries.set(key, { copy, expiresAt: now + this.ttlMs });
    this.bytes += copy.body.length;
    // Map order is insertion order and every copy lives equally long: the first entries expire first.
    for (const [oldKey, oldEntry] of this.entries) {
      const over = this.entries.size > this.maxEntries || this.bytes > this.maxBytes;
      if (!over && oldEntry.expiresAt > now) break;
      this.delete(oldKey, oldEntry);
    }
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
    this.currentGeneration += 1;
  }

  private delete(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.copy.body.length;
  }
}

// The web process's microcache, shared through globalThis: scripts/server.ts and the revalidation route
// are loaded by different module systems (tsx and Next's bundle) in the same process.
const holder = globalThis as unknown as { __opengroundMicrocache?: Microcache };

/** Makes `cache` the process's microcache (scripts/server.ts). */
export function installMicrocache(cache: Microcache): void {
  holder.__opengroundMicrocache = cache;
}

/** Drops every copy (the engine changed data; the page cache was emptied). No-op without a microcache. */
export function clearMicrocache(): void {
  holder.__opengroundMicrocache?.clear();
}
