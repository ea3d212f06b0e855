import { notFound } from "next/navigation";
import { parsePositiveId } from "@/lib/api/positive-id";
import { cachedPageOrigin } from "@/lib/site/page-metadata";
import { WidgetStoryCard } from "../../../widget/widget-card";
import { STORY_WIDGET_METADATA, storyWidgetCard } from "../../../widget/widget-data";

export const metadata = STORY_WIDGET_METADATA;

// /widget-view/story/{id}: /widget/story?id={id} from Next's page cache (next.config.js WIDGET_REWRITES;
// a widget depends on its address alone, never on the reader). Made on first request, made again when
// the engine commits changed stories (lib/server/cache-invalidation.ts), else at most every 30 s. Links
// are absolute with PUBLIC_URL and relative without (an iframe resolves them against our address).
export const revalidate = 30;
export const dynamicParams = true;

export function generateStaticParams(): { id: string }[] {
  return [];
}

export default async function CachedStoryWidgetPage({ params }: { params: Promise<{ id: string }> }) {
  const id = parsePositiveId((await params).id);
  const story = id === null ? null : await storyWidgetCard(id);
  if (!story) notFound();
  return <WidgetStoryCard story={story} kicker="OpenGround" origin={cachedPageOrigin()} />;
}
