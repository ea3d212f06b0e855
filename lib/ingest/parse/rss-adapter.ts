import { collapseWhitespace, htmlToText } from "@/lib/ingest/normalise/html-to-text";
import { itemDates } from "./parse-date";
import { itemImage } from "./item-image";
import type { ParsedFeed, ParsedItem } from "./types";
import { attr, child, children, childText, htmlContent, ownText, resolveUrl, sponsoredMark, textContent } from "./xml-query";
import type { XmlElement } from "./xml-reader";

// RSS 0.91/0.92/2.0 (https://www.rssboard.org/rss-specification) and RSS 1.0 / 0.90 (RDF,
// https://web.resource.org/rss/1.0/spec), which differ mainly in where the items live: inside
// <channel> for RSS 2.0, beside it for RDF. Modules: Dublin Core, content:encoded, Media RSS,
// feedburner:origLink, and Atom elements that some RSS feeds borrow (atom:link, atom:updated).

const RSS = ["", "rss"];

/** Inherited xml:lang (XML 1.0 §2.12). */
export function inheritedLanguage(element: XmlElement | undefined): string | undefined {
  for (let node = element; node; node = node.parent) {
    const lang = attr(node, "xml:lang");
    if (lang) return lang;
  }
  return undefined;
}

/**
 * A byline as a name. RSS 2.0 <author> is an e-mail address, conventionally `jo@example.com (Jo Bloggs)`:
 * keep the name. Feeds also write it the other way round, `Jo Bloggs (jo@example.com)` or
 * `Jo Bloggs <jo@example.com>`: drop the address. A bare address is no byline (a mailbox is not a
 * name). HTML bylines keep their first line.
 */
export function authorName(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const text = htmlToText(raw, { keepLines: true }).split("\n")[0] ?? "";
  const named = /^\S+@\S+\s*\((.+)\)$/.exec(text);
  const name = collapseWhitespace(
    (named?.[1] ?? text).replace(/\s*[(<\[]\s*(?:mailto:)?[^\s()<>\[\]@]+@[^\s()<>\[\]]+\s*[)>\]]/gi, " ").replace(/\(mailto:[^)]*\)/i, ""),
  ).replace(/^by\s+/i, "");
  return name === "" || /^\S+@\S+\.\S+$/.test(name) ? undefined : name;
}

function itemLink(item: XmlElement, base: string | undefined): string | undefined {
  const link = child(item, "link", RSS);
  const fromLink = link ? resolveUrl(textContent(link) || attr(link, "href"), item.base, base) : undefined;
  if (fromLink) return fromLink;
  const atomLink = children(item, "link", ["atom"]).find((element) => (attr(element, "rel") ?? "alternate") === "alternate");
  if (atomLink) return resolveUrl(attr(atomLink, "href"), atomLink.base, base);
  // RSS 2.0: a guid is a permalink unless isPermaLink="false"; a relative one resolves like a link.
  const guid = child(item, "guid", RSS);
  if (guid && attr(guid, "ispermalink") !== "false") {
    const url = resolveUrl(textContent(guid), item.base, base);
    if (url?.startsWith("http")) return url;
  }
  return undefined;
}

function categories(item: XmlElement): string[] {
  const names = [...children(item, "category", RSS), ...children(item, "subject", ["dc"])]
    .map((element) => htmlToText(ownText(element)))
    .filter((name) => name !== "");
  return [...new Set(names)];
}

function parseItem(item: XmlElement, siteUrl: string | undefined, docUrl: string | undefined): ParsedItem {
  const base = item.base ?? siteUrl ?? docUrl;
  const summaryHtml = htmlContent(child(item, "description", RSS));
  const contentHtml = htmlContent(child(item, "encoded", ["content"]) ?? child(item, "body", ["xhtml"]));
  const publishedRaw =
    childText(item, "pubdate", RSS) ?? childText(item, "date", ["dc"]) ?? childText(item, "published", ["atom"]) ?? childText(item, "issued", ["dc"]);
  const updatedRaw = childText(item, "updated", ["atom"]) ?? childText(item, "modified", ["dc"]);
  const rdfAbout = attr(item, "rdf:about");
  const origLink = resolveUrl(childText(item, "origlink", ["feedburner"]), base);
  return {
    guid: childText(item, "guid", RSS) ?? rdfAbout,
    url: itemLink(item, base) ?? resolveUrl(rdfAbout, item.base, base),
    origLink,
    title: htmlToText(childText(item, "title", RSS) ?? childText(item, "title", ["dc"]) ?? ""),
    summaryHtml,
    contentHtml,
    author: authorName(childText(item, "creator", ["dc"]) ?? childText(item, "author", RSS) ?? childText(item, "author", ["itunes"])),
    imageUrl: itemImage(item, [contentHtml, summaryHtml], base),
    publishedRaw,
    ...itemDates(publishedRaw, updatedRaw),
    categories: categories(item),
    language: childText(item, "language", ["dc"]) ?? inheritedLanguage(item),
    ...(sponsoredMark(item) ? { sponsored: true } : {}),
  };
}

export function parseRss(root: XmlElement, docUrl: string | undefined): ParsedFeed {
  const isRdf = root.local === "rdf";
  const channel = child(root, "channel", RSS) ?? root;
  const channelBase = channel.base ?? docUrl;
  const selfLink = children(channel, "link", ["atom"]).find((element) => attr(element, "rel") === "self");
  const documentUrl = docUrl?.startsWith("http") ? docUrl : resolveUrl(selfLink && attr(selfLink, "href"));
  const siteLink = child(channel, "link", RSS);
  const siteUrl = siteLink ? resolveUrl(textContent(siteLink) || attr(siteLink, "href"), channelBase, documentUrl) : undefined;
  const items = [...children(channel, "item", RSS), ...(isRdf && channel !== root ? children(root, "item", RSS) : [])];
  return {
    format: isRdf ? "rdf" : "rss",
    title: htmlToText(childText(channel, "title", RSS) ?? childText(channel, "title", ["dc"]) ?? ""),
    siteUrl,
    language: childText(channel, "language", RSS) ?? childText(channel, "language", ["dc"]) ?? inheritedLanguage(channel),
    items: items.map((item) => parseItem(item, siteUrl, documentUrl)),
  };
}
