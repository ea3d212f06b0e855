import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { CSSProperties } from "react";
import { CachedFeedPage } from "@/components/feed/cached-feed-page";
import { InterestPageBody } from "@/components/feed/interest-page-body";
import { schemeCustomProperties } from "@/lib/client/bias-colours";
import { interestPageMetadata } from "@/lib/site/feed-page-metadata";
import { interestForPath } from "@/lib/site/interest-for-path";
import { cachedPageMetadata } from "@/lib/site/page-metadata";
import { DEFAULT_PAGING } from "@/lib/site/paging";
import { isStoryViewScheme } from "@/lib/site/story-routing";

type Params = Promise<{ scheme: string; id: string }>;

// /interest-view/{scheme}/{id}: an interest's page as a signed-out reader sees it (the "Sign in to
// follow" link) in one bias colour scheme, rendered once and kept in Next's page cache (issue 4 "Speed").
// `/interest/{id}` is rewritten here for signed-out readers without ?page= / ?limit= or the grayscale
// image cookie (next.config.js when the edition cookie decides the colours, proxy.ts when the request's
// location does). Its canonical address is /interest/{id}. Pages are made on first request, made again
// when the engine commits changed stories (lib/server/cache-invalidation.ts), and otherwise re-made in
// the background at most every 30 s (FEED_CACHE_SECONDS); an unknown interest is a cached 404.
export const revalidate = 30;
export const dynamicParams = true;

export function generateStaticParams(): { scheme: string; id: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { scheme, id } = await params;
  const interest = isStoryViewScheme(scheme) ? await interestForPath(id) : null;
  if (!interest) return { title: "Interest not found" };
  return cachedPageMetadata(interestPageMetadata(interest));
}

export default async function CachedInterestPage({ params }: { params: Params }) {
  const { scheme, id } = await params;
  if (!isStoryViewScheme(scheme)) notFound();
  const interest = await interestForPath(id);
  if (!interest) notFound();
  return (
    <CachedFeedPage options={interestPageMetadata(interest)}>
      <InterestPageBody
        interest={interest}
        userId={null}
        paging={DEFAULT_PAGING}
        biasStyle={schemeCustomProperties(scheme) as CSSProperties}
      />
    </CachedFeedPage>
  );
}
