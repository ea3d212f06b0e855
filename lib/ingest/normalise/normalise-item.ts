import type { ParsedItem } from "@/lib/ingest/parse";
import { canonicalUrl } from "./canonical-url";
import { detectLanguage, normaliseLanguageTag } from "./detect-language";
import { collapseWhitespace, htmlToText, withoutControlCharacters } from "./html-to-text";
import { itemHash } from "./item-hash";

// One parsed item → one article as we store it, or a reason to skip it (ARCHITECTURE.md §4
// "Normalise and deduplicate"). Pure: the fetch time and the feed's language come in as context.

export interface NormalisedArticle {
  /** Canonical URL (canonical-url.ts). */
  url: string;
  /** Stable item hash (item-hash.ts). */
  hash: string;
  title: string;
  /** Plain-text lead, at most DESCRIPTION_MAX_CHARS. */
  description: string;
  /** Plain text of the full content; "" when the feed carries only a lead. */
  text: string;
  author?: string;
  imageUrl?: string;
  /** UTC instant; fetchedAt when the feed's date was unusable (see dateFlagged). */
  publishedAt: Date;
  /**
   * True when the date is not the feed's exact instant: missing, unreadable, before 1990 or more than a
   * day ahead (fetchedAt is used), or written without a zone we can read (the latest instant it can
   * mean, never later than fetchedAt). Stored as articles.date_flagged.
   */
  dateFlagged: boolean;
  language?: string;
  categories: string[];
}

export interface NormaliseContext {
  feedUrl: string;
  fetchedAt: Date;
  feedLanguage?: string;
}

export const DESCRIPTION_MAX_CHARS = 600;
const TITLE_FROM_TEXT_MAX_CHARS = 140;
const FUTURE_TOLERANCE_MS = 24 * 60 * 60 * 1000;
// Dates before the web had news feeds are CMS defaults (the Unix epoch, year 1900), not publication dates.
const EARLIEST_PLAUSIBLE = Date.UTC(1990, 0, 1);
const UUID_LIKE = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** Cuts text at a word boundary, adding an ellipsis when something was cut. */
export function truncateText(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–—-]+$/, "")}…`;
}

/**
 * An item's date. A date whose zone could not be read (issue 27) is treated as an undated item is: a
 * new item is dated by its fetch, so it ranks as fresh as it is and no later than it can be; an old one
 * (a first fetch of a feed, a backfill) by the latest instant its date can mean, up to a day off
 * instead of being taken for news. Either way it is flagged, so nothing takes it for exact.
 */
function publicationDate(item: ParsedItem, fetchedAt: Date): { publishedAt: Date; dateFlagged: boolean } {
  const date = item.published ?? item.updated;
  const latest = item.published ? item.publishedLatest : item.updatedLatest;
  const time = date?.getTime();
  const plausible = time !== undefined && !Number.isNaN(time) && time >= EARLIEST_PLAUSIBLE && time <= fetchedAt.getTime() + FUTURE_TOLERANCE_MS;
  if (plausible && !latest) return { publishedAt: new Date(time), dateFlagged: false };
  if (plausible && latest) return { publishedAt: new Date(Math.min(latest.getTime(), fetchedAt.getTime())), dateFlagged: true };
  return { publishedAt: new Date(fetchedAt.getTime()), dateFlagged: true };
}

function cleanCategories(categories: string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of categories) {
    const category = collapseWhitespace(raw);
    const key = category.toLowerCase();
    if (category === "" || UUID_LIKE.test(category) || seen.has(key)) continue;
    seen.add(key);
    kept.push(category);
  }
  return kept;
}

function safeImageUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

// An item's links and guid are not cleaned: they make its identity (canonical URL, item hash), which must
// not change for items already stored, and the URL parser already percent-encodes control characters.
const IDENTITY_FIELDS = new Set(["guid", "url", "origLink", "imageUrl"]);

/**
 * Every text of an item (and its categories) without control characters, tab and newlines kept
 * (issue 23): one NUL in a JSON Feed's title made PostgreSQL refuse the whole feed's insert.
 */
function withoutControls(item: ParsedItem): ParsedItem {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) {
    clean[key] =
      IDENTITY_FIELDS.has(key) ? value
      : typeof value === "string" ? withoutControlCharacters(value)
      : Array.isArray(value) ? value.map((entry: unknown) => (typeof entry === "string" ? withoutControlCharacters(entry) : entry))
      : value;
  }
  return clean as unknown as ParsedItem;
}

/** Longer links are refused: PostgreSQL cannot index a URL much past 2,700 bytes (btree row limit). */
export const URL_MAX_CHARS = 2000;

export function normaliseItem(parsed: ParsedItem, ctx: NormaliseContext): NormalisedArticle | { skipped: string } {
  const item = withoutControls(parsed);
  // A feedburner/feedproxy link is a redirect; the publisher's own link (origLink) is the article.
  const url = canonicalUrl(item.origLink) ?? canonicalUrl(item.url);
  if (!url) return { skipped: item.url ? `link is not an http(s) URL: ${item.url}` : "item has no link" };
  if (url.length > URL_MAX_CHARS) return { skipped: `link is longer than ${URL_MAX_CHARS} characters` };

  const summaryText = htmlToText(item.summaryHtml ?? "");
  const contentText = htmlToText(item.contentHtml ?? "");
  const lead = summaryText || contentText;
  const title = collapseWhitespace(item.title) || truncateText(lead, TITLE_FROM_TEXT_MAX_CHARS);
  if (!title) return { skipped: "item has neither a title nor any text" };

  const description = truncateText(lead, DESCRIPTION_MAX_CHARS);
  const text = contentText || (summaryText.length > description.length ? summaryText : "");
  const language =
    normaliseLanguageTag(item.language) ?? normaliseLanguageTag(ctx.feedLanguage) ?? detectLanguage(`${title} ${description}`);
  return {
    url,
    hash: itemHash({ guid: item.guid, canonicalUrl: url, title, published: item.published, feedUrl: ctx.feedUrl }),
    title,
    description,
    text,
    author: item.author ? collapseWhitespace(item.author) || undefined : undefined,
    imageUrl: safeImageUrl(item.imageUrl),
    ...publicationDate(item, ctx.fetchedAt),
    language,
    categories: cleanCategories(item.categories),
  };
}
