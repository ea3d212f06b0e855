import { describe, expect, it } from "vitest";
import type { AssistantArticle } from "@/lib/news/assistant/passages";
import { cachedStoryIndex } from "./story-assistant";

// The assistant's per-process indexes (issue 22): an unchanged story's articles are not read again for
// each question, and the cache stays within its bound in sentences as well as in stories, so questions
// about many large stories cannot fill the web process's memory.

const story = (id: number, sentences: number): AssistantArticle[] => [
  {
    id,
    outletId: "wire",
    outletName: "Wire",
    bias: "center",
    url: `https://wire.example/${id}`,
    title: `Council budget vote number ${id}`,
    description: Array.from({ length: sentences }, (_, index) => `Councillors debated budget line ${index} for story ${id} at length.`).join(" "),
    text: "",
  },
];

/** A loader that counts how often the story's articles were read. */
function loader(articles: AssistantArticle[]) {
  const counter = { reads: 0, load: async () => (counter.reads++, articles) };
  return counter;
}

describe("the assistant's index cache", () => {
  it("reads a story's articles once while its version holds, and again when it changes", async () => {
    const limits = { stories: 64, passages: 1000 };
    const source = loader(story(9010, 5));
    const index = await cachedStoryIndex(9010, "v1", source.load, limits);
    expect(await cachedStoryIndex(9010, "v1", source.load, limits)).toBe(index);
    expect(source.reads).toBe(1);
    expect(await cachedStoryIndex(9010, "v2", source.load, limits)).not.toBe(index);
    expect(source.reads).toBe(2);
  });

  it("lets the oldest index go past the sentence bound", async () => {
    const limits = { stories: 64, passages: 100 };
    const first = loader(story(9001, 60));
    const index = await cachedStoryIndex(9001, "v", first.load, limits);
    expect(index.passages.length).toBeGreaterThanOrEqual(60);
    expect(await cachedStoryIndex(9001, "v", first.load, limits)).toBe(index);
    await cachedStoryIndex(9002, "v", loader(story(9002, 60)).load, limits);
    expect(await cachedStoryIndex(9001, "v", first.load, limits)).not.toBe(index);
  });

  it("keeps the story just asked about even when it alone is over the bound", async () => {
    const limits = { stories: 64, passages: 10 };
    const large = loader(story(9003, 30));
    const index = await cachedStoryIndex(9003, "v", large.load, limits);
    expect(await cachedStoryIndex(9003, "v", large.load, limits)).toBe(index);
    expect(large.reads).toBe(1);
  });
});
