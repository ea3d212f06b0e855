import { storyHref } from "./story-address";
import type { StoryPageData, StoryToShow } from "./story-cache";

// What a story page answers for the data it found (issue 4). Pure: lib/site/story-cache.ts's
// storyToShow turns the answer into Next's notFound() and permanentRedirect().

export type StoryAnswer = StoryToShow | { kind: "redirect"; location: string } | { kind: "missing" };

/**
 * The story; or, for a story the engine merged into another, a permanent redirect there, so old links
 * keep working (?asOf= kept: the reader asked for that moment); or nothing, answered with a 404.
 */
export function storyAnswer(data: StoryPageData, asOfRaw?: string): StoryAnswer {
  if (data.kind === "merged") return { kind: "redirect", location: storyHref(data.into, { asOf: asOfRaw }) };
  return data;
}
