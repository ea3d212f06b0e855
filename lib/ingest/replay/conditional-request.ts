// Whether a conditional GET can be answered 304 Not Modified (RFC 9110 §13.1, §13.2.2). Pure.
import { parseHttpDate } from "@/lib/ingest/fetch/cache-headers";

export interface Validators {
  etag: string;
  lastModifiedMs: number;
}

export interface ConditionalHeaders {
  ifNoneMatch?: string;
  ifModifiedSince?: string;
}

/** If-None-Match uses the weak comparison (RFC 9110 §13.1.2, §8.8.3.2): W/ prefixes are ignored. */
function opaque(tag: string): string {
  return tag.trim().replace(/^W\//, "");
}

export function isNotModified(headers: ConditionalHeaders, current: Validators): boolean {
  if (headers.ifNoneMatch !== undefined) {
    // When If-None-Match is present, If-Modified-Since is ignored (RFC 9110 §13.1.3, §13.2.2).
    const tags = headers.ifNoneMatch.split(",").map((tag) => tag.trim());
    return tags.includes("*") || tags.some((tag) => opaque(tag) === opaque(current.etag));
  }
  if (headers.ifModifiedSince !== undefined) {
    const since = parseHttpDate(headers.ifModifiedSince);
    // HTTP dates have whole seconds (RFC 9110 §5.6.7), so the file time is truncated to match.
    return since !== undefined && Math.floor(current.lastModifiedMs / 1000) * 1000 <= since;
  }
  return false;
}
