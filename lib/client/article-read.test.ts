import { describe, expect, it } from "vitest";
import { articleReadRequest, clickedArticleId } from "./article-read";

describe("recording an opened article", () => {
  it("reads the article id from the link, ignoring other links and bad values", () => {
    expect(clickedArticleId("42")).toBe(42);
    for (const bad of [null, "", "0", "-3", "4.5", "12abc", "9".repeat(16)]) expect(clickedArticleId(bad)).toBeNull();
  });

  it("posts the story and the article to the reads call, surviving the page's unload", () => {
    const { url, init } = articleReadRequest(7, 42);
    expect(url).toBe("/v04/user/reads");
    expect(init).toMatchObject({ method: "POST", keepalive: true, headers: { "content-type": "application/json", "x-gn-v": "web" } });
    expect(JSON.parse(init.body as string)).toEqual({ storyId: 7, articleId: 42 });
  });
});
