import { describe, expect, it } from "vitest";
import { feedArticles } from "./feed-articles";
import { parseFeed } from "./parse";

// Whose article is an item (issue 27)? A registered feed's items are its own outlet's, wherever they
// link; only a feed marked as an aggregator hands its items to the outlets they link to.

const domainIndex = new Map([
  ["nbcnews.com", "nbc-news"],
  ["ms.now", "msnbc"],
  ["reuters.com", "reuters"],
  ["gatherer.example", "gatherer"],
]);

// An MS NOW feed as it is served: on NBC's feed host, its items linking to both sites.
const rss = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0"><channel><title>Latest</title><link>https://www.nbcnews.com/</link>
<item><title>Senate passes the budget</title><link>https://www.nbcnews.com/politics/senate-budget-1</link><guid>a1</guid><pubDate>Tue, 24 Nov 2026 10:00:00 GMT</pubDate></item>
<item><title>Governor signs the bill</title><link>https://www.ms.now/news/governor-bill-2</link><guid>a2</guid><pubDate>Tue, 24 Nov 2026 11:00:00 GMT</pubDate></item>
<item><title>Ceasefire talks resume</title><link>https://www.reuters.com/world/ceasefire-3</link><guid>a3</guid><pubDate>Tue, 24 Nov 2026 12:00:00 GMT</pubDate></item>
<item><title>A story from a site we do not know</title><link>https://unknown.example/story-4</link><guid>a4</guid><pubDate>Tue, 24 Nov 2026 13:00:00 GMT</pubDate></item>
</channel></rss>`;

function parsed() {
  const result = parseFeed(new TextEncoder().encode(rss), { url: "https://feeds.nbcnews.com/msnbc/public/news" });
  if (!result.ok) throw new Error(result.error.message);
  return result.feed;
}

const fetchedAt = new Date("2026-11-24T14:00:00Z");
const credited = (context: { feedOutletId?: string; aggregator?: boolean }) =>
  feedArticles(parsed(), { feedUrl: "https://feeds.nbcnews.com/msnbc/public/news", fetchedAt, domainIndex, ...context });

describe("crediting a feed's items to an outlet", () => {
  it("credits every item of an outlet's own feed to that outlet, whatever host its link is on", () => {
    const { articles, skipped } = credited({ feedOutletId: "msnbc" });
    expect(articles.map((article) => article.outletId)).toEqual(["msnbc", "msnbc", "msnbc", "msnbc"]);
    expect(skipped).toEqual([]);
  });

  it("credits an aggregator's items to the registered outlet each links to, and skips the rest", () => {
    const { articles, skipped } = credited({ feedOutletId: "gatherer", aggregator: true });
    expect(articles.map((article) => [article.title, article.outletId])).toEqual([
      ["Senate passes the budget", "nbc-news"],
      ["Governor signs the bill", "msnbc"],
      ["Ceasefire talks resume", "reuters"],
    ]);
    expect(skipped).toEqual([{ reason: "no registered outlet for unknown.example", title: "A story from a site we do not know" }]);
  });

  it("reads a feed nobody registered by its links, then by its site link", () => {
    const { articles } = credited({});
    expect(articles.map((article) => article.outletId)).toEqual(["nbc-news", "msnbc", "reuters", "nbc-news"]);
  });
});

describe("dating an undated item (issue 25)", () => {
  const feedXml = `<?xml version="1.0"?><rss version="2.0"><channel><title>Top</title><link>https://www.cnn.com/</link>
<item><title>Senate passes the budget</title><link>https://www.cnn.com/a</link><pubDate>Sat, 23 Jun 2018 15:00:00 GMT</pubDate></item>
<item><title>Earlier story</title><link>https://www.cnn.com/b</link><pubDate>Sat, 23 Jun 2018 09:00:00 GMT</pubDate></item>
<item><title>Neymar in tears after Brazil's dramatic win</title><link>https://bleacherreport.com/c</link></item>
</channel></rss>`;
  const read = (xml: string) => {
    const result = parseFeed(new TextEncoder().encode(xml), { url: "https://rss.cnn.com/top.rss" });
    if (!result.ok) throw new Error(result.error.message);
    return feedArticles(result.feed, { feedUrl: "https://rss.cnn.com/top.rss", fetchedAt: new Date("2018-06-23T20:00:00Z"), domainIndex, feedOutletId: "cnn" });
  };

  it("is never newer than the newest dated item of the same fetch, and stays flagged", () => {
    const undated = read(feedXml).articles.find((article) => article.title.startsWith("Neymar"))!;
    expect(undated.publishedAt.toISOString()).toBe("2018-06-23T15:00:00.000Z");
    expect(undated.dateFlagged).toBe(true);
  });

  it("keeps the fetch time when nothing in the fetch is dated", () => {
    const onlyUndated = feedXml.replace(/<pubDate>[^<]*<\/pubDate>/g, "");
    for (const article of read(onlyUndated).articles) expect(article.publishedAt.toISOString()).toBe("2018-06-23T20:00:00.000Z");
  });
});
