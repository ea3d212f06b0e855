import { decodeEntities } from "@/lib/ingest/normalise/html-entities";
import { namespaceKey } from "./xml-namespaces";

// A forgiving XML reader for feeds. We do not use fast-xml-parser's tree: when a closing tag does not
// match (an unescaped `<br>` in a description) it pops one level anyway and silently moves every later
// element into the wrong parent, and its validator rejects the stray `&` and undeclared `&nbsp;` that
// many real feeds carry. Here a closing tag closes the nearest open element of that name (the unclosed
// ones inside it end there), a stray closing tag is ignored, entities are decoded as HTML does, and only
// a document that ends before its root closes (a truncated download) is an error; anything after the
// root closes is ignored.

export interface XmlText {
  kind: "text";
  text: string;
  cdata: boolean;
}

export interface XmlElement {
  kind: "element";
  /** Qualified name as written, e.g. `media:content`. */
  name: string;
  /** Local name, lower-cased: feeds are not consistent about `pubDate` vs `pubdate`. */
  local: string;
  /** Namespace key from xml-namespaces (`atom`, `dc`, `media`, …; "" for none). */
  ns: string;
  /** Attributes by qualified name, lower-cased, values decoded. */
  attrs: Record<string, string>;
  children: XmlNode[];
  /** Absolute base URI from xml:base on this element or an ancestor (XML Base §4.2), if any. */
  base?: string;
  parent?: XmlElement;
}

export type XmlNode = XmlElement | XmlText;

export type XmlReadResult = { ok: true; root: XmlElement } | { ok: false; message: string };

const NAME = /[^\s/>]+/y;
// Real feeds nest a dozen levels; a limit keeps a hostile document from exhausting the stack later.
const MAX_DEPTH = 256;
const ATTRIBUTE = /([^\s=/>]+)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/y;

function resolveBase(value: string, parentBase: string | undefined): string | undefined {
  try {
    return new URL(value.trim(), parentBase).href;
  } catch {
    return parentBase;
  }
}

function openElement(name: string, attrs: Record<string, string>, parent: XmlElement | undefined, docBase?: string): XmlElement {
  const colon = name.indexOf(":");
  const prefix = colon === -1 ? "" : name.slice(0, colon);
  const element: XmlElement = { kind: "element", name, local: name.slice(colon + 1).toLowerCase(), ns: "", attrs, children: [], parent };
  element.ns = namespaceKey(prefix, lookupNamespace(element, prefix));
  const xmlBase = attrs["xml:base"];
  const inherited = parent ? parent.base : undefined;
  element.base = xmlBase !== undefined ? resolveBase(xmlBase, inherited ?? docBase) : inherited;
  return element;
}

function lookupNamespace(element: XmlElement | undefined, prefix: string): string | undefined {
  const attribute = prefix === "" ? "xmlns" : `xmlns:${prefix.toLowerCase()}`;
  for (let node = element; node; node = node.parent) {
    if (attribute in node.attrs) return node.attrs[attribute];
  }
  return undefined;
}

function readAttributes(source: string, from: number, to: number): Record<string, string> {
  const attrs: Record<string, string> = {};
  let index = from;
  while (index < to) {
    if (/[\s/]/.test(source.charAt(index))) {
      index++;
      continue;
    }
    ATTRIBUTE.lastIndex = index;
    const match = ATTRIBUTE.exec(source);
    if (!match || match.index >= to) break;
    const key = match[1]!.toLowerCase();
    if (!(key in attrs)) attrs[key] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
    index = ATTRIBUTE.lastIndex;
  }
  return attrs;
}

/** End of a markup declaration like `<!DOCTYPE … [ … ]>`, skipping its internal subset. */
function endOfDeclaration(source: string, from: number): number {
  let depth = 0;
  for (let index = from; index < source.length; index++) {
    const char = source[index];
    if (char === "[") depth++;
    else if (char === "]") depth--;
    else if (char === ">" && depth <= 0) return index + 1;
  }
  return source.length;
}

/** Reads a feed document into a tree. `docBase` is the document's own URL (RFC 3986 §5.1.3). */
export function readXml(source: string, docBase?: string): XmlReadResult {
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let index = 0;
  const addText = (text: string, cdata: boolean) => {
    const top = stack[stack.length - 1];
    if (top && text) top.children.push({ kind: "text", text: cdata ? text : decodeEntities(text), cdata });
  };
  while (index < source.length) {
    const lt = source.indexOf("<", index);
    if (lt === -1) {
      addText(source.slice(index), false);
      break;
    }
    addText(source.slice(index, lt), false);
    if (source.startsWith("<![CDATA[", lt)) {
      const end = source.indexOf("]]>", lt + 9);
      if (end === -1) return { ok: false, message: "a CDATA section is never closed (the document may be truncated)" };
      addText(source.slice(lt + 9, end), true);
      index = end + 3;
    } else if (source.startsWith("<!--", lt)) {
      const end = source.indexOf("-->", lt + 4);
      if (end === -1) return { ok: false, message: "a comment is never closed (the document may be truncated)" };
      index = end + 3;
    } else if (source.startsWith("<?", lt)) {
      const end = source.indexOf("?>", lt + 2);
      index = end === -1 ? source.length : end + 2;
    } else if (source.startsWith("<!", lt)) {
      index = endOfDeclaration(source, lt + 2);
    } else if (source[lt + 1] === "/") {
      NAME.lastIndex = lt + 2;
      const name = NAME.exec(source)?.[0] ?? "";
      const gt = source.indexOf(">", lt);
      index = gt === -1 ? source.length : gt + 1;
      const at = stack.map((element) => element.name).lastIndexOf(name);
      if (at !== -1) stack.length = at;
    } else if (/[A-Za-z_:]/.test(source[lt + 1] ?? "")) {
      NAME.lastIndex = lt + 1;
      const name = NAME.exec(source)?.[0] ?? "";
      const gt = findTagEnd(source, lt + 1 + name.length);
      if (gt === -1) return { ok: false, message: `the tag <${name}> is cut off (the document may be truncated)` };
      const selfClosing = source[gt - 1] === "/";
      const parent = stack[stack.length - 1];
      if (!parent && root) break; // trailing junk after the root (debug output, a second document): the feed is complete
      const element = openElement(name, readAttributes(source, lt + 1 + name.length, gt), parent, docBase);
      if (parent) parent.children.push(element);
      else root = element;
      if (!selfClosing) stack.push(element);
      if (stack.length > MAX_DEPTH) return { ok: false, message: `elements are nested more than ${MAX_DEPTH} levels deep` };
      index = gt + 1;
    } else {
      addText("<", false); // a bare `<` in text: keep it, as an HTML parser would
      index = lt + 1;
    }
  }
  if (!root) return { ok: false, message: "there is no XML element in the document" };
  const unclosed = stack.at(-1);
  if (unclosed) {
    return { ok: false, message: `the document ends before <${unclosed.name}> is closed (it may be truncated)` };
  }
  return { ok: true, root };
}

/** Index of the `>` that ends a start tag, ignoring `>` inside quoted attribute values. */
function findTagEnd(source: string, from: number): number {
  let quote = "";
  for (let index = from; index < source.length; index++) {
    const char = source[index];
    if (quote) {
      if (char === quote) quote = "";
    } else if (char === '"' || char === "'") quote = char;
    else if (char === ">") return index;
    else if (char === "<") return -1;
  }
  return -1;
}
