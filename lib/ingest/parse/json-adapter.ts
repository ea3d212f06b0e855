import { collapseWhitespace, htmlToText } from "@/lib/ingest/normalise/html-to-text";
import { escapeHtml } from "@/lib/ingest/normalise/html-entities";
import { firstImageInHtml } from "./item-image";
import { itemDates } from "./parse-date";
import { parseError, type ParsedFeed, type ParsedItem, type ParseResult } from "./types";
import { resolveUrl } from "./xml-query";

// JSON Feed 1.0 and 1.1 (https://www.jsonfeed.org/version/1.1/). Values arrive as unknown JSON, so
// every field is read defensively: a number where a string belongs is converted, anything else ignored.

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stringField(object: JsonObject, key: string): string | undefined {
  const value = object[key];
  if (typeof value === "number") return String(value); // 1.0 feeds in the wild use numeric ids
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

/** JSON Feed 1.1 §"authors": `authors` replaces 1.0's `author`; an item without authors inherits the feed's. */
function authorNames(object: JsonObject): string | undefined {
  const people = Array.isArray(object.authors) ? object.authors : isObject(object.author) ? [object.author] : [];
  const names = people
    .filter(isObject)
    .map((person) => collapseWhitespace(stringField(person, "name") ?? ""))
    .filter((name) => name !== "");
  return names.length > 0 ? names.join(", ") : undefined;
}

function parseJsonItem(item: JsonObject, feed: JsonObject, base: string | undefined): ParsedItem {
  const contentText = stringField(item, "content_text");
  const contentHtml = stringField(item, "content_html") ?? (contentText ? escapeHtml(contentText) : undefined);
  const summary = stringField(item, "summary");
  const publishedRaw = stringField(item, "date_published") ?? stringField(item, "date_modified");
  const attachmentImage = (Array.isArray(item.attachments) ? item.attachments : [])
    .filter(isObject)
    .find((attachment) => (stringField(attachment, "mime_type") ?? "").startsWith("image/"));
  const tags = Array.isArray(item.tags) ? item.tags.filter((tag): tag is string => typeof tag === "string") : [];
  const url = resolveUrl(stringField(item, "url") ?? stringField(item, "external_url"), base);
  const image = stringField(item, "image") ?? stringField(item, "banner_image") ?? (attachmentImage && stringField(attachmentImage, "url"));
  return {
    guid: stringField(item, "id"),
    url,
    title: htmlToText(stringField(item, "title") ?? ""),
    summaryHtml: summary ? escapeHtml(summary) : undefined,
    contentHtml,
    author: authorNames(item) ?? authorNames(feed),
    imageUrl: resolveUrl(image, url, base) ?? firstImageInHtml(contentHtml, url ?? base),
    publishedRaw,
    ...itemDates(publishedRaw, stringField(item, "date_modified")),
    categories: [...new Set(tags.map((tag) => collapseWhitespace(tag)).filter((tag) => tag !== ""))],
    language: stringField(item, "language"),
  };
}

export function parseJsonFeed(text: string, docUrl: string | undefined): ParseResult {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    return parseError("invalid_json", `The feed looks like JSON but cannot be read: ${(error as Error).message}.`);
  }
  if (!isObject(document) || !Array.isArray(document.items)) {
    return parseError("not_a_feed", "The document is JSON but not a JSON Feed: it has no \"items\" list.");
  }
  const feedUrl = stringField(document, "feed_url");
  const siteUrl = resolveUrl(stringField(document, "home_page_url"), docUrl, feedUrl);
  const base = docUrl?.startsWith("http") ? docUrl : (resolveUrl(feedUrl) ?? siteUrl);
  const feed: ParsedFeed = {
    format: "json",
    title: htmlToText(stringField(document, "title") ?? ""),
    siteUrl,
    language: stringField(document, "language"),
    items: document.items.filter(isObject).map((item) => parseJsonItem(item, document as JsonObject, base)),
  };
  return { ok: true, feed };
}
