import fs from "node:fs";
import path from "node:path";
import iconv from "iconv-lite";
import { describe, expect, it } from "vitest";
import { charsetFromContentType, decodeFeedBytes } from "./decode-bytes";
import { parseFeed } from "./parse-feed";

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(__dirname, "fixtures", name)));

function titles(name: string, contentType?: string): [string, string] {
  const result = parseFeed(fixture(name), { contentType });
  if (!result.ok) throw new Error(result.error.message);
  return [result.feed.title, result.feed.items[0]?.title ?? ""];
}

describe("feed encodings", () => {
  it.each([
    ["latin1.xml", "Notícias do Brasil", "Informações úteis"],
    ["latin2.xml", "Wiadomości z Łodzi", "Zażółć gęślą jaźń"],
    ["windows-1251.xml", "Новости дня", "Привет, мир"],
    ["koi8-r.xml", "Пример ленты", "Первая новость"],
    ["gb2312.xml", "中文新闻", "经济增长放缓"],
    ["utf16le-bom.xml", "UTF-16 feed ✓", "Ünïcödé"],
  ])("decodes %s from its declared encoding", (name, title, item) => {
    expect(titles(name)).toEqual([title, item]);
  });

  it("treats valid UTF-8 as UTF-8 even when the prolog claims ISO-8859-1 (no mojibake)", () => {
    expect(titles("utf8-lying-prolog.xml")).toEqual(["Café society", "Déjà vu"]);
  });

  it("reads invalid UTF-8 that claims UTF-8 as windows-1252, so curly quotes and € survive", () => {
    expect(titles("cp1252-declared-utf8.xml")).toEqual(["Prices in €", "“Quoted” café"]);
  });

  it("lets the HTTP charset win over the prolog for non-UTF-8 bytes (RFC 7303 §3.2)", () => {
    const bytes = iconv.encode('<?xml version="1.0" encoding="ISO-8859-1"?><rss><channel><title>Привет</title></channel></rss>', "windows-1251");
    const result = parseFeed(new Uint8Array(bytes), { contentType: "application/rss+xml; charset=windows-1251" });
    expect(result).toMatchObject({ ok: true, feed: { title: "Привет" } });
  });

  it("falls back to the prolog when the HTTP charset says UTF-8 but the bytes are not", () => {
    const bytes = iconv.encode('<?xml version="1.0" encoding="koi8-r"?><rss><channel><title>Привет</title></channel></rss>', "koi8-r");
    const result = parseFeed(new Uint8Array(bytes), { contentType: "text/xml; charset=UTF-8" });
    expect(result).toMatchObject({ ok: true, feed: { title: "Привет" } });
  });

  it("strips a UTF-8 byte-order mark", () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode("<rss><channel><title>BOM</title></channel></rss>")]);
    expect(decodeFeedBytes(bytes)).toEqual({ ok: true, text: "<rss><channel><title>BOM</title></channel></rss>", encoding: "utf-8" });
  });

  it("refuses an encoding it cannot decode, naming it", () => {
    const result = decodeFeedBytes(fixture("unknown-encoding.xml"));
    expect(result).toMatchObject({ ok: false, error: { code: "unsupported_encoding" } });
  });

  it("reads the charset parameter of a Content-Type", () => {
    expect(charsetFromContentType('text/xml; charset="ISO-8859-1"')).toBe("ISO-8859-1");
    expect(charsetFromContentType("application/rss+xml")).toBeUndefined();
  });
});
