import { describe, expect, it } from "vitest";
import { renderRss } from "./rss";

describe("RSS out (issue 25: the story's image)", () => {
  const channel = (imageUrl: string | null) =>
    renderRss({
      title: "OpenGround top stories",
      description: "Top stories",
      link: "https://openground.example/",
      selfUrl: "https://openground.example/rss/top.xml",
      origin: "https://openground.example",
      lastBuildDate: new Date("2026-11-20T12:00:00Z"),
      stories: [
        { id: 7, title: "Senate passes the bill", summary: "", coverage: { left: 50, center: 0, right: 50 }, sourceCount: 2, lastSeenAt: "2026-11-20T10:00:00Z", imageUrl },
      ],
    });

  it("carries our own copy of the story's image, never the outlet's address", () => {
    const xml = channel("http://cdn.outlet.example/photo.jpg");
    expect(xml).toContain('xmlns:media="http://search.yahoo.com/mrss/"');
    expect(xml).toContain('<media:content url="https://openground.example/img/story/7/640.jpg" medium="image" type="image/jpeg" width="640" height="360"/>');
    expect(xml).not.toContain("cdn.outlet.example");
  });

  it("has no image element for a story without one", () => {
    expect(channel(null)).not.toContain("<media:content");
  });
});
