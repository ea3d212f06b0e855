import { describe, expect, it } from "vitest";
import { storyMetadata } from "./story-metadata";

describe("storyMetadata", () => {
  const story = {
    id: 9,
    title: "Senate passes infrastructure bill",
    summary: "The bill goes to the House.",
    imageUrl: "https://img.example/a.jpg",
    firstSeenAt: "2026-11-20T07:00:00Z",
    lastSeenAt: "2026-11-20T12:00:00Z",
    sourceCount: 3,
    coverage: { left: 33, center: 34, right: 33 },
  };

  it("is canonical at /article/{id}, with absolute addresses when the origin is known", () => {
    const metadata = storyMetadata(story, "https://news.example");
    expect(String(metadata.metadataBase)).toBe("https://news.example/");
    expect(metadata.alternates?.canonical).toBe("/article/9");
    expect(metadata.openGraph).toMatchObject({ type: "article", url: "/article/9", title: story.title, images: [story.imageUrl] });
    expect(metadata.description).toBe(story.summary);
    expect(metadata.twitter).toMatchObject({ card: "summary_large_image" });
  });

  it("leaves them out rather than point them at localhost when it is not", () => {
    const metadata = storyMetadata({ ...story, imageUrl: null }, null);
    expect(metadata.metadataBase).toBeUndefined();
    expect(metadata.alternates).toBeUndefined();
    expect(metadata.openGraph).not.toHaveProperty("url");
    expect(metadata.openGraph).toMatchObject({ type: "article", publishedTime: story.firstSeenAt, modifiedTime: story.lastSeenAt });
    expect(metadata.title).toBe(story.title);
    expect(metadata.twitter).toMatchObject({ card: "summary" });
  });
});
