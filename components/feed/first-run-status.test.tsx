import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FirstRunStatus } from "./first-run-status";

const progress = { feeds: 164, fetched: 40, failing: 40, articles: 0, stories: 0 };

describe("the first-run status on the home page", () => {
  it("shows the engine's progress and refreshes itself every 10 seconds", () => {
    const html = renderToStaticMarkup(<FirstRunStatus state={{ kind: "gathering", ...progress, failing: 2, articles: 310 }} />);
    expect(html).toContain("Gathering the news");
    expect(html).toContain('<meta http-equiv="refresh" content="10"/>');
    expect(html).toMatch(/Feeds fetched<\/dt><dd[^>]*>40 of 164<\/dd>/);
    expect(html).toMatch(/Articles<\/dt><dd[^>]*>310<\/dd>/);
    expect(html).not.toContain("npm run ingest");
  });

  it("says when the feeds cannot be reached and names the command that loads captured feeds", () => {
    const html = renderToStaticMarkup(<FirstRunStatus state={{ kind: "unreachable", ...progress }} />);
    expect(html).toContain("The news feeds cannot be reached");
    expect(html).toContain("<code>npm run ingest -- --dir DIR</code>");
    expect(html).toContain('content="10"');
  });
});
