import { notFound } from "next/navigation";
import { parsePositiveId } from "@/lib/api/positive-id";
import { cachedPageOrigin } from "@/lib/site/page-metadata";
import { BLINDSPOT_KICKER, BlindspotWidget, WidgetStoryCard } from "../../../widget/widget-card";
import { BLINDSPOT_WIDGET_METADATA, storyWidgetCard, topBlindspotWidgetCard } from "../../../widget/widget-data";

export const metadata = BLINDSPOT_WIDGET_METADATA;

/** The segment that stands for "no id": the current top blindspot. */
const TOP = "top";

// /widget-view/blindspot-story/{id|top}: /widget/blindspot-story[?id=…] from Next's page cache
// (next.config.js WIDGET_REWRITES), on the same terms as ../../story/[id]/page.tsx.
export const revalidate = 30;
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

export default async function CachedBlindspotWidgetPage({ params }: { params: Promise<{ id: string }> }) {
  const raw = (await params).id;
  const origin = cachedPageOrigin();
  if (raw === TOP) return <BlindspotWidget story={await topBlindspotWidgetCard()} origin={origin} />;
  const id = parsePositiveId(raw);
  const story = id === null ? null : await storyWidgetCard(id);
  if (!story) notFound();
  return <WidgetStoryCard story={story} kicker={BLINDSPOT_KICKER} origin={origin} />;
}
