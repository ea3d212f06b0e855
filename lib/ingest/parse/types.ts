// The one shape every format adapter returns (after miniflux's parser → rss/atom/json adapters).

export type FeedFormat = "rss" | "rdf" | "atom" | "json";

export interface ParsedItem {
  guid?: string;
  /** Absolute link to the article, as the feed gives it (possibly a feedburner/feedproxy redirect). */
  url?: string;
  /** The publisher's own link behind a redirect link (feedburner:origLink); the normaliser prefers it. */
  origLink?: string;
  /** Plain text. */
  title: string;
  summaryHtml?: string;
  contentHtml?: string;
  /** Plain text. */
  author?: string;
  imageUrl?: string;
  /** The date exactly as the feed wrote it, for operators debugging a bad date. */
  publishedRaw?: string;
  /** Undefined when the feed gives no date or one we cannot read. */
  published?: Date;
  /**
   * Only when published's zone could not be read (none, or a name we do not know): published is then
   * the wall clock read as UTC, and this the latest instant it can mean (parse-date.ts).
   */
  publishedLatest?: Date;
  updated?: Date;
  updatedLatest?: Date;
  categories: string[];
  language?: string;
  /** The feed marks the item as paid for (`<…:sponsored>true</…:sponsored>`, issue 25). */
  sponsored?: boolean;
}

export interface ParsedFeed {
  format: FeedFormat;
  /** Plain text. */
  title: string;
  siteUrl?: string;
  language?: string;
  items: ParsedItem[];
}

export type FeedParseErrorCode =
  | "empty"
  | "not_a_feed"
  | "malformed_xml"
  | "unsupported_encoding"
  | "invalid_json";

export interface FeedParseError {
  code: FeedParseErrorCode;
  /** A sentence an operator can act on. */
  message: string;
}

export type ParseResult = { ok: true; feed: ParsedFeed } | { ok: false; error: FeedParseError };

export interface ParseOptions {
  /** The HTTP Content-Type, whose charset parameter names the encoding (RFC 7303 §3.2). */
  contentType?: string;
  /** The feed's own URL: the base for relative links (RFC 3986 §5.1.3). */
  url?: string;
}

export function parseError(code: FeedParseErrorCode, message: string): ParseResult {
  return { ok: false, error: { code, message } };
}
