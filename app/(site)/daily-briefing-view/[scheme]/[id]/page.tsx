import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { CSSProperties } from "react";
import { CachedFeedPage } from "@/components/feed/cached-feed-page";
import { BriefingPageBody } from "@/components/story/briefing-page-body";
import { schemeCustomProperties } from "@/lib/client/bias-colours";
import { briefingForPath, briefingPageMetadata } from "@/lib/site/briefing-page";
import { cachedPageMetadata } from "@/lib/site/page-metadata";
import { isStoryViewScheme } from "@/lib/site/story-routing";

type Params = Promise<{ scheme: string; id: string }>;

// /daily-briefing-view/{scheme}/{id}: a daily briefing as a signed-out reader sees it in one bias colour
// scheme, kept in Next's page cache (issue 4 "Speed"; docs/decisions.md "Cached outlet and briefing
// pages"). `/daily-briefing/{id}` is rewritten here by next.config.js (edition cookie) or proxy.ts
// (GeoIP). Made on first request, made again when the engine changes stories
// (lib/server/cache-invalidation.ts), otherwise at most every 30 s, which also moves "today" to the next
// day at midnight UTC; an address that names no briefing is a cached 404.
export const revalidate = 30;
export const dynamicParams = true;

export function generateStaticParams(): { scheme: string; id: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { scheme, id } = await params;
  const briefing = isStoryViewScheme(scheme) ? briefingForPath(id, new Date()) : null;
  if (!briefing) return { title: "Briefing not found" };
  return cachedPageMetadata(briefingPageMetadata(id, briefing));
}

export default async function CachedBriefingPage({ params }: { params: Params }) {
  const { scheme, id } = await params;
  if (!isStoryViewScheme(scheme)) notFound();
  const now = new Date();
  const briefing = briefingForPath(id, now);
  if (!briefing) notFound();
  return (
    <CachedFeedPage options={briefingPageMetadata(id, briefing)}>
      <BriefingPageBody briefing={briefing} now={now} biasStyle={schemeCustomProperties(scheme) as CSSProperties} />
    </CachedFeedPage>
  );
}
