import { escapeHtml } from "./html-entities";
import { tokenizeHtml, type HtmlToken } from "./html-tokenizer";

// An allow-list sanitiser for any feed HTML we show (after miniflux's reader/sanitizer): every tag and
// attribute not listed is dropped, so new attack vectors fail closed. Scripts, handlers (on*), styles,
// frames and javascript:/data: URLs never survive.

const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  a: ["href", "title"],
  abbr: ["title"],
  b: [], blockquote: ["cite"], br: [], caption: [], cite: [], code: [], dd: [], del: ["cite", "datetime"],
  dfn: [], div: [], dl: [], dt: [], em: [], figcaption: [], figure: [],
  h1: [], h2: [], h3: [], h4: [], h5: [], h6: [], hr: [], i: [],
  img: ["src", "alt", "title", "width", "height"],
  ins: ["cite", "datetime"], kbd: [], li: [], mark: [], ol: ["start"], p: [], pre: [], q: ["cite"], s: [],
  small: [], span: [], strong: [], sub: [], sup: [], table: [], tbody: [], td: ["colspan", "rowspan"],
  tfoot: [], th: ["colspan", "rowspan", "scope"], thead: [], time: ["datetime"], tr: [], u: [], ul: [],
};

/** Elements removed together with everything inside them. */
const DROPPED_WITH_CONTENT = new Set([
  "applet", "base", "button", "embed", "form", "frame", "frameset", "head", "iframe", "input", "link", "math",
  "meta", "noscript", "object", "script", "select", "style", "svg", "template", "textarea", "title",
]);

const VOID_ELEMENTS = new Set(["br", "hr", "img"]);
const URL_ATTRIBUTES = new Set(["href", "src", "cite"]);

/**
 * Resolves a URL attribute against the base and keeps it only for safe schemes. The WHATWG URL parser
 * removes tabs and newlines first, so `java\tscript:` is caught like `javascript:` (WHATWG URL §4.4).
 */
function safeUrl(value: string, attribute: string, baseUrl: string | undefined): string | undefined {
  try {
    const url = baseUrl ? new URL(value.trim(), baseUrl) : new URL(value.trim());
    const allowed = attribute === "href" ? ["http:", "https:", "mailto:"] : ["http:", "https:"];
    return allowed.includes(url.protocol) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function renderStartTag(token: Extract<HtmlToken, { type: "start" }>, baseUrl: string | undefined): string | undefined {
  const allowedNames = ALLOWED_ATTRIBUTES[token.name];
  if (allowedNames === undefined) return undefined; // not on the allow-list: dropped, as the caller does
  const kept: string[] = [];
  for (const [name, rawValue] of token.attrs) {
    if (!allowedNames.includes(name)) continue;
    let value: string | undefined = rawValue;
    if (URL_ATTRIBUTES.has(name)) value = safeUrl(rawValue, name, baseUrl);
    if (value === undefined) {
      if (token.name === "img" && name === "src") return undefined; // an image without a safe source is nothing
      continue;
    }
    kept.push(` ${name}="${escapeHtml(value)}"`);
  }
  if (token.name === "img" && !kept.some((attribute) => attribute.startsWith(" src="))) return undefined;
  if (token.name === "img" && isTrackingPixel(token.attrs)) return undefined;
  if (token.name === "a") kept.push(' rel="noopener noreferrer nofollow"');
  return `<${token.name}${kept.join("")}>`;
}

/** 1×1 images are invisible beacons (feedburner's `~4/` counters and the like), not content. */
function isTrackingPixel(attrs: [string, string][]): boolean {
  const size = (name: string) => attrs.find(([key]) => key === name)?.[1].trim();
  return ["0", "1"].includes(size("width") ?? "") && ["0", "1"].includes(size("height") ?? "");
}

export function sanitizeHtml(html: string, baseUrl?: string): string {
  const output: string[] = [];
  const open: string[] = [];
  let droppedDepth = 0;
  let droppedName = "";
  for (const token of tokenizeHtml(html)) {
    if (droppedDepth > 0) {
      if (token.type === "start" && token.name === droppedName && !token.selfClosing) droppedDepth++;
      if (token.type === "end" && token.name === droppedName) droppedDepth--;
      continue;
    }
    if (token.type === "text") {
      output.push(escapeHtml(token.text));
    } else if (token.type === "start") {
      if (DROPPED_WITH_CONTENT.has(token.name)) {
        if (!token.selfClosing && !["base", "link", "meta", "input"].includes(token.name)) {
          droppedDepth = 1;
          droppedName = token.name;
        }
        continue;
      }
      if (!Object.hasOwn(ALLOWED_ATTRIBUTES, token.name)) continue;
      const rendered = renderStartTag(token, baseUrl);
      if (rendered === undefined) continue;
      output.push(rendered);
      if (!VOID_ELEMENTS.has(token.name) && !token.selfClosing) open.push(token.name);
      else if (!VOID_ELEMENTS.has(token.name)) output.push(`</${token.name}>`);
    } else {
      const at = open.lastIndexOf(token.name);
      if (at === -1) continue;
      // Close everything opened inside the element too, so the output is always well nested.
      for (const name of open.splice(at).reverse()) output.push(`</${name}>`);
    }
  }
  for (const name of open.reverse()) output.push(`</${name}>`);
  return output.join("");
}
