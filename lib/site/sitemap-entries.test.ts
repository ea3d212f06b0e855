import { describe, expect, it } from "vitest";
import { sitemapEntries } from "./sitemap-entries";

describe("sitemap entries", () => {
  it("lists the feed pages, each story and interest page and the edition RSS feeds under the site's origin", () => {
    const entries = sitemapEntries(
      "https://openground.example",
      { stories: [{ id: 42, lastSeenAt: "2026-03-10T12:00:00.000Z" }], interests: [{ id: 7 }] },
      new Date("2026-03-11T00:00:00Z"),
    );
    const urls = entries.map((entry) => entry.url);
    expect(urls.slice(0, 3)).toEqual(["https://openground.example/", "https://openground.example/blindspot", "https://openground.example/local"]);
    expect(urls).toContain("https://openground.example/article/42");
    expect(urls).toContain("https://openground.example/interest/7");
    expect(urls).toContain("https://openground.example/rss/top-us.xml");
    expect(entries.find((entry) => entry.url.endsWith("/article/42"))?.lastModified).toBe("2026-03-10T12:00:00.000Z");
    // The feed pages changed when the newest story did.
    expect(entries[0]!.lastModified).toBe("2026-03-10T12:00:00.000Z");
  });

  it("still lists the feed pages before the first story exists", () => {
    const entries = sitemapEntries("http://localhost:3000", { stories: [], interests: [] }, new Date("2026-03-11T00:00:00Z"));
    expect(entries[0]).toMatchObject({ url: "http://localhost:3000/", lastModified: "2026-03-11T00:00:00.000Z" });
  });
});
