import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { CSSProperties } from "react";
import { CachedFeedPage } from "@/components/feed/cached-feed-page";
import { TopNews } from "@/components/feed/top-news";
import { effectiveScheme, initialSelection, schemeCustomProperties } from "@/lib/client/bias-colours";
import { isKnownEdition } from "@/lib/editions";
import { DEFAULT_PAGING } from "@/lib/site/paging";
import { cachedPageMetadata } from "@/lib/site/page-metadata";
import { editionName, topNewsMetadataOptions } from "@/lib/site/top-news-metadata";

type Params = Promise<{ edition: string }>;

// /edition/{id}: the top news of one edition as a signed-out reader sees it, rendered once and kept in
// Next's page cache (issue 4 "Speed": a warm page costs about what a static file costs). `/` is
// rewritten here for signed-out readers (next.config.js when the edition cookie decides, proxy.ts when
// the request's location does); the address also works on its own as a shareable edition page.
// Pages are made on first request (no build-time database), made again as soon as the engine commits
// new stories (the page inherits its data's "stories" tag; lib/server/cache-invalidation.ts), and
// otherwise re-made in the background at most every 30 s (FEED_CACHE_SECONDS) for relative times.
export const revalidate = 30;
export const dynamicParams = true;

export function generateStaticParams(): { edition: string }[] {
  return [];
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { edition } = await params;
  if (!isKnownEdition(edition)) return { title: "Page not found" };
  return cachedPageMetadata(topNewsMetadataOptions(edition));
}

export default async function EditionTopNewsPage({ params }: { params: Params }) {
  const { edition } = await params;
  if (!isKnownEdition(edition)) notFound();
  // A signed-out reader: the default image mode and the bias colours that follow from the edition alone.
  const biasStyle = schemeCustomProperties(effectiveScheme(initialSelection(undefined), edition)) as CSSProperties;
  return (
    <CachedFeedPage options={topNewsMetadataOptions(edition)}>
      <TopNews
        edition={edition}
        editionName={editionName(edition)}
        biasStyle={biasStyle}
        paging={DEFAULT_PAGING}
      />
    </CachedFeedPage>
  );
}
