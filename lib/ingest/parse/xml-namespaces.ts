// Feeds mix vocabularies by namespace (Namespaces in XML 1.0 §6), but real feeds misspell the URIs
// (`http://purl.org/dc/elements/1.1` without the slash, Dublin Core bound to the DCMI terms page,
// `https://www.w3.org/2005/Atom`). We therefore map every namespace to a short key: the known URI
// patterns first, then the conventional prefix the author wrote, which is what they meant.

const KNOWN_NAMESPACES: [RegExp, string][] = [
  [/^https?:\/\/www\.w3\.org\/2005\/atom\/?$/i, "atom"],
  [/^https?:\/\/purl\.org\/atom\/ns#?$/i, "atom"], // Atom 0.3
  [/^https?:\/\/purl\.org\/rss\/1\.0\/?$/i, "rss"], // RSS 1.0 §5.3
  [/^https?:\/\/my\.netscape\.com\/rdf\/simple\/0\.9\/?$/i, "rss"], // RSS 0.90
  [/^https?:\/\/backend\.userland\.com\/rss2\/?$/i, "rss"],
  [/^https?:\/\/purl\.org\/dc\/elements\/1\.1\/?$/i, "dc"],
  [/^https?:\/\/purl\.org\/dc\/terms\/?$/i, "dc"],
  [/^https?:\/\/purl\.org\/rss\/1\.0\/modules\/content\/?$/i, "content"],
  [/^https?:\/\/search\.yahoo\.com\/mrss\/?$/i, "media"],
  [/^https?:\/\/www\.w3\.org\/1999\/02\/22-rdf-syntax-ns#?$/i, "rdf"],
  [/^https?:\/\/rssnamespace\.org\/feedburner\/ext\/1\.0\/?$/i, "feedburner"],
  [/^https?:\/\/www\.itunes\.com\/dtds\/podcast-1\.0\.dtd$/i, "itunes"],
  [/^https?:\/\/www\.w3\.org\/1999\/xhtml\/?$/i, "xhtml"],
];

const CONVENTIONAL_PREFIXES = new Set(["atom", "dc", "dcterms", "content", "media", "rdf", "feedburner", "itunes", "xhtml", "xml"]);

/** Namespace key for an element: known URI → key; else a conventional prefix; else "" (no or unknown namespace). */
export function namespaceKey(prefix: string, uri: string | undefined): string {
  if (prefix === "xml") return "xml";
  if (uri) {
    for (const [pattern, key] of KNOWN_NAMESPACES) if (pattern.test(uri)) return key;
  }
  const lower = prefix.toLowerCase();
  if (lower === "dcterms") return "dc";
  if (lower === "a10") return "atom"; // .NET's SyndicationFeed writes Atom elements into RSS as a10:
  if (CONVENTIONAL_PREFIXES.has(lower) || (lower !== "" && !uri)) return lower;
  return uri && prefix !== "" ? `{${uri}}` : "";
}
