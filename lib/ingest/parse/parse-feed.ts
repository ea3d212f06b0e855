import { parseAtom, parseAtomEntryDocument } from "./atom-adapter";
import { decodeFeedBytes } from "./decode-bytes";
import { parseJsonFeed } from "./json-adapter";
import { parseRss } from "./rss-adapter";
import { parseError, type ParseOptions, type ParseResult } from "./types";
import { readXml } from "./xml-reader";

// The parse stage (after miniflux's reader/parser): decode the bytes, tell the format from the content
// itself (servers label feeds text/html, application/octet-stream, anything), then hand off to one
// adapter per format. Every failure is a coded error with a sentence an operator can act on; nothing
// here throws on bad input.

type Sniffed = "json" | "xml" | "html" | "unknown";

function sniff(text: string): Sniffed {
  if (text.startsWith("{") || text.startsWith("[")) return "json";
  if (/^<!doctype\s+html|^<html[\s>]/i.test(text)) return "html";
  if (text.startsWith("<")) return "xml";
  return "unknown";
}

function parseXmlFeed(text: string, url: string | undefined): ParseResult {
  const read = readXml(text, url);
  if (!read.ok) return parseError("malformed_xml", `The feed is not well-formed XML: ${read.message}.`);
  const root = read.root;
  switch (root.local) {
    case "rss":
    case "rdf":
    case "channel": // RSS 0.9x documents that lost their <rss> wrapper
      return { ok: true, feed: parseRss(root, url) };
    case "feed":
      return { ok: true, feed: parseAtom(root, url) };
    case "entry": // an Atom Entry Document (RFC 4287 §4.1.2): a feed of one
      return { ok: true, feed: parseAtomEntryDocument(root, url) };
    case "html":
    case "head":
    case "body":
      return parseError("not_a_feed", "The address returned a web page (HTML), not a feed.");
    default:
      return parseError("not_a_feed", `The document is XML but not a feed: its root element is <${root.name}>, not <rss>, <rdf:RDF> or <feed>.`);
  }
}

export function parseFeed(bytes: Uint8Array, opts: ParseOptions = {}): ParseResult {
  if (bytes.length === 0) return parseError("empty", "The feed is empty (the server returned no content).");
  const decoded = decodeFeedBytes(bytes, opts.contentType);
  if (!decoded.ok) return { ok: false, error: decoded.error };
  const text = decoded.text.replace(/^\uFEFF/, "").trimStart();
  if (text === "") return parseError("empty", "The feed is empty (the server returned only whitespace).");
  try {
    switch (sniff(text)) {
      case "json":
        return parseJsonFeed(text, opts.url);
      case "xml":
        return parseXmlFeed(text, opts.url);
      case "html":
        return parseError("not_a_feed", "The address returned a web page (HTML), not a feed.");
      default:
        return parseError("not_a_feed", `The content is neither XML nor JSON (it starts with "${text.slice(0, 40)}").`);
    }
  } catch (error) {
    // A bug in an adapter must not take the whole refresh down; report it against the feed instead.
    return parseError("not_a_feed", `The feed could not be read: ${(error as Error).message}.`);
  }
}
