// Which media type a captured feed file is served with. The content decides first (captures are often
// saved as .xml whatever they hold), then the file extension. Types follow RFC 4287 §7 (Atom), the RSS
// Advisory Board's application/rss+xml, JSON Feed 1.1's application/feed+json, and RFC 7303 (XML).
import path from "node:path";

export interface ReplayContentType {
  contentType: string;
  /** Listed by the replay server as a feed (a captured feed, even an empty or broken one). */
  isFeed: boolean;
}

const SNIFF_BYTES = 4096;

const BY_EXTENSION: Record<string, string> = {
  ".rss": "application/rss+xml",
  ".rdf": "application/rss+xml",
  ".atom": "application/atom+xml",
  ".json": "application/feed+json",
  ".xml": "text/xml",
};

/** The first few KB as text: enough to see the root element or the JSON Feed version. */
function head(content: Uint8Array): string {
  const bytes = Buffer.from(content.buffer, content.byteOffset, Math.min(content.byteLength, SNIFF_BYTES));
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return bytes.subarray(2).toString("utf16le");
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return Buffer.from(bytes.subarray(2)).swap16().toString("utf16le");
  // Markup names are ASCII, so latin1 reads them whatever the declared encoding is.
  return bytes.toString("latin1").replace(/^\xef\xbb\xbf/, "");
}

function sniff(content: Uint8Array): string | null {
  const text = head(content).trimStart();
  if (text.startsWith("{")) {
    return /"version"\s*:\s*"https?:\/\/jsonfeed\.org\/version\//.test(text) ? "application/feed+json" : null;
  }
  if (!text.startsWith("<")) return null;
  // The root is the first element after the prolog: skip <?…?>, <!--…-->, <!DOCTYPE …>.
  const root = /<([A-Za-z_][\w.:-]*)/.exec(text.replace(/<!--[\s\S]*?(-->|$)/g, ""))?.[1];
  const localName = root?.split(":").pop()?.toLowerCase();
  if (localName === "rss") return "application/rss+xml";
  if (localName === "feed") return "application/atom+xml";
  // RSS 1.0 is RDF (root rdf:RDF); feed readers accept it as RSS.
  if (localName === "rdf") return "application/rss+xml";
  return null;
}

/**
 * No charset parameter is added: for XML the document's own declaration then decides (RFC 7303 §8.1
 * gives a charset parameter precedence over it, and a wrong one would garble non-UTF-8 captures).
 */
export function guessContentType(fileName: string, content: Uint8Array): ReplayContentType {
  const sniffed = sniff(content);
  if (sniffed) return { contentType: sniffed, isFeed: true };
  const byExtension = BY_EXTENSION[path.extname(fileName).toLowerCase()];
  if (byExtension) return { contentType: byExtension, isFeed: true };
  if (path.extname(fileName).toLowerCase() === ".txt") return { contentType: "text/plain; charset=utf-8", isFeed: false };
  return { contentType: "application/octet-stream", isFeed: false };
}
