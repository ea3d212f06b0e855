import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cachedStoryPage } from "@/lib/site/story-cache";
import { parseWidgetStoryId, widgetStory } from "@/lib/site/story-widget";
import { WidgetHelp, WidgetStoryCard } from "../widget-card";
import { widgetOrigin } from "../widget-origin";

export const metadata: Metadata = {
  title: "Story widget",
  description: "A story card to embed on other sites.",
  robots: { index: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /widget/story?id=… (spec §2, issue 4): one story's card for other sites to embed in an iframe. Next
// sends no X-Frame-Options and no frame-ancestors policy, so any site may frame it; nothing here
// depends on the reader's cookies, so framing exposes nothing of theirs.
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
  if (id === null) notFound();
  let data = await cachedStoryPage(id);
  if (data.kind === "merged") data = await cachedStoryPage(data.into);
  if (data.kind !== "story") notFound();
  return <WidgetStoryCard story={widgetStory(data.detail)} kicker="OpenGround" origin={origin} />;
}
