import type { Metadata } from "next";
import { cachedFeedCards } from "@/lib/site/cached-feeds";
import { cachedStoryPage } from "@/lib/site/story-cache";
import { widgetStory } from "@/lib/site/story-widget";
import type { WidgetStory } from "./widget-card";

// What the widget pages show, shared by /widget/… (per request) and /widget-view/… (the page cache).

export const STORY_WIDGET_METADATA: Metadata = {
  title: "Story widget",
  description: "A story card to embed on other sites.",
  robots: { index: false },
};

export const BLINDSPOT_WIDGET_METADATA: Metadata = {
  title: "Blindspot story widget",
  description: "A blindspot story card to embed on other sites.",
  robots: { index: false },
};

/** A story's card, following a merge to the story that absorbed it; null when there is no such story. */
export async function storyWidgetCard(id: number): Promise<WidgetStory | null> {
  let data = await cachedStoryPage(id);
  if (data.kind === "merged") data = await cachedStoryPage(data.into);
  return data.kind === "story" ? widgetStory(data.detail) : null;
}

/** The current top blindspot's card, or null while no story is a blindspot. */
export async function topBlindspotWidgetCard(): Promise<WidgetStory | null> {
  const top = (await cachedFeedCards({ kind: "blindspot" })).cards[0];
  return top ? widgetStory(top) : null;
}
