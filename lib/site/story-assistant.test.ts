import { describe, expect, it } from "vitest";
import type { AssistantArticle } from "@/lib/news/assistant/passages";
import { cachedStoryIndex } from "./story-assistant";

// The assistant's per-process indexes (issue 22) stay within their bound in sentences as well as in
// stories: questions about many large stories cannot fill the web process's memory.

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

describe("the assistant's index cache", () => {
  it("keeps a story's index for its next question, and lets the oldest go past the sentence bound", () => {
    const limits = { stories: 64, passages: 100 };
    const first = story(9001, 60);
    const index = cachedStoryIndex(9001, first, limits);
    expect(index.passages.length).toBeGreaterThanOrEqual(60);
    expect(cachedStoryIndex(9001, first, limits)).toBe(index);
    cachedStoryIndex(9002, story(9002, 60), limits);
    expect(cachedStoryIndex(9001, first, limits)).not.toBe(index);
  });

  it("keeps the story just asked about even when it alone is over the bound", () => {
    const limits = { stories: 64, passages: 10 };
    const large = story(9003, 30);
    const index = cachedStoryIndex(9003, large, limits);
    expect(cachedStoryIndex(9003, large, limits)).toBe(index);
  });
});
