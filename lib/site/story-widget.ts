import { parsePositiveId } from "@/lib/api/positive-id";
import type { StoryDetail } from "@/lib/engine/story-feed";
import type { FeedCard } from "./feed-card";
import { firstValue } from "./page-query";

// The widgets' address and card data (issue 4 "/widget/story, /widget/blindspot-story"). Pure.

/** ?id= as a story id, "absent" when not given, null when it is not a story id at all. */
export function parseWidgetStoryId(value: string | string[] | undefined): number | "absent" | null {
  const raw = firstValue(value);
  if (raw === undefined || raw === "") return "absent";
  return parsePositiveId(raw);
}

/** The fields a widget card shows, from a story page or a feed card. */
export function widgetStory(story: Pick<StoryDetail | FeedCard, "id" | "title" | "coverage" | "sourceCount" | "blindspotFor" | "imageUrl">) {
  return {
    id: story.id,
    title: story.title,
    coverage: story.coverage,
    sourceCount: story.sourceCount,
    blindspotFor: story.blindspotFor,
    hasImage: story.imageUrl !== null,
  };
}
