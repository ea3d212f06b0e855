import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { atIndex } from "@/test/at-index";
import { parseFeed } from "./parse-feed";
import type { ParsedFeed } from "./types";

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(__dirname, "fixtures", name)));

function parsed(name: string, opts: { contentType?: string; url?: string } = {}): ParsedFeed {
  const result = parseFeed(fixture(name), opts);
  if (!result.ok) throw new Error(`${name}: ${result.error.code} ${result.error.message}`);
  return result.feed;
}

describe("RSS 2.0", () => {
  const feed = parsed("rss2-news.xml", { url: "https://feeds.example.org/world.rss" });

  it("reads the channel, decoding double-escaped entities in the title", () => {
    expect(feed).toMatchObject({ format: "rss", title: "Example News & Views", siteUrl: "https://news.example.org/world/", language: "en-gb" });
    expect(feed.items).toHaveLength(3);
  });

  it("keeps the redirect link and the publisher's origLink, and reads dc:creator despite a misspelt namespace", () => {
    const first = atIndex(feed.items, 0);
    expect(first.url).toBe("http://feedproxy.example.net/~r/world/~3/abc123/");
    expect(first.origLink).toBe("https://news.example.org/world/2024/summit-deal?utm_source=rss&utm_medium=feed");
    expect(first.guid).toBe("summit-deal-20240301");
    expect(first.author).toBe("Ana Ruiz");
    expect(first.title).toBe("Summit ends with a deal & a promise");
    expect(first.categories).toEqual(["World", "Diplomacy"]);
  });

  it("reads named zones (EST is UTC−5) and keeps the raw date", () => {
    expect(atIndex(feed.items, 0).publishedRaw).toBe("Fri, 01 Mar 2024 14:30:00 EST");
    expect(atIndex(feed.items, 0).published?.toISOString()).toBe("2024-03-01T19:30:00.000Z");
  });

  it("takes the largest media:content image of a media:group", () => {
    expect(atIndex(feed.items, 0).imageUrl).toBe("https://img.example.org/summit-large.jpg");
  });

  it("decodes escaped HTML in description and keeps CDATA HTML in content:encoded", () => {
    expect(atIndex(feed.items, 0).summaryHtml).toContain("Leaders agreed\u00a0a <b>deal</b> on Friday.");
    expect(atIndex(feed.items, 0).contentHtml).toContain("<p>Leaders agreed a <b>deal</b> on Friday.</p>");
  });

  it("resolves relative links and thumbnails against xml:base, and reads a date without a zone as its wall clock, marked unreliable", () => {
    const second = atIndex(feed.items, 1);
    expect(second.url).toBe("https://news.example.org/world/2024/relative-story");
    expect(second.imageUrl).toBe("https://news.example.org/img/thumb.jpg");
    expect(second.published?.toISOString()).toBe("2024-03-02T09:15:00.000Z");
    expect(second.publishedLatest?.toISOString()).toBe("2024-03-02T21:15:00.000Z");
    expect(second.author).toBe("Sam Lee");
  });

  it("uses an image enclosure and leaves an unreadable date undefined but reported raw", () => {
    const third = atIndex(feed.items, 2);
    expect(third.imageUrl).toBe("https://img.example.org/enclosure.png");
    expect(third.published).toBeUndefined();
    expect(third.publishedRaw).toBe("sometime last week");
  });
});

describe("Atom", () => {
  it("resolves nested xml:base, unwraps xhtml, inherits the feed author and language", () => {
    const feed = parsed("atom-xml-base.xml");
    expect(feed).toMatchObject({ format: "atom", title: "Beispiel & Blog", siteUrl: "https://blog.example.com/de/", language: "de-DE" });
    const first = atIndex(feed.items, 0);
    const second = atIndex(feed.items, 1);
    expect(first).toMatchObject({
      title: "Erster Beitrag",
      url: "https://blog.example.com/de/posts/erster-beitrag",
      guid: "tag:blog.example.com,2024:1",
      author: "Redaktion",
      imageUrl: "https://blog.example.com/bilder/erster.jpg",
      categories: ["Politik"],
      language: "de-DE",
    });
    expect(first.published?.toISOString()).toBe("2024-04-01T07:30:00.000Z");
    expect(first.updated?.toISOString()).toBe("2024-04-01T09:00:00.000Z");
    expect(first.summaryHtml).toBe("<p>Eine <i>kurze</i> Zusammenfassung.</p>");
    expect(first.contentHtml).toContain('<img src="bild.png" alt="">');
    expect(second).toMatchObject({ title: "Plain text title with a <tag> in it", author: "Jo Writer", language: "en" });
    // type="text" content is escaped, so the normaliser never mistakes it for markup.
    expect(second.contentHtml).toBe("Plain text content &amp; more.");
    expect(second.published?.toISOString()).toBe("2024-04-02T08:00:00.000Z");
  });

  it("reads Atom 0.3 (issued, mode=escaped)", () => {
    const feed = parsed("atom03.xml");
    expect(feed.siteUrl).toBe("http://old.example.net/");
    expect(feed.items[0]).toMatchObject({ url: "http://old.example.net/2004/01/10/post", author: "Old Author", contentHtml: "<p>Escaped <b>HTML</b></p>" });
    expect(atIndex(feed.items, 0).published?.toISOString()).toBe("2004-01-10T12:00:00.000Z");
  });

  it("reads an Atom feed without a namespace whose prolog names an unknown encoding over UTF-8 bytes", () => {
    const feed = parsed("atom-no-namespace.xml");
    expect(feed.title).toBe("No namespace, bogus encoding label, UTF-8 bytes: Café");
    expect(feed.items[0]).toMatchObject({ title: "Crème brûlée", url: "https://food.example.com/creme" });
  });
});

describe("RSS 1.0 (RDF)", () => {
  it("finds items beside the channel and reads Dublin Core", () => {
    const feed = parsed("rdf.xml");
    expect(feed).toMatchObject({ format: "rdf", title: "Science Example", language: "en" });
    expect(feed.items.map((item) => item.title)).toEqual(["Fungi feed forests", "Second finding"]);
    expect(feed.items[0]).toMatchObject({ guid: "https://science.example.edu/a/1", author: "Hines, P. J.", categories: ["Botany"] });
    expect(atIndex(feed.items, 0).published?.toISOString()).toBe("2017-06-15T17:29:47.000Z");
    expect(atIndex(feed.items, 1).published?.toISOString()).toBe("2017-06-16T00:00:00.000Z");
  });
});

describe("JSON Feed", () => {
  it("reads 1.1: authors, relative urls, tags, dates", () => {
    const feed = parsed("json-feed-1.1.json");
    expect(feed).toMatchObject({ format: "json", title: "JSON Example – News", siteUrl: "https://json.example.com/", language: "en-US" });
    expect(feed.items).toHaveLength(2); // the string item is ignored
    expect(feed.items[0]).toMatchObject({
      url: "https://json.example.com/p/1",
      author: "Kim Park, Lee Chan",
      imageUrl: "https://json.example.com/img/1.jpg",
      categories: ["Tech", "AI"],
    });
    expect(atIndex(feed.items, 0).published?.toISOString()).toBe("2024-05-01T12:00:00.000Z");
    expect(feed.items[1]).toMatchObject({ guid: "42", author: "Desk", language: "en-GB", contentHtml: "Only text &lt;not a tag&gt;." });
    expect(atIndex(feed.items, 1).published?.toISOString()).toBe("2018-02-06T13:34:12.000Z");
  });

  it("reads 1.0: author object, external_url, an image attachment", () => {
    const feed = parsed("json-feed-1.0.json");
    expect(feed.items[0]).toMatchObject({ url: "https://elsewhere.example.com/story", author: "Old Author", imageUrl: "https://old-json.example.com/a.png" });
  });
});

describe("broken markup", () => {
  it("recovers from an unclosed <br> in a description without losing the elements after it", () => {
    const feed = parsed("unescaped-html.xml");
    expect(feed.title).toBe("Sloppy & Sons");
    expect(feed.items.map((item) => item.url)).toEqual(["http://sloppy.example.com/line-breaks", "http://sloppy.example.com/after"]);
    expect(atIndex(feed.items, 0).summaryHtml).toContain("second line");
    expect(atIndex(feed.items, 0).published?.toISOString()).toBe("2005-08-09T17:00:00.000Z");
  });
});

describe("rejections", () => {
  it.each([
    ["truncated.xml", "malformed_xml", /truncated/],
    ["html-page.html", "not_a_feed", /web page/],
    ["not-a-feed.xml", "not_a_feed", /root element is <note>/],
    ["invalid.json", "invalid_json", /JSON/],
    ["unknown-encoding.xml", "unsupported_encoding", /x-klingon-8/],
  ])("%s → %s", (name, code, message) => {
    const result = parseFeed(fixture(name), {});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe(code);
      expect(result.error.message).toMatch(message);
    }
  });

  it("rejects a zero-byte download (made here: a committed empty file would be a copy of the shared dataset's)", () => {
    const result = parseFeed(new Uint8Array(0), {});
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe("empty");
      expect(result.error.message).toMatch(/empty/);
    }
  });

  it("rejects whitespace-only and non-markup content", () => {
    expect(parseFeed(new TextEncoder().encode("  \n "), {})).toMatchObject({ ok: false, error: { code: "empty" } });
    expect(parseFeed(new TextEncoder().encode("Service Unavailable"), {})).toMatchObject({ ok: false, error: { code: "not_a_feed" } });
    expect(parseFeed(new TextEncoder().encode('{"hello": 1}'), {})).toMatchObject({ ok: false, error: { code: "not_a_feed" } });
  });

  it("detects the format by content even when the content type is wrong", () => {
    const result = parseFeed(fixture("rdf.xml"), { contentType: "text/html; charset=utf-8" });
    expect(result).toMatchObject({ ok: true, feed: { format: "rdf" } });
  });
});

describe("robustness", () => {
  const source = fixture("rss2-news.xml");

  function expectCodedOutcome(bytes: Uint8Array) {
    const result = parseFeed(bytes, {});
    if (!result.ok) {
      expect(["empty", "not_a_feed", "malformed_xml", "unsupported_encoding", "invalid_json"]).toContain(result.error.code);
      expect(result.error.message).not.toMatch(/could not be read/); // the adapters' safety net was not needed
    }
    return result;
  }

  it("answers a feed cut off at any point with a feed or a coded error, never an internal failure", () => {
    for (let cut = 0; cut < source.length; cut += 11) expectCodedOutcome(source.subarray(0, cut));
    expect(expectCodedOutcome(source.subarray(0, source.length - 20))).toMatchObject({ ok: false, error: { code: "malformed_xml" } });
  });

  it("survives markup characters sprinkled anywhere", () => {
    const MARKUP = "<>&\"'/![]";
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 300; run++) {
      const copy = new Uint8Array(source);
      for (let flip = 0; flip < 3; flip++) copy[Math.floor(random() * copy.length)] = MARKUP.charCodeAt(Math.floor(random() * MARKUP.length));
      expectCodedOutcome(copy);
    }
  });

  it("refuses absurdly deep nesting instead of exhausting the stack", () => {
    const deep = `<rss>${"<a>".repeat(5000)}${"</a>".repeat(5000)}</rss>`;
    expect(parseFeed(new TextEncoder().encode(deep), {})).toMatchObject({ ok: false, error: { code: "malformed_xml", message: expect.stringMatching(/nested/) } });
  });
});
