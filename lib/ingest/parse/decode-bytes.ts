import { isUtf8 } from "node:buffer";
import { analyse } from "chardet";
import iconv from "iconv-lite";
import type { FeedParseError } from "./types";

// Turning feed bytes into text. The order follows what works on real feeds (and miniflux's
// reader/encoding): a byte-order mark wins (XML 1.0 Appendix F); a document that is valid UTF-8 is UTF-8
// whatever it claims, because a prolog that says ISO-8859-1 over UTF-8 bytes is a common lie and valid
// UTF-8 is almost never an accident; otherwise the HTTP charset (RFC 7303 §3.2), then the XML prolog.

export type DecodeResult = { ok: true; text: string; encoding: string } | { ok: false; error: FeedParseError };

// WHATWG Encoding §4.2: browsers read these labels as windows-1252, a superset that also gives meaning
// to 0x80–0x9F (curly quotes, the euro sign), which feeds labelled ISO-8859-1 routinely use.
const LABEL_ALIASES: Record<string, string> = {
  "iso-8859-1": "windows-1252", "iso8859-1": "windows-1252", "iso_8859-1": "windows-1252", latin1: "windows-1252",
  "l1": "windows-1252", "us-ascii": "windows-1252", ascii: "windows-1252", "cp1252": "windows-1252",
  "gb2312": "gbk", "gb_2312-80": "gbk", "x-gbk": "gbk", utf8: "utf-8", "unicode-1-1-utf-8": "utf-8",
  "x-sjis": "shift_jis", "x-euc-jp": "euc-jp",
};

function normaliseLabel(label: string): string {
  const lower = label.trim().toLowerCase();
  return LABEL_ALIASES[lower] ?? lower;
}

/** The `charset` parameter of a Content-Type header (RFC 9110 §8.3). */
export function charsetFromContentType(contentType: string | undefined): string | undefined {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? "");
  return match?.[1];
}

/** The `encoding` pseudo-attribute of the XML declaration (XML 1.0 §4.3.3), read from the ASCII head. */
export function encodingFromXmlDeclaration(bytes: Uint8Array): string | undefined {
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  const match = /^\s*<\?xml[^>]*?encoding\s*=\s*["']?([A-Za-z0-9._:-]+)/.exec(head);
  return match?.[1];
}

function byteOrderMark(bytes: Uint8Array): { encoding: string; length: number } | undefined {
  const [b0, b1, b2, b3] = bytes;
  if (b0 === 0xef && b1 === 0xbb && b2 === 0xbf) return { encoding: "utf-8", length: 3 };
  if (b0 === 0xff && b1 === 0xfe && b2 === 0 && b3 === 0) return { encoding: "utf-32le", length: 4 };
  if (b0 === 0 && b1 === 0 && b2 === 0xfe && b3 === 0xff) return { encoding: "utf-32be", length: 4 };
  if (b0 === 0xfe && b1 === 0xff) return { encoding: "utf-16be", length: 2 };
  if (b0 === 0xff && b1 === 0xfe) return { encoding: "utf-16le", length: 2 };
  // XML 1.0 Appendix F.1: UTF-16 without a mark still starts with `<` as 3C 00 or 00 3C.
  if (b0 === 0x3c && b1 === 0 && b2 !== 0) return { encoding: "utf-16le", length: 0 };
  if (b0 === 0 && b1 === 0x3c && b2 === 0) return { encoding: "utf-16be", length: 0 };
  return undefined;
}

/** The East Asian multi-byte encodings a statistical guess may name (chardet's names → iconv's). */
const MULTI_BYTE: Record<string, string> = {
  Big5: "big5",
  "EUC-JP": "euc-jp",
  Shift_JIS: "shift_jis",
  GB18030: "gb18030",
  "EUC-KR": "euc-kr",
  "ISO-2022-JP": "iso-2022-jp",
  "ISO-2022-KR": "iso-2022-kr",
  "ISO-2022-CN": "iso-2022-cn",
};
/** chardet's confidence (0–100) from which its multi-byte guess is taken. */
const MULTI_BYTE_CONFIDENCE = 50;

/**
 * Bytes that are not valid UTF-8 but claim to be (or claim nothing): mostly-UTF-8 text with a few
 * broken bytes stays UTF-8 (the broken bytes dropped). Otherwise, East Asian feeds that declare no
 * charset (Big5, EUC-JP, Shift_JIS, GB18030, EUC-KR) are recognised by chardet's statistical models
 * of those encodings (issue 27: read as windows-1252 they were garbled); anything else is a
 * single-byte legacy text, which the web reads as windows-1252. chardet's single-byte guesses are
 * not taken: on short Western texts they mistake one Latin code page for another.
 */
function guessUndeclared(bytes: Uint8Array): { text: string; encoding: string } {
  const lossy = new TextDecoder("utf-8").decode(bytes);
  let replaced = 0;
  let nonAscii = 0;
  for (const char of lossy) {
    if (char === "\uFFFD") replaced++;
    else if (char.charCodeAt(0) > 0x7f) nonAscii++;
  }
  if (nonAscii > 0 && replaced <= nonAscii / 10) return { text: lossy.replace(/\uFFFD/g, ""), encoding: "utf-8" };
  const multiByte = analyse(bytes).find((match) => match.confidence >= MULTI_BYTE_CONFIDENCE && MULTI_BYTE[match.name]);
  const encoding = multiByte ? MULTI_BYTE[multiByte.name]! : "windows-1252";
  return { text: iconv.decode(Buffer.from(bytes), encoding), encoding };
}

export function decodeFeedBytes(bytes: Uint8Array, contentType?: string): DecodeResult {
  const bom = byteOrderMark(bytes);
  if (bom) {
    const text = iconv.decode(Buffer.from(bytes.subarray(bom.length)), bom.encoding, { stripBOM: true });
    return { ok: true, text, encoding: bom.encoding };
  }
  if (isUtf8(bytes)) return { ok: true, text: new TextDecoder("utf-8").decode(bytes), encoding: "utf-8" };

  const declared = [charsetFromContentType(contentType), encodingFromXmlDeclaration(bytes)]
    .filter((label): label is string => Boolean(label))
    .map(normaliseLabel)
    .filter((label) => label !== "utf-8" && !label.startsWith("utf-16"));
  const usable = declared.find((label) => iconv.encodingExists(label));
  if (usable) return { ok: true, text: iconv.decode(Buffer.from(bytes), usable), encoding: usable };
  if (declared.length > 0) {
    return {
      ok: false,
      error: {
        code: "unsupported_encoding",
        message: `The feed declares the character encoding "${declared[0]}", which is not one we can decode, and it is not valid UTF-8.`,
      },
    };
  }
  return { ok: true, ...guessUndeclared(bytes) };
}
