import { isUtf8 } from "node:buffer";
import { collapseWhitespace, htmlToText } from "@/lib/ingest/normalise/html-to-text";
import { escapeHtml } from "@/lib/ingest/normalise/html-entities";
import { itemDates } from "./parse-date";
import { itemImage } from "./item-image";
import { authorName, inheritedLanguage } from "./rss-adapter";
import type { ParsedFeed, ParsedItem } from "./types";
import { attr, child, childElements, children, childText, innerXml, ownText, resolveUrl, sponsoredMark, textContent } from "./xml-query";
import type { XmlElement } from "./xml-reader";

// Atom 1.0 (RFC 4287) and Atom 0.3 (draft-nottingham-atom-format-02, with `issued`, `modified` and
// `mode="escaped"`). Atom without a namespace declaration is read too: miniflux accepts it and such
// feeds exist.

const ATOM = ["atom", ""];

/**
 * Escaped markup, as the reader decoded it: an entity reference (`&nbsp;`, `&#8217;`) or a tag of
 * HTML's own ("a title about the <tag> element" stays text).
 */
const LOOKS_LIKE_HTML =
  /&(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[0-9a-f]{1,6});|<\/?(?:p|br|b|i|em|strong|a|div|span|img|ul|ol|li|blockquote|h[1-6]|figure|figcaption|table|tr|td|hr|sup|sub|small|q|cite|code|pre)(?:\s[^<>]*)?\/?>/i;

/**
 * Content that RFC 4287 §4.1.3.3 says is base64: a media type that is neither text nor XML
 * ("application/octet-stream"), or Atom 0.3's mode="base64".
 */
function isBase64Content(element: XmlElement, type: string): boolean {
  if (attr(element, "mode") === "base64") return true;
  if (element.local !== "content" || !type.includes("/")) return false;
  return !type.startsWith("text/") && !type.endsWith("+xml") && !type.endsWith("/xml");
}

/** Base64 as text, when it decodes to UTF-8 text at all (an image is not content we can show). */
function decodeBase64Text(encoded: string): string | undefined {
  const bytes = Buffer.from(encoded.replace(/\s+/g, ""), "base64");
  if (bytes.length === 0 || !isUtf8(bytes)) return undefined;
  const text = bytes.toString("utf8");
  return /[\u0000-\u0008\u000e-\u001f]/.test(text) ? undefined : text;
}

/**
 * A text construct (RFC 4287 §3.1) as HTML: type="text" is escaped, type="xhtml" unwraps its <div>,
 * base64 content is decoded. A construct with no type at all is text by the RFC, but feeds that omit
 * it routinely put escaped HTML there (`&amp;nbsp;`, `&lt;p&gt;`): read as text it would show "&nbsp;"
 * and tags to the reader, so an untyped construct that holds markup is read as HTML.
 */
function textConstructHtml(element: XmlElement | undefined): string | undefined {
  if (!element) return undefined;
  const typed = attr(element, "type");
  const type = (typed ?? "text").toLowerCase();
  const hasElements = element.children.some((node) => node.kind === "element");
  let html: string;
  if (type === "xhtml" || type.includes("xhtml")) {
    const wrapper = childElements(element).find((node) => node.local === "div");
    html = innerXml(wrapper ?? element);
  } else if (hasElements) {
    html = innerXml(element); // markup written straight into an html/text element
  } else if (isBase64Content(element, type)) {
    html = decodeBase64Text(textContent(element)) ?? "";
  } else if (type.includes("html") || attr(element, "mode") === "escaped" || (typed === undefined && LOOKS_LIKE_HTML.test(textContent(element)))) {
    html = textContent(element);
  } else {
    html = escapeHtml(textContent(element));
  }
  html = html.trim();
  return html === "" ? undefined : html;
}

function textConstructText(element: XmlElement | undefined): string {
  const html = textConstructHtml(element);
  return html ? htmlToText(html) : "";
}

function alternateLink(element: XmlElement, ...bases: (string | undefined)[]): string | undefined {
  const links = children(element, "link", ATOM);
  const alternate =
    links.find((link) => (attr(link, "rel") ?? "alternate") === "alternate" && (attr(link, "type") ?? "text/html").includes("html")) ??
    links.find((link) => (attr(link, "rel") ?? "alternate") === "alternate");
  return alternate ? resolveUrl(attr(alternate, "href") ?? textContent(alternate), alternate.base, ...bases) : undefined;
}

function personName(element: XmlElement | undefined): string | undefined {
  const person = element && child(element, "author", ATOM);
  if (!person) return undefined;
  return authorName(childText(person, "name", ATOM) ?? childText(person, "email", ATOM) ?? collapseWhitespace(textContent(person)));
}

function categories(entry: XmlElement): string[] {
  const names = [
    ...children(entry, "category", ATOM).map((category) => attr(category, "label") ?? attr(category, "term") ?? ownText(category)),
    ...children(entry, "subject", ["dc"]).map((subject) => ownText(subject)),
  ]
    .map((name) => collapseWhitespace(name))
    .filter((name) => name !== "");
  return [...new Set(names)];
}

function parseEntry(entry: XmlElement, feed: XmlElement, base: string | undefined): ParsedItem {
  const entryBase = entry.base ?? base;
  const content = child(entry, "content", ATOM);
  // RFC 4287 §4.1.3.2: with src, the content lives elsewhere and the element must be empty.
  const contentHtml = content && !attr(content, "src") ? textConstructHtml(content) : undefined;
  const summaryHtml = textConstructHtml(child(entry, "summary", ATOM));
  const publishedRaw = ["published", "issued", "created", "updated", "modified"]
    .map((name) => childText(entry, name, ATOM))
    .concat(childText(entry, "date", ["dc"]))
    .find((value) => value !== undefined);
  const updatedRaw = childText(entry, "updated", ATOM) ?? childText(entry, "modified", ATOM);
  const id = childText(entry, "id", ATOM);
  return {
    guid: id,
    // An entry without an alternate link is still addressable when its id is an http(s) URL.
    url: alternateLink(entry, entryBase) ?? (id && /^https?:\/\//i.test(id) ? resolveUrl(id) : undefined),
    origLink: resolveUrl(childText(entry, "origlink", ["feedburner"]), entryBase),
    title: textConstructText(child(entry, "title", ATOM)),
    summaryHtml,
    contentHtml,
    // RFC 4287 §4.2.1: an entry without an author inherits the feed's (or its source's).
    author: personName(entry) ?? personName(child(entry, "source", ATOM)) ?? personName(feed) ?? authorName(childText(entry, "creator", ["dc"])),
    imageUrl: itemImage(entry, [contentHtml, summaryHtml], content?.base ?? entryBase),
    publishedRaw,
    ...itemDates(publishedRaw, updatedRaw),
    categories: categories(entry),
    language: inheritedLanguage(entry),
    ...(sponsoredMark(entry) ? { sponsored: true } : {}),
  };
}

export function parseAtom(root: XmlElement, docUrl: string | undefined): ParsedFeed {
  // Relative references resolve against xml:base, then the document URL (RFC 4287 §2, RFC 3986 §5.1);
  // a feed read from disk falls back to its own rel="self" link.
  const selfLink = children(root, "link", ATOM).find((link) => attr(link, "rel") === "self");
  const documentUrl = docUrl?.startsWith("http") ? docUrl : (resolveUrl(selfLink && attr(selfLink, "href")) ?? docUrl);
  const base = root.base ?? documentUrl;
  return {
    format: "atom",
    title: textConstructText(child(root, "title", ATOM)),
    siteUrl: alternateLink(root, base),
    language: inheritedLanguage(root),
    items: children(root, "entry", ATOM).map((entry) => parseEntry(entry, root, base)),
  };
}

/** An Atom Entry Document (RFC 4287 §4.1.2): one entry as the root, read as a feed of one. */
export function parseAtomEntryDocument(entry: XmlElement, docUrl: string | undefined): ParsedFeed {
  const base = entry.base ?? docUrl;
  return { format: "atom", title: "", siteUrl: undefined, language: inheritedLanguage(entry), items: [parseEntry(entry, entry, base)] };
}
