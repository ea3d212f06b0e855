import { notFound } from "next/navigation";
import { parseWidgetStoryId } from "@/lib/site/story-widget";
import { BLINDSPOT_KICKER, BlindspotWidget, WidgetStoryCard } from "../widget-card";
import { BLINDSPOT_WIDGET_METADATA, storyWidgetCard, topBlindspotWidgetCard } from "../widget-data";
import { widgetOrigin } from "../widget-origin";

export const metadata = BLINDSPOT_WIDGET_METADATA;

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /widget/blindspot-story[?id=…] (spec §2, issue 4): a story one side barely covers, as a card to embed.
// Without an id it shows the current top blindspot. Framing is allowed (see ../story/page.tsx). Without
// an id, or with one in the usual form, it is rewritten to the cached /widget-view/blindspot-story/…
// (next.config.js WIDGET_REWRITES); this page answers the rest.
export default async function BlindspotStoryWidgetPage({ searchParams }: { searchParams: SearchParams }) {
  const id = parseWidgetStoryId((await searchParams).id);
  const origin = await widgetOrigin();
  if (id === null) notFound();
  if (id === "absent") return <BlindspotWidget story={await topBlindspotWidgetCard()} origin={origin} />;
  const story = await storyWidgetCard(id);
  if (!story) notFound();
  return <WidgetStoryCard story={story} kicker={BLINDSPOT_KICKER} origin={origin} />;
}
