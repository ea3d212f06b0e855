import { tokenizeHtml } from "@/lib/ingest/normalise/html-tokenizer";
import { attr, children, resolveUrl } from "./xml-query";
import type { XmlElement } from "./xml-reader";

// The picture that goes with an item, from the most to the least deliberate signal: Media RSS
// (media:content/media:group/media:thumbnail, Media RSS 1.5.1 §5), an image enclosure (RSS 2.0
// <enclosure>, Atom rel="enclosure"), itunes:image, then the first real <img> of the item's HTML.

const IMAGE_EXTENSION = /\.(jpe?g|png|gif|webp|avif)(\?|#|$)/i;

interface Candidate {
  url: string;
  width: number;
  preferred: boolean;
}

function isImage(element: XmlElement): boolean {
  const medium = attr(element, "medium");
  const type = attr(element, "type");
  if (medium) return medium === "image";
  if (type) return type.startsWith("image/");
  return IMAGE_EXTENSION.test(attr(element, "url") ?? attr(element, "href") ?? "");
}

function mediaCandidates(element: XmlElement, base: string | undefined): { contents: Candidate[]; thumbnails: Candidate[] } {
  const contents: Candidate[] = [];
  const thumbnails: Candidate[] = [];
  const visit = (parent: XmlElement) => {
    for (const content of children(parent, "content", ["media"])) {
      const url = resolveUrl(attr(content, "url"), content.base, base);
      if (url && isImage(content)) {
        contents.push({ url, width: Number(attr(content, "width") ?? 0) || 0, preferred: attr(content, "isdefault") === "true" });
      }
      visit(content);
    }
    for (const thumbnail of children(parent, "thumbnail", ["media"])) {
      const url = resolveUrl(attr(thumbnail, "url"), thumbnail.base, base);
      if (url) thumbnails.push({ url, width: Number(attr(thumbnail, "width") ?? 0) || 0, preferred: false });
    }
    for (const group of children(parent, "group", ["media"])) visit(group);
  };
  visit(element);
  return { contents, thumbnails };
}

function best(candidates: Candidate[]): string | undefined {
  const preferred = candidates.find((candidate) => candidate.preferred);
  if (preferred) return preferred.url;
  return [...candidates].sort((a, b) => b.width - a.width)[0]?.url;
}

/** First <img> in HTML that is not a 1×1 counter or a feedburner flare. */
export function firstImageInHtml(html: string | undefined, base: string | undefined): string | undefined {
  if (!html || !html.includes("<")) return undefined;
  for (const token of tokenizeHtml(html)) {
    if (token.type !== "start" || token.name !== "img") continue;
    const get = (name: string) => token.attrs.find(([key]) => key === name)?.[1];
    const tiny = ["0", "1"].includes(get("width") ?? "") || ["0", "1"].includes(get("height") ?? "");
    const url = resolveUrl(get("src"), base);
    if (!url || tiny || /feedburner\.com\/~(ff|r)\//.test(url) || !/^https?:/.test(url)) continue;
    return url;
  }
  return undefined;
}

export function itemImage(item: XmlElement, html: (string | undefined)[], base: string | undefined): string | undefined {
  const { contents, thumbnails } = mediaCandidates(item, base);
  const media = best(contents) ?? best(thumbnails);
  if (media) return media;
  for (const enclosure of [...children(item, "enclosure"), ...children(item, "link", ["atom", ""])]) {
    const isEnclosure = enclosure.local === "enclosure" || attr(enclosure, "rel") === "enclosure";
    const url = resolveUrl(attr(enclosure, "url") ?? attr(enclosure, "href"), enclosure.base, base);
    if (isEnclosure && url && isImage(enclosure)) return url;
  }
  const itunes = children(item, "image", ["itunes"])[0];
  const itunesUrl = itunes ? resolveUrl(attr(itunes, "href"), itunes.base, base) : undefined;
  if (itunesUrl) return itunesUrl;
  for (const fragment of html) {
    const found = firstImageInHtml(fragment, base);
    if (found) return found;
  }
  return undefined;
}
