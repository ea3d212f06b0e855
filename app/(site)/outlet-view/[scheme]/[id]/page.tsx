import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { CSSProperties } from "react";
import { CachedFeedPage } from "@/components/feed/cached-feed-page";
import { OutletPageBody } from "@/components/outlet/outlet-page-body";
import { schemeCustomProperties } from "@/lib/client/bias-colours";
import { outletForPath, outletPageMetadata } from "@/lib/site/outlet-page";
import { cachedPageMetadata } from "@/lib/site/page-metadata";
import { isStoryViewScheme } from "@/lib/site/story-routing";

type Params = Promise<{ scheme: string; id: string }>;

// /outlet-view/{scheme}/{id}: an outlet's page as a signed-out reader sees it in one bias colour scheme,
// kept in Next's page cache (issue 4 "Speed"; docs/decisions.md "Cached outlet and briefing pages").
// `/outlet/{id}` is rewritten here by next.config.js (edition cookie) or proxy.ts (GeoIP). Made on first
// request, made again when an import changes outlets or the engine changes stories
// (lib/server/cache-invalidation.ts), otherwise at most every 30 s; an unknown outlet is a cached 404.
export const revalidate = 30;
export const dynamicParams = true;

export function generateStaticParams(): { scheme: string; id: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { scheme, id } = await params;
  const outlet = isStoryViewScheme(scheme) ? await outletForPath(id) : null;
  if (!outlet) return { title: "Outlet not found" };
  return cachedPageMetadata(outletPageMetadata(outlet));
}

export default async function CachedOutletPage({ params }: { params: Params }) {
  const { scheme, id } = await params;
  if (!isStoryViewScheme(scheme)) notFound();
  const outlet = await outletForPath(id);
  if (!outlet) notFound();
  return (
    <CachedFeedPage options={outletPageMetadata(outlet)}>
      <OutletPageBody outlet={outlet} biasStyle={schemeCustomProperties(scheme) as CSSProperties} />
    </CachedFeedPage>
  );
}
