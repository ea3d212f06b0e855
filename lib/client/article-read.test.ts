import { describe, expect, it } from "vitest";
import { createApiClient } from "./api-client";
import { articleReadRequest, clickedArticleId } from "./article-read";

describe("recording an opened article", () => {
  it("reads the article id from the link, ignoring other links and bad values", () => {
    expect(clickedArticleId("42")).toBe(42);
    for (const bad of [null, "", "0", "-3", "4.5", "12abc", "9".repeat(16)]) expect(clickedArticleId(bad)).toBeNull();
  });

  it("posts the story and the article to the reads call through the API helper, surviving the page's unload", async () => {
    const sent: { url: string; init: RequestInit }[] = [];
    const api = createApiClient({
      fetch: (async (url: string, init: RequestInit) => {
        sent.push({ url, init });
        return new Response(null, { status: 204 });
      }) as typeof fetch,
      baseUrl: "",
      navigate: () => {},
      currentPath: () => "/article/7",
    });
    const { path, body } = articleReadRequest(7, 42);
    await api.post(path, body, { keepalive: true });
    expect(sent[0]!.url).toBe("/v04/user/reads");
    expect(sent[0]!.init).toMatchObject({ method: "POST", keepalive: true, headers: { "content-type": "application/json", "x-gn-v": "web" } });
    expect(JSON.parse(sent[0]!.init.body as string)).toEqual({ storyId: 7, articleId: 42 });
  });
});
