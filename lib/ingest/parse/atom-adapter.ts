import { collapseWhitespace, htmlToText } from "@/lib/ingest/normalise/html-to-text";
import { escapeHtml } from "@/lib/ingest/normalise/html-entities";
import { parseFeedDate } from "./parse-date";
import { itemImage } from "./item-image";
import { authorName, inheritedLanguage } from "./rss-adapter";
import type { ParsedFeed, ParsedItem } from "./types";
import { attr, child, childElements, children, childText, innerXml, resolveUrl, textContent } from "./xml-query";
import type { XmlElement } from "./xml-reader";

// Atom 1.0 (RFC 4287) and Atom 0.3 (draft-nottingham-atom-format-02, with `issued`, `modified` and
// `mode="escaped"`). Atom without a namespace declaration is read too: miniflux accepts it and such
// feeds exist.

const ATOM = ["atom", ""];

/** A text construct (RFC 4287 §3.1) as HTML: type="text" is escaped, type="xhtml" unwraps its <div>. */
function textConstructHtml(element: XmlElement | undefined): string | undefined {
  if (!element) return undefined;
  const type = (attr(element, "type") ?? "text").toLowerCase();
  const hasElements = element.children.some((node) => node.kind === "element");
  let html: string;
  if (type === "xhtml" || type.includes("xhtml")) {
    const wrapper = childElements(element).find((node) => node.local === "div");
    html = innerXml(wrapper ?? element);
  } else if (hasElements) {
    html = innerXml(element); // markup written straight into an html/text element
  } else if (attr(element, "mode") === "base64") {
    html = Buffer.from(textContent(element), "base64").toString("utf8");
  } else if (type.includes("html") || attr(element, "mode") === "escaped") {
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
    ...children(entry, "category", ATOM).map((category) => attr(category, "label") ?? attr(category, "term") ?? textContent(category)),
    ...children(entry, "subject", ["dc"]).map((subject) => textContent(subject)),
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
    published: parseFeedDate(publishedRaw),
    updated: parseFeedDate(updatedRaw),
    categories: categories(entry),
    language: inheritedLanguage(entry),
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
