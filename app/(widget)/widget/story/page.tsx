import { notFound } from "next/navigation";
import { parseWidgetStoryId } from "@/lib/site/story-widget";
import { WidgetHelp, WidgetStoryCard } from "../widget-card";
import { STORY_WIDGET_METADATA, storyWidgetCard } from "../widget-data";
import { widgetOrigin } from "../widget-origin";

export const metadata = STORY_WIDGET_METADATA;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /widget/story?id=… (spec §2, issue 4): one story's card for other sites to embed in an iframe. Next
// sends no X-Frame-Options and no frame-ancestors policy, so any site may frame it; nothing here
// depends on the reader's cookies, so framing exposes nothing of theirs. An id in the usual form is
// rewritten to the cached /widget-view/story/{id} (next.config.js WIDGET_REWRITES); this page answers
// the rest: no id (how to embed), and ids that are not story ids (404).
export default async function StoryWidgetPage({ searchParams }: { searchParams: SearchParams }) {
  const id = parseWidgetStoryId((await searchParams).id);
  const origin = await widgetOrigin();
  if (id === "absent") {
    return (
      <WidgetHelp title="Story widget" path="/widget/story?id=STORY_ID" origin={origin}>
        Shows one story with its left, centre and right coverage. Put the story&apos;s number (from its address, /article/…) in the id.
      </WidgetHelp>
    );
  }
  const story = id === null ? null : await storyWidgetCard(id);
  if (!story) notFound();
  return <WidgetStoryCard story={story} kicker="OpenGround" origin={origin} />;
}
