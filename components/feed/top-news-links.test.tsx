import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { TopNewsLinks } from "./top-news-links";

describe("the cached home page's own links (no PUBLIC_URL)", () => {
  it("points the canonical address at / and the RSS alternate at the edition's feed, both relative", () => {
    const html = renderToStaticMarkup(<TopNewsLinks edition="top-uk" />);
    expect(html).toContain('<link rel="canonical" href="/"/>');
    expect(html).toContain('<link rel="alternate" type="application/rss+xml" title="OpenGround top stories (United Kingdom)" href="/rss/top-uk.xml"/>');
    expect(html).not.toContain("localhost");
  });
});
