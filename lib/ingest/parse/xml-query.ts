import { escapeHtml } from "@/lib/ingest/normalise/html-entities";
import type { XmlElement, XmlNode } from "./xml-reader";

// Small read helpers over the tree from xml-reader, shared by the RSS and Atom adapters.

function matches(node: XmlNode, local: string, namespaces?: readonly string[]): node is XmlElement {
  return node.kind === "element" && node.local === local && (!namespaces || namespaces.includes(node.ns));
}

export function childElements(element: XmlElement): XmlElement[] {
  return element.children.filter((node): node is XmlElement => node.kind === "element");
}

/** Direct children named `local` (lower case) in one of `namespaces` ("" = no namespace); any namespace when omitted. */
export function children(element: XmlElement, local: string, namespaces?: readonly string[]): XmlElement[] {
  return element.children.filter((node): node is XmlElement => matches(node, local, namespaces));
}

export function child(element: XmlElement, local: string, namespaces?: readonly string[]): XmlElement | undefined {
  return element.children.find((node): node is XmlElement => matches(node, local, namespaces));
}

/** All text below the element, entity-decoded, CDATA included. */
export function textContent(element: XmlElement): string {
  return element.children.map((node) => (node.kind === "text" ? node.text : textContent(node))).join("");
}

/**
 * The element's own text, without its child elements': a category that wraps an <image> block
 * (`<category>News<image><url>…</url></image></category>`) is "News", not "News" plus the image's fields.
 */
export function ownText(element: XmlElement): string {
  return element.children.map((node) => (node.kind === "text" ? node.text : "")).join("");
}

/** Trimmed text of the first matching child, or undefined when absent or blank. */
export function childText(element: XmlElement, local: string, namespaces?: readonly string[]): string | undefined {
  const found = child(element, local, namespaces);
  const text = found ? textContent(found).trim() : "";
  return text === "" ? undefined : text;
}

export function attr(element: XmlElement, name: string): string | undefined {
  const value = element.attrs[name.toLowerCase()];
  return value === undefined || value.trim() === "" ? undefined : value.trim();
}

/** The children re-serialised as markup: unescaped HTML/XHTML written straight into an element. */
export function innerXml(element: XmlElement): string {
  return element.children
    .map((node) => {
      if (node.kind === "text") return node.cdata ? node.text : escapeHtml(node.text);
      const name = node.name.slice(node.name.indexOf(":") + 1);
      const attributes = Object.entries(node.attrs)
        .filter(([key]) => !key.startsWith("xmlns"))
        .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
        .join("");
      return `<${name}${attributes}>${innerXml(node)}</${name}>`;
    })
    .join("");
}

/**
 * The HTML an element carries, whichever way the feed wrote it: escaped (`&lt;p&gt;`, decoded by the
 * reader into `<p>`), in CDATA, or as raw child elements.
 */
export function htmlContent(element: XmlElement | undefined): string | undefined {
  if (!element) return undefined;
  const hasElements = element.children.some((node) => node.kind === "element");
  const html = (hasElements ? innerXml(element) : textContent(element)).trim();
  return html === "" ? undefined : html;
}

/** Resolves a possibly relative reference (RFC 3986 §5.2) against the first base that works. */
export function resolveUrl(reference: string | undefined, ...bases: (string | undefined)[]): string | undefined {
  const trimmed = reference?.trim();
  if (!trimmed) return undefined;
  const candidates = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? [undefined] : bases.filter((base) => base !== undefined);
  for (const base of candidates) {
    try {
      return new URL(trimmed, base).href;
    } catch {
      // an unusable base: try the next one
    }
  }
  return undefined;
}

/**
 * Whether an item marks itself paid for: a child element named `sponsored` in any namespace saying
 * true (CNBC writes `<metadata:sponsored>false</metadata:sponsored>` on every story), issue 25.
 */
export function sponsoredMark(item: XmlElement): boolean {
  return children(item, "sponsored").some((element) => /^(true|yes|1)$/i.test(textContent(element).trim()));
}
