import { decodeEntities } from "./html-entities";

// A small, forgiving HTML tokenizer for feed content (a simplification of WHATWG HTML §13.2.5): it
// never throws, treats a `<` that cannot start a tag as text, and skips comments, doctypes and the
// bodies of script/style. The text extractor (html-to-text.ts) reads feed HTML through it.

export type HtmlToken =
  | { type: "text"; text: string }
  | { type: "start"; name: string; attrs: [string, string][]; selfClosing: boolean }
  | { type: "end"; name: string };

/** Elements whose content is not markup (WHATWG HTML §13.1.2 "raw text elements" plus friends). */
const RAW_TEXT_ELEMENTS = new Set(["script", "style", "xmp", "iframe", "noembed", "noframes", "textarea", "title"]);

const TAG_NAME = /[A-Za-z][^\s/>]*/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"?|'([^']*)'?|([^\s>]*)))?/y;

function tagNameAt(source: string, at: number): string {
  TAG_NAME.lastIndex = at;
  return TAG_NAME.exec(source)?.[0] ?? "";
}

function readAttributes(source: string, from: number): { attrs: [string, string][]; selfClosing: boolean; end: number } {
  const attrs: [string, string][] = [];
  let index = from;
  while (index < source.length) {
    const char = source.charAt(index);
    if (char === ">") return { attrs, selfClosing: source[index - 1] === "/", end: index + 1 };
    if (/\s|\//.test(char)) {
      index++;
      continue;
    }
    ATTRIBUTE.lastIndex = index;
    const match = ATTRIBUTE.exec(source);
    if (!match) {
      index++;
      continue;
    }
    const value = match[2] ?? match[3] ?? match[4] ?? "";
    attrs.push([match[1]!.toLowerCase(), decodeEntities(value)]);
    index += match[0].length;
  }
  return { attrs, selfClosing: false, end: source.length };
}

function skipPast(source: string, marker: string, from: number): number {
  const at = source.indexOf(marker, from);
  return at === -1 ? source.length : at + marker.length;
}

function indexOfIgnoreCase(source: string, needle: string, from: number): number {
  const pattern = new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "gi");
  pattern.lastIndex = from;
  return pattern.exec(source)?.index ?? -1;
}

export function tokenizeHtml(source: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  let index = 0;
  let textStart = 0;
  const flushText = (end: number) => {
    if (end > textStart) tokens.push({ type: "text", text: decodeEntities(source.slice(textStart, end)) });
  };
  while (index < source.length) {
    const lt = source.indexOf("<", index);
    if (lt === -1) break;
    const next = source[lt + 1] ?? "";
    if (source.startsWith("<!--", lt)) {
      flushText(lt);
      index = textStart = skipPast(source, "-->", lt + 4);
    } else if (next === "!" || next === "?") {
      flushText(lt);
      index = textStart = skipPast(source, ">", lt + 2);
    } else if (next === "/" && /[A-Za-z]/.test(source[lt + 2] ?? "")) {
      flushText(lt);
      const name = tagNameAt(source, lt + 2);
      tokens.push({ type: "end", name: name.toLowerCase() });
      index = textStart = skipPast(source, ">", lt + 2);
    } else if (/[A-Za-z]/.test(next)) {
      flushText(lt);
      const name = tagNameAt(source, lt + 1).toLowerCase();
      const { attrs, selfClosing, end } = readAttributes(source, lt + 1 + name.length);
      tokens.push({ type: "start", name, attrs, selfClosing });
      index = textStart = end;
      if (RAW_TEXT_ELEMENTS.has(name) && !selfClosing) {
        const close = indexOfIgnoreCase(source, `</${name}`, end);
        index = textStart = close === -1 ? source.length : skipPast(source, ">", close);
        tokens.push({ type: "end", name });
      }
    } else {
      index = lt + 1;
    }
  }
  flushText(source.length);
  return tokens;
}
