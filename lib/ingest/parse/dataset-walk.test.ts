import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { atIndex } from "@/test/at-index";
import { parseFeed } from "./parse-feed";
import type { FeedParseErrorCode, ParsedFeed, ParsedItem } from "./types";

// Every real-world feed in the shared datasets (feed-rs, miniflux, rss-parser test corpora and 2018
// snapshots of US/UK news feeds) must parse correctly or be rejected with a coded, readable error.

const DATASET = path.resolve(process.cwd(), "../shared/datasets/feeds");
const present = fs.existsSync(DATASET);
if (!present) console.warn(`dataset-walk: skipped, ${DATASET} is absent (the shared datasets are not checked out)`);

const NOT_FEEDS = /(^|\/)(LICENSE[^/]*|SNAPSHOT_COMMIT\.txt|SOURCE\.txt)$/;

function feedFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return feedFiles(full);
    const relative = path.relative(DATASET, full);
    return NOT_FEEDS.test(relative) ? [] : [relative];
  });
}

/** The files that are not feeds, with the reason an operator would be shown. */
const EXPECTED_REJECTIONS: Record<string, FeedParseErrorCode> = {
  "misc_real_snapshots/newspal_2018/empty_borken.xml": "empty", // a zero-byte download
  "feed-rs/rss2__rss_2.0_invalid_1.xml": "malformed_xml", // Reuters feed cut off after the channel header
  "rss-parser/unrecognized.rss": "not_a_feed", // an HTML "Document Moved" page
  "feed-rs/xml__xml_sample_1.xml": "not_a_feed", // generic XML <catalog>
  "feed-rs/xml__xml_sample_2.xml": "not_a_feed",
  "miniflux/xml__iso88591.xml": "not_a_feed", // generic XML <note> (an encoding test)
  "miniflux/xml__iso88591_utf8_mismatch.xml": "not_a_feed",
};

const VALID_CODES = ["empty", "not_a_feed", "malformed_xml", "unsupported_encoding", "invalid_json"];

describe.skipIf(!present)("shared feed datasets", () => {
  const files = present ? feedFiles(DATASET) : [];
  const results = new Map(files.map((file) => [file, parseFeed(new Uint8Array(fs.readFileSync(path.join(DATASET, file))), {})]));

  function feed(file: string): ParsedFeed {
    const result = results.get(file);
    if (!result?.ok) throw new Error(`${file} did not parse: ${result ? result.error.message : "missing"}`);
    return result.feed;
  }
  const item = (file: string, index = 0): ParsedItem => atIndex(feed(file).items, index);

  it("walks well over a hundred files", () => {
    expect(files.length).toBeGreaterThan(120);
  });

  it("parses every file except the known non-feeds, which get a coded error and a sentence", () => {
    const rejected: Record<string, string> = {};
    for (const [file, result] of results) {
      if (result.ok) continue;
      expect(VALID_CODES).toContain(result.error.code);
      expect(result.error.message.length).toBeGreaterThan(20);
      rejected[file] = result.error.code;
    }
    expect(rejected).toEqual(EXPECTED_REJECTIONS);
  });

  it("gives the operator a reason they can act on for the known-bad files", () => {
    const message = (file: string) => {
      const result = results.get(file);
      return result && !result.ok ? result.error.message : "";
    };
    expect(message("misc_real_snapshots/newspal_2018/empty_borken.xml")).toMatch(/empty/);
    expect(message("feed-rs/rss2__rss_2.0_invalid_1.xml")).toMatch(/ends before <channel> is closed .*truncated/);
    expect(message("rss-parser/unrecognized.rss")).toMatch(/web page/);
  });

  it("finds items in every feed that has them", () => {
    const emptyFeeds = [...results].filter(([, result]) => result.ok && result.feed.items.length === 0).map(([file]) => file);
    // Channel-only encoding tests; every other feed in the corpus carries at least one item.
    expect(emptyFeeds.sort()).toEqual(["miniflux/encoding__iso-8859-1.xml", "miniflux/encoding__windows-1252-incorrect-prolog.xml", "miniflux/encoding__windows-1252.xml"]);
  });

  it("reads the BBC news feed: 53 items with thumbnails", () => {
    const bbc = feed("misc_real_snapshots/newspal_2018/bbc.xml");
    expect(bbc.items).toHaveLength(53);
    expect(item("misc_real_snapshots/newspal_2018/bbc.xml")).toMatchObject({
      title: "Brexit: Marchers demand final Brexit deal vote",
      url: "https://www.bbc.co.uk/news/uk-politics-44586638",
      imageUrl: "http://c.files.bbci.co.uk/E7C9/production/_102173395_0197b15e-704a-4169-8536-83a881ac4801.jpg",
    });
    expect(item("misc_real_snapshots/newspal_2018/bbc.xml").published?.toISOString()).toBe("2018-06-23T14:37:40.000Z");
  });

  it("reads CNN through feedburner: the origLink, a media image, no feedflare junk in the title", () => {
    const cnn = item("misc_real_snapshots/newspal_2018/cnnrss.xml");
    expect(feed("misc_real_snapshots/newspal_2018/cnnrss.xml").items).toHaveLength(69);
    expect(cnn.title).toBe("In one week, the President has taken almost every possible Republican position on immigration");
    expect(cnn.origLink).toBe("https://www.cnn.com/2018/06/22/politics/trump-immigration-knot/index.html");
    expect(cnn.imageUrl).toMatch(/^https:\/\/cdn\.cnn\.com\/cnnnext\/dam\/assets\/180620152355-02-trump-executive-order-immigration/);
  });

  it("reads Fox News: media:group default image, dc:creator, GMT date", () => {
    const fox = item("misc_real_snapshots/newspal_2018/fox_politics.xml");
    expect(fox).toMatchObject({ author: "Bradford Betz", imageUrl: "http://www.foxnews.com/content/dam/fox-news/images/2018/06/23/ap18165463508823.jpg" });
    expect(fox.published?.toISOString()).toBe("2018-06-23T20:45:00.000Z");
  });

  it("reads the Guardian: the largest media:content image and the byline", () => {
    const guardian = item("misc_real_snapshots/newspal_2018/guardian.xml");
    expect(guardian.author).toBe("AP in Washington");
    expect(guardian.imageUrl).toMatch(/^https:\/\/i\.guim\.co\.uk\/img\/media\/56adbcc6.*w=460/);
    expect(guardian.categories.slice(0, 2)).toEqual(["Donald Trump", "North Korea"]);
  });

  it("reads McClatchy: an HTML byline in dc:creator becomes a name, EDT becomes UTC−4", () => {
    const mcclatchy = item("misc_real_snapshots/newspal_2018/mcclatchy.xml");
    expect(mcclatchy.author).toBe("Alex Daugherty and David Smiley");
    expect(mcclatchy.published?.toISOString()).toBe("2018-06-22T16:52:20.000Z");
    expect(feed("misc_real_snapshots/newspal_2018/mcclatchy.xml").title).toBe("Breaking National Political & World News |");
  });

  it("reads Reuters, CNBC, Politico and The Hill", () => {
    expect(item("misc_real_snapshots/newspal_2018/reuters.xml").origLink).toMatch(/^http:\/\/www\.reuters\.com\/article\/us-usa-election-religion-brothels\//);
    expect(feed("misc_real_snapshots/newspal_2018/cnbc.xml").title).toBe("Top News & Analysis"); // `&amp;amp;` in the source
    expect(item("misc_real_snapshots/newspal_2018/cnbc.xml").published?.toISOString()).toBe("2018-06-23T15:24:00.000Z"); // no seconds
    expect(item("misc_real_snapshots/newspal_2018/politico.xml").author).toBe("POLITICO Staff"); // `email (Name)`
    expect(item("misc_real_snapshots/newspal_2018/thehill.xml")).toMatchObject({ author: "Emily Birnbaum", guid: "393777 at http://thehill.com" });
  });

  it("decodes legacy encodings: windows-1251, KOI8-R, ISO-8859-1 with and without a declaration, Urdu UTF-8", () => {
    expect(item("miniflux/parser__encoding_WINDOWS-1251.xml").title).toBe("Цитата #17703");
    expect(feed("miniflux/encoding__koi8r.xml").title).toBe("Пример RSS ленты");
    expect(item("miniflux/parser__encoding_ISO-8859-1.xml").summaryHtml).toContain("Viele Spieler wünschen sich");
    expect(item("miniflux/parser__no_encoding_ISO-8859-1.xml").summaryHtml).toContain("nombre d'étu");
    expect(feed("miniflux/encoding__windows-1252.xml").title).toBe("Euro €");
    expect(feed("miniflux/encoding__windows-1252-incorrect-prolog.xml").title).toBe("Euro €");
    expect(item("miniflux/encoding__utf8-incorrect-prolog.xml").title).toBe("Café");
    expect(feed("miniflux/encoding__invalid-prolog.xml").title).toBe("테스트 피드");
    expect(item("miniflux/parser__urdu_UTF8.xml").title).toMatch(/^امریکی عسکری امداد/);
  });

  it("resolves relative URLs: Atom against its self link, xml:base on content, RSS enclosures against the channel", () => {
    expect(item("feed-rs/atom__atom_relative.xml").url).toBe("https://example.com/blog/2003/12/13/atom03");
    expect(item("feed-rs/atom__atom_xml_base.xml")).toMatchObject({
      imageUrl: "https://numi.st/post/2022/travel-uke/IMG_1232.jpeg",
      url: "https://numi.st/post/2022/travel-uke", // no alternate link: the http(s) id stands in
    });
    expect(item("feed-rs/rss2__rss_2.0_relurl_2.xml").imageUrl).toBe("https://kryogenix.org/images/me/hackergotchi-simpler.png");
  });

  it("reads odd dates: 12-hour clock, Italian and Portuguese names, RSS 0.91 style", () => {
    expect(item("feed-rs/rss2__rss_2.0_nbcny.xml").published?.toISOString()).toBe("2023-12-16T14:02:33.000Z");
    expect(item("feed-rs/rss2__rss_2.0_ilmessaggero.xml").published?.toISOString()).toBe("2022-11-15T23:38:15.000Z");
    expect(item("rss-parser/uolNoticias.rss").published?.toISOString()).toBe("2018-09-24T22:42:40.000Z");
  });

  it("reads JSON Feed 1.1 and Atom through feedburner", () => {
    expect(item("feed-rs/jsonfeed__jsonfeed_elastic_1.1.json")).toMatchObject({ author: "Chris Churilo, Fake Author 1", categories: ["InfluxDB", "Community", "Elasticsearch", "Time Series Database"] });
    expect(feed("feed-rs/jsonfeed__jsonfeed_elastic_1.1.json").title).toBe("Blog – InfluxData");
    expect(item("rss-parser/feedburner.atom").origLink).toBe("http://googleadsdeveloper.blogspot.com/2016/06/adwords-and-dfp-java-client-library.html");
    expect(feed("rss-parser/craigslist.rss")).toMatchObject({ format: "rdf" });
    expect(feed("rss-parser/craigslist.rss").items).toHaveLength(25);
  });
});
