import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { CSSProperties } from "react";
import { BlindspotPageBody } from "@/components/feed/blindspot-page-body";
import { CachedFeedPage } from "@/components/feed/cached-feed-page";
import { schemeCustomProperties } from "@/lib/client/bias-colours";
import { BLINDSPOT_PAGE_METADATA } from "@/lib/site/feed-page-metadata";
import { isBlindspotSide } from "@/lib/site/feed-routing";
import { cachedPageMetadata } from "@/lib/site/page-metadata";
import { DEFAULT_PAGING } from "@/lib/site/paging";
import { isStoryViewScheme } from "@/lib/site/story-routing";

type Params = Promise<{ scheme: string; side: string }>;

// /blindspot-view/{scheme}/{side}: one blindspot tab as a signed-out reader sees it in one bias colour
// scheme (the same two as the cached story page), rendered once and kept in Next's page cache (issue 4
// "Speed"). `/blindspot` is rewritten here for signed-out readers without ?page= / ?limit= or the
// grayscale image cookie (next.config.js when the edition cookie decides the colours, proxy.ts when the
// request's location does). Its canonical address is /blindspot. Pages are made on first request, made
// again when the engine commits changed stories (lib/server/cache-invalidation.ts), and otherwise re-made
// in the background at most every 30 s (FEED_CACHE_SECONDS, the feed data cache's lifetime).
export const revalidate = 30;
export const dynamicParams = true;

export function generateStaticParams(): { scheme: string; side: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { scheme, side } = await params;
  if (!isStoryViewScheme(scheme) || !isBlindspotSide(side)) return { title: "Page not found" };
  return cachedPageMetadata(BLINDSPOT_PAGE_METADATA);
}

export default async function CachedBlindspotPage({ params }: { params: Params }) {
  const { scheme, side } = await params;
  if (!isStoryViewScheme(scheme) || !isBlindspotSide(side)) notFound();
  return (
    <CachedFeedPage options={BLINDSPOT_PAGE_METADATA}>
      <BlindspotPageBody
        side={side}
        paging={DEFAULT_PAGING}
        biasStyle={schemeCustomProperties(scheme) as CSSProperties}
      />
    </CachedFeedPage>
  );
}
