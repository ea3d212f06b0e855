import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { topNewsMetadataOptions } from "@/lib/site/top-news-metadata";
import { FeedPageLinks } from "./feed-page-links";

describe("a cached feed page's own links (no PUBLIC_URL)", () => {
  it("points the home page's canonical address at / and the RSS alternate at the edition's feed, both relative", () => {
    const html = renderToStaticMarkup(<FeedPageLinks options={topNewsMetadataOptions("top-uk")} />);
    expect(html).toContain('<link rel="canonical" href="/"/>');
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="OpenGround top stories (United Kingdom)" href="/rss/top-uk.xml"/>');
    expect(html).not.toContain("localhost");
  });

  it("writes no RSS alternate for a page without a feed", () => {
    const html = renderToStaticMarkup(<FeedPageLinks options={{ path: "/blindspot" }} />);
    expect(html).toBe('<link rel="canonical" href="/blindspot"/>');
  });
});
