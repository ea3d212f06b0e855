import { LOGIN_COOKIE } from "@/lib/auth/constants";
import { EDITION_COOKIE } from "@/lib/editions";
import type { PageReader } from "@/lib/queries/personal-page-reader";
import { NOT_THE_PLAIN_PAGE, PER_READER_COOKIES, PER_RESPONSE_HEADERS, type MicrocacheRequest, type PageCopy, type ResponseHeaders } from "./microcache";

// The web process's copies of each reader's personal pages (issue 28, docs/decisions.md "personal pages
// at cached speed (second part)"). /my and /my-news-bias are made per reader by a full render (tens of
// milliseconds of CPU each), so the web process keeps the HTML Next sent a reader and sends it again to
// that reader's next identical request, as the microcache does for the public pages.
//
// A copy is found only through the reader's live session (lib/queries/personal-page-reader.ts, one
// indexed read per request) and is keyed by what the page's HTML depends on:
// - the reader's id, from the session, never from a cookie: one reader's copy cannot reach another;
// - their personal version and the account row's last update: every write of theirs the pages show
//   (a read, clearing the history, follow/block/mute, settings) bumps the version in the same transaction
//   (lib/queries/personal-version.ts), so their next load after it is made afresh, in every web process;
// - the address with its query, the accepted encodings (Next compresses);
// - the edition the colours come from: the account's (part of the row), else the edition cookie, else the
//   request's address (the page then follows the reader's location).
// A signed-out request, an unknown or ended session, and a session due for its last-seen touch go to
// Next, and nothing of theirs is kept. The engine's change notices empty the copies (the stories and
// names the pages show), like the page cache; otherwise a copy is fresh for `ttlMs` (the shared story
// lists' own age, FEED_CACHE_SECONDS), then still sent for as long again while one request remakes it.

/** The personal pages the web process keeps copies of. */
export const PERSONAL_PAGES: ReadonlySet<string> = new Set(["/my", "/my-news-bias"]);
export const PERSONAL_CACHE_HEADER = "x-personal-cache";

export interface PersonalPageRequest {
  /** The login cookie's value. */
  token: string;
  /** The edition cookie's value, if any. */
  edition: string | null;
  /** Path and query, as asked. */
  url: string;
  encodings: string;
}

/**
 * The parts of a request for a personal page that its copy depends on, or undefined when the request
 * must go to Next untouched: not a GET of /my or /my-news-bias, no login cookie (a signed-out reader is
 * sent to sign in by the page itself), two login or edition cookies, preview mode, or a request for
 * more than the plain page (the client router's RSC payloads, conditional or ranged requests).
 */
export function personalPageRequest(request: MicrocacheRequest): PersonalPageRequest | undefined {
  if (request.method !== "GET" || !request.url) return undefined;
  const query = request.url.indexOf("?");
  if (!PERSONAL_PAGES.has(query < 0 ? request.url : request.url.slice(0, query))) return undefined;
  for (const name of Object.keys(request.headers)) if (NOT_THE_PLAIN_PAGE.test(name)) return undefined;
  const cookie = request.headers.cookie;
  if (typeof cookie !== "string") return undefined;
  let token: string | undefined;
  let edition: string | null = null;
  let logins = 0;
  let editions = 0;
  for (const pair of cookie.split(";")) {
    const equals = pair.indexOf("=");
    const name = (equals < 0 ? pair : pair.slice(0, equals)).trim();
    if (PER_READER_COOKIES.has(name)) return undefined;
    const value = equals < 0 ? "" : pair.slice(equals + 1).trim();
    if (name === LOGIN_COOKIE) {
      logins += 1;
      token = value;
    } else if (name === EDITION_COOKIE) {
      editions += 1;
      edition = value;
    }
  }
  if (logins !== 1 || editions > 1 || !token) return undefined;
  const encodings = request.headers["accept-encoding"];
  return { token, edition, url: request.url, encodings: Array.isArray(encodings) ? encodings.join(",") : (encodings ?? "") };
}

/** The key of a reader's copy of a page (see above); `address` is the client's, as scripts/server.ts found it. */
export function personalPageKey(reader: PageReader, request: PersonalPageRequest, address: string | undefined): string {
  const edition = reader.topFeedEdition !== null ? "account" : request.edition !== null ? `cookie:${request.edition}` : `address:${address ?? ""}`;
  return `${reader.userId}\n${reader.version}\n${reader.updatedAt}\n${request.url}\n${edition}\n${request.encodings}`;
}

/**
 * The copy to keep of Next's answer to a personal page, or undefined: only a complete 200 HTML page
 * without Set-Cookie (a redirect to sign in, an error, a page that changes cookies is never kept).
 */
export function personalCopy(statusCode: number, headers: ResponseHeaders, body: Buffer, maxBytes: number): PageCopy | undefined {
  if (!mayKeepPersonal(statusCode, headers) || body.length > maxBytes) return undefined;
  const declared = headers["content-length"];
  if (declared !== undefined && Number(declared) !== body.length) return undefined;
  const kept: ResponseHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (!PER_RESPONSE_HEADERS.has(name)) kept[name] = value;
  kept["content-length"] = body.length;
  kept[PERSONAL_CACHE_HEADER] = "HIT";
  return { statusCode, headers: kept, body };
}

/** Whether an answer with this status and these headers may be kept (personalCopy's rule without the body). */
export function mayKeepPersonal(statusCode: number, headers: ResponseHeaders): boolean {
  const type = headers["content-type"];
  return statusCode === 200 && headers["set-cookie"] === undefined && typeof type === "string" && type.startsWith("text/html");
}

export interface PersonalPagesOptions {
  /** How long a copy is fresh; 0 keeps nothing. */
  ttlMs: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

interface Entry {
  copy: PageCopy;
  madeAt: number;
}

/** What to do with a request whose key is known. */
export type PersonalAnswer =
  | { kind: "copy"; copy: PageCopy }
  /** Another request is making this very page: wait for its copy (undefined: ask Next yourself). */
  | { kind: "wait"; made: Promise<PageCopy | undefined> }
  /** Ask Next and hand its answer to `done` (undefined when it could not be kept). */
  | { kind: "make"; done: (copy: PageCopy | undefined) => void };

/**
 * The copies, by key, bounded in entries and bytes (the least recently made go first). One request at a
 * time makes a given page: the others wait for it (a first load) or get the older copy meanwhile (a copy
 * past `ttlMs` but within twice it). `clear()` drops every copy and starts a new generation: a page begun
 * before it is not kept.
 */
export class PersonalPages {
  readonly ttlMs: number;
  readonly maxEntries: number;
  readonly maxBytes: number;
  private readonly now: () => number;
  private readonly entries = new Map<string, Entry>();
  private readonly making = new Map<string, Promise<PageCopy | undefined>>();
  private bytes = 0;
  private generation = 0;

  constructor(options: PersonalPagesOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 2_000;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
    this.now = options.now ?? Date.now;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  get storedBytes(): number {
    return this.bytes;
  }

  answer(key: string): PersonalAnswer {
    const entry = this.entries.get(key);
    const age = entry ? this.now() - entry.madeAt : Infinity;
    if (entry && age < this.ttlMs) return { kind: "copy", copy: entry.copy };
    const made = this.making.get(key);
    if (made) return entry && age < 2 * this.ttlMs ? { kind: "copy", copy: entry.copy } : { kind: "wait", made };
    let finish!: (copy: PageCopy | undefined) => void;
    const promise = new Promise<PageCopy | undefined>((resolve) => (finish = resolve));
    this.making.set(key, promise);
    const generation = this.generation;
    let finished = false;
    return {
      kind: "make",
      done: (copy) => {
        if (finished) return;
        finished = true;
        if (this.making.get(key) === promise) this.making.delete(key);
        if (copy && generation === this.generation) this.keep(key, copy);
        finish(copy);
      },
    };
  }

  clear(): void {
    this.entries.clear();
    this.making.clear();
    this.bytes = 0;
    this.generation += 1;
  }

  private keep(key: string, copy: PageCopy): void {
    if (copy.body.length > this.maxBytes) return;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.copy.body.length;
    }
    this.entries.set(key, { copy, madeAt: this.now() });
    this.bytes += copy.body.length;
    // Map order is the order copies were made: over the bounds, or too old to be sent, the first go.
    const now = this.now();
    for (const [oldKey, oldEntry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes && now - oldEntry.madeAt < 2 * this.ttlMs) break;
      this.entries.delete(oldKey);
      this.bytes -= oldEntry.copy.body.length;
    }
  }
}

// The web process's copies, shared through globalThis like the microcache: scripts/server.ts and the
// revalidation route are loaded by different module systems in the same process.
const holder = globalThis as unknown as { __opengroundPersonalPages?: PersonalPages };

/** Makes `pages` the process's copies (scripts/server.ts). */
export function installPersonalPages(pages: PersonalPages): void {
  holder.__opengroundPersonalPages = pages;
}

/** Drops every reader's copies (the engine changed what the pages show). No-op without them. */
export function clearPersonalPages(): void {
  holder.__opengroundPersonalPages?.clear();
}
