import { describe, expect, it } from "vitest";
import { feedHost, pickDueFeeds } from "./pick-due-feeds";

const NOW = 1_700_000_000_000;
const MIN = 60_000;

function feed(id: number, url: string, dueMinutesAgo: number, errorCount = 0) {
  return { id, url, nextCheckAt: NOW - dueMinutesAgo * MIN, errorCount };
}

describe("pickDueFeeds", () => {
  it("picks only due feeds, the longest overdue first", () => {
    const feeds = [feed(1, "https://a.example/rss", 5), feed(2, "https://b.example/rss", -10), feed(3, "https://c.example/rss", 30), feed(4, "https://d.example/rss", 0)];
    expect(pickDueFeeds(feeds, { now: NOW, limit: 10, perHostLimit: 5 })).toEqual([3, 1, 4]);
  });

  it("stops at the batch limit", () => {
    const feeds = [feed(1, "https://a.example/1", 1), feed(2, "https://b.example/2", 2), feed(3, "https://c.example/3", 3)];
    expect(pickDueFeeds(feeds, { now: NOW, limit: 2, perHostLimit: 5 })).toEqual([3, 2]);
  });

  it("takes at most perHostLimit feeds from one host, leaving room for other hosts", () => {
    const feeds = [
      feed(1, "https://news.example/world", 50),
      feed(2, "https://NEWS.example:8443/politics", 40),
      feed(3, "http://news.example/sport", 30),
      feed(4, "https://other.example/rss", 10),
    ];
    expect(pickDueFeeds(feeds, { now: NOW, limit: 3, perHostLimit: 2 })).toEqual([1, 2, 4]);
  });

  it("leaves feeds at the error limit for operators", () => {
    const feeds = [feed(1, "https://a.example/rss", 5, 9), feed(2, "https://b.example/rss", 5, 10)];
    expect(pickDueFeeds(feeds, { now: NOW, limit: 10, perHostLimit: 5, maxErrors: 10 })).toEqual([1]);
    expect(pickDueFeeds(feeds, { now: NOW, limit: 10, perHostLimit: 5 })).toEqual([1, 2]);
  });

  it("breaks ties by id so every worker sees the same order", () => {
    const feeds = [feed(9, "https://a.example/rss", 5), feed(3, "https://b.example/rss", 5)];
    expect(pickDueFeeds(feeds, { now: NOW, limit: 10, perHostLimit: 5 })).toEqual([3, 9]);
  });

  it("does not let a malformed URL block other feeds", () => {
    const feeds = [feed(1, "not a url", 5), feed(2, "also not a url", 4), feed(3, "https://a.example/rss", 3)];
    expect(pickDueFeeds(feeds, { now: NOW, limit: 10, perHostLimit: 1 })).toEqual([1, 2, 3]);
  });
});

describe("feedHost", () => {
  it("ignores case, port and path", () => {
    expect(feedHost("HTTPS://News.Example:8080/a?b")).toBe("news.example");
  });
});
