import { createHash } from "node:crypto";
import { canonicalUrl } from "./canonical-url";

// The stable identity of an item within its outlet (the store keys articles on outlet + hash), so that
// re-reading a feed changes nothing. Like miniflux's adapters (reader/rss/adapter.go, atom_10_adapter.go:
// guid/id first, then the entry URL, then the title and content), in that order:
//  1. the guid/id, when it identifies something: not blank, at least 6 characters (a bare `1` or `42`
//     is a per-feed counter that collides across an outlet's feeds), and not the feed's own address
//     (some feeds give every item the same guid). A guid shaped like a URL is canonicalised first (keeping its
//     fragment), so a rotating utm_ tag in it does not make the same item new again;
//  2. else the canonical URL;
//  3. else the title with the published date (the feed's date, never the fetch time, which changes
//     on every refresh).
// Each kind is prefixed so a guid that happens to equal some URL cannot collide with a URL hash.

export interface HashInput {
  guid?: string;
  canonicalUrl?: string;
  title: string;
  published?: Date;
  feedUrl?: string;
}

const MIN_GUID_LENGTH = 6;

export function usableGuid(guid: string | undefined, feedUrl?: string): string | undefined {
  const trimmed = guid?.trim();
  if (!trimmed || trimmed.length < MIN_GUID_LENGTH) return undefined;
  const canonical = /^https?:\/\//i.test(trimmed) ? canonicalUrl(trimmed) : undefined;
  if (!canonical) return trimmed;
  if (feedUrl && canonical === canonicalUrl(feedUrl)) return undefined;
  // Unlike an article link, a guid's fragment can be what tells items apart (`…/2002/09/29#When:12:59:01PM`).
  const fragment = trimmed.includes("#") ? trimmed.slice(trimmed.indexOf("#")) : "";
  return canonical + fragment;
}

function sha256(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

export function itemHash(input: HashInput): string {
  const guid = usableGuid(input.guid, input.feedUrl);
  if (guid) return sha256(`guid\n${guid}`);
  if (input.canonicalUrl) return sha256(`url\n${input.canonicalUrl}`);
  return sha256(`title\n${input.title.trim().toLowerCase()}\n${input.published?.toISOString() ?? ""}`);
}
