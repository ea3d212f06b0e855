import { describe, expect, it } from "vitest";
import { storyMetadata } from "./story-metadata";
import { TEST_STORY_HEAD } from "./story-test-articles";

describe("storyMetadata", () => {
  const story = {
    ...TEST_STORY_HEAD,
    sourceCount: 3,
    coverage: { left: 33, center: 34, right: 33 },
  };

  it("is canonical at /article/{id}, with absolute addresses when the origin is known", () => {
    const metadata = storyMetadata(story, "https://news.example");
    expect(String(metadata.metadataBase)).toBe("https://news.example/");
    expect(metadata.alternates?.canonical).toBe("/article/9");
    expect(metadata.openGraph).toMatchObject({ type: "article", url: "/article/9", title: story.title, images: [{ url: "/img/story/9/960.jpg", width: 960, height: 540 }] });
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
