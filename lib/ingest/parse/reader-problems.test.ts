import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { normaliseItem } from "@/lib/ingest/normalise/normalise-item";
import { atIndex } from "@/test/at-index";
import { parseFeed } from "./parse-feed";
import { readFeedDate, usDaylightTime } from "./parse-date";
import type { ParsedFeed } from "./types";

// The feed reader's problems of issue 27, each on a small hand-written feed (fixtures/README.md):
// what a reader would have seen before, and what they see now.

function parsed(name: string, url?: string): ParsedFeed {
  const result = parseFeed(new Uint8Array(fs.readFileSync(path.join(__dirname, "fixtures", name))), { url });
  if (!result.ok) throw new Error(`${name}: ${result.error.message}`);
  return result.feed;
}
const iso = (date: Date | undefined) => date?.toISOString();

describe("zone names: ET, CT, MT, PT and unknown ones", () => {
  const items = parsed("us-zone-names.xml").items;

  it("reads the US names as standard or daylight time by the date, not as UTC", () => {
    expect(iso(atIndex(items, 0).published)).toBe("2024-07-16T13:30:00.000Z"); // EDT, UTC−4
    expect(iso(atIndex(items, 1).published)).toBe("2024-01-16T14:30:00.000Z"); // EST, UTC−5
    expect(iso(atIndex(items, 2).published)).toBe("2024-11-04T16:00:00.000Z"); // PST: the day after DST ended
    expect(iso(atIndex(items, 3).published)).toBe("2024-03-10T08:15:00.000Z"); // CDT from 02:00 that Sunday
    expect(iso(atIndex(items, 4).published)).toBe("2001-03-25T19:00:00.000Z"); // MST: DST began in April then
    for (const index of [0, 1, 2, 3, 4]) expect(atIndex(items, index).publishedLatest).toBeUndefined();
  });

  it("marks a date in an unknown zone, or in none, unreliable instead of taking it as UTC", () => {
    for (const index of [5, 6]) {
      const item = atIndex(items, index);
      expect(iso(item.published)).toBe("2024-11-20T18:00:00.000Z");
      expect(iso(item.publishedLatest)).toBe("2024-11-21T06:00:00.000Z"); // at most UTC−12
    }
    expect(readFeedDate("2024-11-20")?.latest?.toISOString()).toBe("2024-11-21T12:00:00.000Z"); // a bare day: 36 hours
    expect(readFeedDate("2024-11-20T18:00:00+01:00")?.latest).toBeUndefined();
  });

  it("stores an unreliable date as an undated item is: flagged, and never later than the fetch", () => {
    const fresh = normaliseItem(atIndex(items, 5), { feedUrl: "https://zones.example.com/rss", fetchedAt: new Date("2024-11-20T18:20:00Z") });
    expect(fresh).toMatchObject({ publishedAt: new Date("2024-11-20T18:20:00Z"), dateFlagged: true });
    const old = normaliseItem(atIndex(items, 6), { feedUrl: "https://zones.example.com/rss", fetchedAt: new Date("2024-11-25T09:00:00Z") });
    expect(old).toMatchObject({ publishedAt: new Date("2024-11-21T06:00:00Z"), dateFlagged: true });
    const exact = normaliseItem(atIndex(items, 0), { feedUrl: "https://zones.example.com/rss", fetchedAt: new Date("2024-07-17T00:00:00Z") });
    expect(exact).toMatchObject({ publishedAt: new Date("2024-07-16T13:30:00Z"), dateFlagged: false });
  });

  it("knows the US daylight-time rules on both sides of 2007", () => {
    expect(usDaylightTime(2024, 3, 10, 1)).toBe(false);
    expect(usDaylightTime(2024, 3, 10, 2)).toBe(true);
    expect(usDaylightTime(2024, 11, 3, 1)).toBe(true);
    expect(usDaylightTime(2024, 11, 3, 2)).toBe(false);
    expect(usDaylightTime(2006, 4, 2, 3)).toBe(true);
    expect(usDaylightTime(2006, 10, 29, 3)).toBe(false);
  });
});

describe("a literal &nbsp; in untyped Atom summaries", () => {
  const [untyped, typedText] = parsed("atom-untyped-summary.xml").items;

  it("reads an untyped summary holding escaped HTML as HTML", () => {
    const article = normaliseItem(untyped!, { feedUrl: "https://untyped.example.org/atom", fetchedAt: new Date("2024-05-02T00:00:00Z") });
    const description = "skipped" in article ? article.skipped : article.description;
    expect(description).toBe("Shares rose 3% on Friday after the report\u2019s release.");
    expect(description).not.toContain("&nbsp;");
  });

  it("keeps a summary the feed says is text as text", () => {
    expect(typedText!.summaryHtml).toBe("Write &amp;nbsp; for a space that never breaks, and &lt;b&gt; for bold.");
  });
});

describe("e-mail addresses in bylines", () => {
  it("keeps the name, however the address is written beside it, and drops a bare address", () => {
    expect(parsed("byline-emails.xml").items.map((item) => item.author)).toEqual(["Jo Bloggs", "Sam Lee", "Ana Ruiz", undefined]);
  });
});

describe("an <image> block inside a <category>", () => {
  it("keeps the category's own name and drops the image's fields", () => {
    expect(atIndex(parsed("category-image.xml").items, 0).categories).toEqual(["Politics", "Economy"]);
  });
});

describe("legacy encodings that declare no charset", () => {
  it("recognises Big5", () => {
    const feed = parsed("big5-undeclared.xml");
    expect(feed.title).toBe("台北新聞網");
    expect(atIndex(feed.items, 0).title).toBe("台北市政府宣布新的交通政策，市民反應熱烈");
  });

  it("recognises EUC-JP", () => {
    const feed = parsed("eucjp-undeclared.xml");
    expect(atIndex(feed.items, 0).title).toBe("東京都が新しい交通計画を発表しました");
  });
});

describe("base64 Atom content", () => {
  const [text, picture] = parsed("atom-base64.xml").items;

  it("decodes content whose media type is neither text nor XML", () => {
    expect(text!.contentHtml).toBe('<p>The council <a href="https://base64.example.com/council">approved</a> the plan.</p>');
  });

  it("drops base64 content that is not text at all, keeping the summary", () => {
    expect(picture!.contentHtml).toBeUndefined();
    expect(picture!.summaryHtml).toBe("The new bridge at dawn.");
  });
});

describe("relative links when no base is known", () => {
  it("resolves an RSS guid permalink and a relative link against the feed's own address", () => {
    expect(parsed("rss-relative-guids.xml", "https://relative.example.com/feeds/main.xml").items.map((item) => item.url)).toEqual([
      "https://relative.example.com/2024/05/only-a-guid.html",
      "https://relative.example.com/feeds/2024/05/relative-link.html",
    ]);
  });

  it("resolves an RDF item's rdf:about against the feed's own address", () => {
    expect(atIndex(parsed("rdf-relative-about.xml", "https://rdf.example.org/rdf.xml").items, 0).url).toBe("https://rdf.example.org/news/relative-about.html");
  });
});
