import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseFeed, type ParsedItem } from "@/lib/ingest/parse";
import { detectLanguage, normaliseLanguageTag } from "./detect-language";
import { DESCRIPTION_MAX_CHARS, normaliseItem, URL_MAX_CHARS, type NormalisedArticle, type NormaliseContext } from "./normalise-item";

const fetchedAt = new Date("2024-03-05T12:00:00Z");
const ctx: NormaliseContext = { feedUrl: "https://news.example.org/feed.xml", fetchedAt };

function item(overrides: Partial<ParsedItem> = {}): ParsedItem {
  return { title: "Headline", url: "https://news.example.org/a", categories: [], ...overrides };
}

function article(overrides: Partial<ParsedItem> = {}, context = ctx): NormalisedArticle {
  const result = normaliseItem(item(overrides), context);
  if ("skipped" in result) throw new Error(result.skipped);
  return result;
}

describe("normaliseItem: links", () => {
  it("stores the canonical URL", () => {
    expect(article({ url: "https://NEWS.example.org/a?utm_source=rss#top" }).url).toBe("https://news.example.org/a");
  });

  it("prefers feedburner's origLink over the redirect link", () => {
    const result = article({ url: "http://feedproxy.google.com/~r/x/~3/abc/", origLink: "https://news.example.org/real?utm_medium=feed" });
    expect(result.url).toBe("https://news.example.org/real");
  });

  it("keeps a redirect link as given when there is no origLink", () => {
    expect(article({ url: "http://feedproxy.google.com/~r/x/~3/abc/" }).url).toBe("http://feedproxy.google.com/~r/x/~3/abc/");
  });

  it("skips items without an http(s) link, saying why", () => {
    expect(normaliseItem(item({ url: undefined }), ctx)).toEqual({ skipped: "item has no link" });
    expect(normaliseItem(item({ url: "ftp://example.com/x" }), ctx)).toEqual({ skipped: "link is not an http(s) URL: ftp://example.com/x" });
  });

  it("cleans control characters out of an item's text but keeps its identity: a NUL-bearing link is percent-encoded, as before (issue 23)", () => {
    const result = article({ title: "A\u0000 title\u0007", author: "Ann\u0000", categories: ["x\u0000y"], url: "https://news.example.org/a\u0001b", guid: "id\u0000" });
    expect(result).toMatchObject({ title: "A title", author: "Ann", categories: ["xy"], url: "https://news.example.org/a%01b" });
    expect(result.hash).toBe(article({ title: "Other", url: "https://news.example.org/a\u0001b", guid: "id\u0000" }).hash);
  });

  it("skips a link too long for PostgreSQL's unique index, which would refuse the whole feed (issue 23)", () => {
    expect(normaliseItem(item({ url: `https://news.example.org/${"a".repeat(URL_MAX_CHARS)}` }), ctx)).toEqual({ skipped: `link is longer than ${URL_MAX_CHARS} characters` });
    expect(article({ url: `https://news.example.org/${"a".repeat(URL_MAX_CHARS - 100)}` }).url.length).toBeLessThanOrEqual(URL_MAX_CHARS);
  });
});

describe("normaliseItem: dates", () => {
  it("keeps a valid date as a UTC instant", () => {
    const result = article({ published: new Date("2024-03-04T08:00:00-05:00") });
    expect(result.publishedAt.toISOString()).toBe("2024-03-04T13:00:00.000Z");
    expect(result.dateFlagged).toBe(false);
  });

  it.each([
    ["missing", undefined],
    ["unparseable", new Date(Number.NaN)],
    ["more than a day in the future", new Date("2024-03-06T12:00:01Z")],
    ["before 1990 (a CMS default)", new Date("1970-01-01T00:00:00Z")],
  ])("uses fetchedAt and flags a %s date", (_case, published) => {
    const result = article({ published });
    expect(result.publishedAt.toISOString()).toBe(fetchedAt.toISOString());
    expect(result.dateFlagged).toBe(true);
  });

  it("accepts a date up to a day ahead (publisher clocks and zones drift)", () => {
    expect(article({ published: new Date("2024-03-06T11:00:00Z") }).dateFlagged).toBe(false);
  });

  it("falls back to the updated date", () => {
    expect(article({ updated: new Date("2024-03-01T00:00:00Z") }).publishedAt.toISOString()).toBe("2024-03-01T00:00:00.000Z");
  });
});

describe("normaliseItem: text", () => {
  it("makes a plain-text title, description and text", () => {
    const result = article({
      title: "  Summit\n ends  ",
      summaryHtml: "<p>Leaders agreed&nbsp;a <b>deal</b>.</p><img src='x' width='1' height='1'>",
      contentHtml: "<p>Full <i>story</i>.</p><script>evil()</script>",
    });
    expect(result).toMatchObject({ title: "Summit ends", description: "Leaders agreed a deal.", text: "Full story." });
  });

  it("caps the description at a word boundary with an ellipsis and keeps the full text", () => {
    const long = `${"word ".repeat(300)}end`;
    const result = article({ summaryHtml: `<p>${long}</p>` });
    expect(result.description.length).toBeLessThanOrEqual(DESCRIPTION_MAX_CHARS);
    expect(result.description).toMatch(/word…$/);
    expect(result.text).toBe(long);
  });

  it("derives a title from the text when the feed has none (RSS 0.92 allows that), and skips items with neither", () => {
    expect(article({ title: "", summaryHtml: "Kevin started a new blog." }).title).toBe("Kevin started a new blog.");
    expect(normaliseItem(item({ title: " " }), ctx)).toEqual({ skipped: "item has neither a title nor any text" });
  });

  it("cleans categories: trimmed, de-duplicated ignoring case, no opaque ids", () => {
    const result = article({ categories: [" World ", "world", "2b38db1f-4719-422e-aa9f-fc1572c2d151", "", "Politics"] });
    expect(result.categories).toEqual(["World", "Politics"]);
  });

  it("keeps only http(s) images", () => {
    expect(article({ imageUrl: "https://img.example.org/a.jpg" }).imageUrl).toBe("https://img.example.org/a.jpg");
    expect(article({ imageUrl: "javascript:alert(1)" }).imageUrl).toBeUndefined();
  });
});

describe("normaliseItem: language", () => {
  it("takes the item's language, then the feed's, then a guess", () => {
    expect(article({ language: "en_us" }, { ...ctx, feedLanguage: "fr" }).language).toBe("en-US");
    expect(article({}, { ...ctx, feedLanguage: "pt-br" }).language).toBe("pt-BR");
    expect(article({ title: "Der Bundestag hat mit der Mehrheit die Reform der Rente beschlossen, und die Opposition ist nicht zufrieden" }).language).toBe("de");
    expect(article({ title: "Headline" }).language).toBeUndefined();
  });

  it("guesses from the script for non-Latin text", () => {
    expect(detectLanguage("Первая новость о событиях дня в Москве")).toBe("ru");
    expect(detectLanguage("経済ニュースの見出しはこちらです")).toBe("ja");
    expect(normaliseLanguageTag("zh-hant-tw")).toBe("zh-Hant-TW");
    expect(normaliseLanguageTag("not a tag")).toBeUndefined();
  });
});

describe("normaliseItem: stable identity", () => {
  const fixture = new Uint8Array(fs.readFileSync(path.resolve(__dirname, "../parse/fixtures/rss2-news.xml")));

  function normaliseFeed(at: Date) {
    const result = parseFeed(fixture, { url: "https://feeds.example.org/world.rss" });
    if (!result.ok) throw new Error(result.error.message);
    const feedLanguage = result.feed.language;
    return result.feed.items.map((parsed) => normaliseItem(parsed, { feedUrl: "https://feeds.example.org/world.rss", fetchedAt: at, feedLanguage }));
  }

  it("gives the same URLs and hashes when the same feed is read again later", () => {
    const first = normaliseFeed(new Date("2024-03-05T12:00:00Z"));
    const again = normaliseFeed(new Date("2024-03-06T18:00:00Z"));
    const keys = (list: typeof first) => list.map((entry) => ("skipped" in entry ? entry.skipped : `${entry.url} ${entry.hash}`));
    expect(keys(again)).toEqual(keys(first));
    expect(new Set(keys(first)).size).toBe(3);
  });

  it("normalises the fixture's news item end to end", () => {
    const [first] = normaliseFeed(new Date("2024-03-05T12:00:00Z"));
    expect(first).toMatchObject({
      url: "https://news.example.org/world/2024/summit-deal",
      title: "Summit ends with a deal & a promise",
      description: "Leaders agreed a deal on Friday.",
      text: "Leaders agreed a deal on Friday. More text.",
      author: "Ana Ruiz",
      imageUrl: "https://img.example.org/summit-large.jpg",
      dateFlagged: false,
      language: "en-GB",
      categories: ["World", "Diplomacy"],
    });
  });
});
