import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { CSSProperties } from "react";
import { StoryView } from "@/components/story/story-view";
import { schemeCustomProperties } from "@/lib/client/bias-colours";
import { cachedPageOrigin } from "@/lib/site/page-metadata";
import { parseStoryAddress } from "@/lib/site/story-address";
import { cachedStoryPage, storyToShow } from "@/lib/site/story-cache";
import { storyMetadata } from "@/lib/site/story-metadata";
import { isStoryViewScheme } from "@/lib/site/story-routing";

type Params = Promise<{ scheme: string; id: string }>;

// /story-view/{scheme}/{id}: a story as a signed-out reader sees it in one bias colour scheme, rendered
// once and kept in Next's page cache (issue 4 "Speed"). `/article/{id}` is rewritten here for signed-out
// readers without ?side= or ?asOf= (next.config.js when the edition cookie decides the colours,
// proxy.ts when the request's location does). Its canonical address is /article/{id}.
// Pages are made on first request, made again as soon as the engine commits changed stories (the page
// inherits its data's "stories" tag; lib/server/cache-invalidation.ts), and otherwise re-made in the
// background at most every 30 s (FEED_CACHE_SECONDS). A missing story is a
// cached 404 and a merged one a cached 308 to the story it was merged into.
export const revalidate = 30;
export const dynamicParams = true;

export function generateStaticParams(): { scheme: string; id: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { scheme, id } = await params;
  const address = isStoryViewScheme(scheme) ? parseStoryAddress(id, {}) : null;
  const data = address ? await cachedStoryPage(address.id) : null;
  if (!data || data.kind !== "story") return { title: "Story not found" };
  return storyMetadata(data.detail, cachedPageOrigin());
}

export default async function CachedStoryPage({ params }: { params: Params }) {
  const { scheme, id } = await params;
  if (!isStoryViewScheme(scheme)) notFound();
  const address = parseStoryAddress(id, {});
  if (!address) notFound();
  const { detail, logos, sides } = await storyToShow(address);
  return (
    <StoryView
      detail={detail}
      logos={logos}
      sides={sides}
      side="all"
      biasStyle={schemeCustomProperties(scheme) as CSSProperties}
      origin={cachedPageOrigin()}
    />
  );
}
