import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { CSSProperties } from "react";
import { CachedFeedPage } from "@/components/feed/cached-feed-page";
import { LOCAL_PAGE_METADATA, LocalPageBody } from "@/components/feed/local-page-body";
import { schemeCustomProperties } from "@/lib/client/bias-colours";
import { parseLocalView } from "@/lib/site/local-routing";
import { cachedPageMetadata } from "@/lib/site/page-metadata";
import { DEFAULT_PAGING } from "@/lib/site/paging";
import { isStoryViewScheme } from "@/lib/site/story-routing";

type Params = Promise<{ scheme: string; place: string; source: string }>;

// /local-view/{scheme}/{place}/{source}: /local for one place (spec §5: "US-TX", "GB"; "none" when the
// place is not known) as said to come from the account, the place cookie or the location, in one bias
// colour scheme, rendered once and kept in Next's page cache (issue 28). `/local` is rewritten here by
// next.config.js's LOCAL_REWRITES when the web process (scripts/server.ts) has worked out the reader's
// place; its canonical address is /local. Remade when the engine commits changed stories (the feed data
// cache's tag) and otherwise in the background at most every 30 s, as the edition pages are.
export const revalidate = 30;
export const dynamicParams = true;

export function generateStaticParams(): { scheme: string; place: string; source: string }[] {
  return [];
}

async function chosen(params: Params) {
  const { scheme, place, source } = await params;
  const local = parseLocalView(place, source);
  return isStoryViewScheme(scheme) && local !== undefined ? { scheme, local } : null;
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return (await chosen(params)) ? cachedPageMetadata(LOCAL_PAGE_METADATA) : { title: "Page not found" };
}

export default async function CachedLocalPage({ params }: { params: Params }) {
  const view = await chosen(params);
  if (!view) notFound();
  return (
    <CachedFeedPage options={LOCAL_PAGE_METADATA}>
      <LocalPageBody local={view.local} paging={DEFAULT_PAGING} biasStyle={schemeCustomProperties(view.scheme) as CSSProperties} />
    </CachedFeedPage>
  );
}
