import { describe, expect, it } from "vitest";
import { MAX_CITATIONS, serializeJsonLd, storyJsonLd } from "./story-json-ld";
import { TEST_STORY_HEAD, testArticle } from "./story-test-articles";

describe("NewsArticle structured data", () => {
  const story = {
    ...TEST_STORY_HEAD,
    articles: Array.from({ length: 25 }, (_, index) => testArticle(`o${index}`, "center", "2026-11-20T08:00:00Z")),
  };

  it("describes the story at its absolute address and cites the outlets' articles", () => {
    const data = storyJsonLd(story, "https://openground.example");
    expect(data).toMatchObject({
      "@type": "NewsArticle",
      headline: story.title,
      url: "https://openground.example/article/9",
      datePublished: story.firstSeenAt,
      dateModified: story.lastSeenAt,
      image: ["https://openground.example/img/story/9/960.jpg"],
    });
    expect(data.citation).toHaveLength(MAX_CITATIONS);
    expect((data.citation as { publisher: { name: string } }[])[0]!.publisher.name).toBe("O0");
  });

  it("leaves its own addresses out rather than point them at localhost when the origin is not known", () => {
    const json = serializeJsonLd(storyJsonLd(story, null));
    expect(json).not.toContain("localhost");
    const data = JSON.parse(json);
    expect(data).not.toHaveProperty("url");
    expect(data).not.toHaveProperty("mainEntityOfPage");
    expect(data.publisher).toEqual({ "@type": "Organization", name: "OpenGround" });
    expect(data.citation).toHaveLength(MAX_CITATIONS);
  });

  it("cannot be closed early by a headline containing </script>", () => {
    const json = serializeJsonLd(storyJsonLd({ ...story, title: "</script><script>alert(1)</script>" }, "https://x.example"));
    expect(json).not.toContain("</script>");
    expect(JSON.parse(json).headline).toBe("</script><script>alert(1)</script>");
  });
});
