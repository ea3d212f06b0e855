// The fetcher's contract with the engine (ARCHITECTURE.md §4 "Fetch"): one request in, one value out.
// Every failure is a value with a code so it can be stored on the feed and shown to operators.

export interface FetchRequest {
  url: string;
  /** Validators from the last successful fetch, sent back for a conditional GET (RFC 9110 §13.1). */
  etag?: string | null;
  lastModified?: string | null;
  /** The Accept header; feed formats when absent (the story images ask for images, issue 25). */
  accept?: string;
}

export interface FetchOptions {
  /** Deadline for the whole request: DNS, every redirect hop and the body. */
  timeoutMs: number;
  /** Cap on the body after decompression (and on a declared Content-Length). */
  maxBytes: number;
  maxRedirects: number;
  /** Allow private, loopback and link-local addresses (FEEDS_ALLOW_PRIVATE=1; tests; the replay server). */
  allowPrivate: boolean;
  userAgent: string;
  /** Clock in milliseconds, for durations and for Retry-After HTTP-dates. */
  now?: () => number;
}

export type FetchErrorCode =
  | "invalid_url"
  | "scheme_not_allowed"
  | "private_address"
  | "dns"
  | "timeout"
  | "too_large"
  | "too_many_redirects"
  | "http_status"
  | "connection"
  | "decode";

export type FetchResult =
  | {
      kind: "ok";
      status: 200;
      /** Decompressed bytes, in the feed's own charset: the parser decodes them. */
      body: Uint8Array;
      contentType?: string;
      etag?: string;
      lastModified?: string;
      finalUrl: string;
      cacheMaxAgeS?: number;
      retryAfterS?: number;
      durationMs: number;
    }
  | {
      kind: "not_modified";
      status: 304;
      etag?: string;
      lastModified?: string;
      cacheMaxAgeS?: number;
      durationMs: number;
    }
  | {
      kind: "error";
      code: FetchErrorCode;
      /** Clear enough for an operator reading the feed's status page. */
      message: string;
      status?: number;
      retryAfterS?: number;
      durationMs: number;
    };
