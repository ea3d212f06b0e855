import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { cachedFeedCards } from "@/lib/site/cached-feeds";
import { cachedStoryPage } from "@/lib/site/story-cache";
import { parseWidgetStoryId, widgetStory } from "@/lib/site/story-widget";
import { WidgetHelp, WidgetStoryCard } from "../widget-card";
import { widgetOrigin } from "../widget-origin";

export const metadata: Metadata = {
  title: "Blindspot story widget",
  description: "A blindspot story card to embed on other sites.",
  robots: { index: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /widget/blindspot-story[?id=…] (spec §2, issue 4): a story one side barely covers, as a card to embed.
// Without an id it shows the current top blindspot. Framing is allowed (see ../story/page.tsx).
export default async function BlindspotStoryWidgetPage({ searchParams }: { searchParams: SearchParams }) {
  const id = parseWidgetStoryId((await searchParams).id);
  const origin = await widgetOrigin();
  if (id === null) notFound();
  if (id === "absent") {
    const top = (await cachedFeedCards({ kind: "blindspot" })).cards[0];
    if (!top) {
      return (
        <WidgetHelp title="Blindspot story widget" path="/widget/blindspot-story" origin={origin}>
          No story is a blindspot right now. This card will show the top one as soon as there is one.
        </WidgetHelp>
      );
    }
    return <WidgetStoryCard story={widgetStory(top)} kicker="OpenGround · Blindspot" origin={origin} />;
  }
  let data = await cachedStoryPage(id);
  if (data.kind === "merged") data = await cachedStoryPage(data.into);
  if (data.kind !== "story") notFound();
  return <WidgetStoryCard story={widgetStory(data.detail)} kicker="OpenGround · Blindspot" origin={origin} />;
}
