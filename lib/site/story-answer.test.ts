import { describe, expect, it } from "vitest";
import type { StoryDetail } from "@/lib/engine/story-feed";
import { storyAnswer } from "./story-answer";

describe("storyAnswer", () => {
  it("sends a merged story's readers to the story it was merged into, keeping ?asOf=", () => {
    expect(storyAnswer({ kind: "merged", into: 4 })).toEqual({ kind: "redirect", location: "/article/4" });
    expect(storyAnswer({ kind: "merged", into: 4 }, "2026-11-20")).toEqual({ kind: "redirect", location: "/article/4?asOf=2026-11-20" });
  });

  it("shows a story as found, and answers nothing for a missing one", () => {
    const story = { kind: "story" as const, detail: { id: 4 } as StoryDetail, logos: {}, sides: [] };
    expect(storyAnswer(story)).toBe(story);
    expect(storyAnswer({ kind: "missing" })).toEqual({ kind: "missing" });
  });
});
