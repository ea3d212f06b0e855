import { fnv1a32 } from "@/lib/hash/fnv1a32";

/**
 * The key of an article in a hand-made labels file (test/fixtures/event-labels-*.json,
 * heldout-events-*.json): its URL's FNV-1a 32 in 8 hex digits, so no dataset text is committed.
 */
export function labelKey(url: string): string {
  return fnv1a32(url).toString(16).padStart(8, "0");
}
