import { tokenizeHtml } from "./html-tokenizer";

// Elements that start a new line of text; everything else is inline (WHATWG HTML §15.3 default styles).
const BLOCK_ELEMENTS = new Set([
  "address", "article", "aside", "blockquote", "br", "dd", "div", "dl", "dt", "figcaption", "figure", "footer",
  "h1", "h2", "h3", "h4", "h5", "h6", "header", "hr", "li", "main", "nav", "ol", "p", "pre", "section", "table",
  "td", "th", "tr", "ul",
]);

// C0/C1 control characters other than tab and newlines are invalid in XML 1.0 (§2.2) and in HTML text;
// real feeds still carry them (copy-pasted from word processors), and they break downstream display.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uFFFD]/g;

/** `text` without those characters; PostgreSQL also refuses a NUL in any text it stores (issue 23). */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, "");
}

/**
 * Plain text of an HTML fragment: tags dropped, script/style bodies dropped, character references
 * decoded, block boundaries turned into line breaks. With `keepLines` the lines are kept (each one
 * trimmed and collapsed); otherwise all whitespace collapses to single spaces.
 */
export function htmlToText(html: string, options: { keepLines?: boolean } = {}): string {
  if (!html) return "";
  const parts: string[] = [];
  for (const token of tokenizeHtml(html)) {
    if (token.type === "text") parts.push(token.text);
    else if (BLOCK_ELEMENTS.has(token.name)) parts.push("\n");
  }
  const text = withoutControlCharacters(parts.join(""));
  const lines = text
    .split("\n")
    .map((line) => collapseWhitespace(line))
    .filter((line) => line !== "");
  return options.keepLines ? lines.join("\n") : lines.join(" ");
}

/** Collapses runs of whitespace and trims; JavaScript's `\s` already covers no-break and other Unicode spaces. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}
