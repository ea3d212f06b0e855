import type { Metadata } from "next";
import { BlindspotPageBody } from "@/components/feed/blindspot-page-body";
import { blindspotStoriesPerSide } from "@/lib/billing/entitlements";
import { BLINDSPOT_PAGE_METADATA } from "@/lib/site/feed-page-metadata";
import { parseBlindspotSide } from "@/lib/site/feed-routing";
import { requestFeedMetadata } from "@/lib/site/page-metadata";
import { parsePaging } from "@/lib/site/paging";
import { getReaderContext } from "@/lib/site/reader-context";

export async function generateMetadata(): Promise<Metadata> {
  return requestFeedMetadata(BLINDSPOT_PAGE_METADATA);
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// /blindspot (spec §2, issue 4). Most requests never reach this page: next.config.js and proxy.ts
// rewrite it for a signed-out reader to the cached /blindspot-view/{scheme}/{side}. What is left is a
// login cookie, the grayscale image cookie, ?page= / ?limit= (the no-JavaScript "Load more" link), a
// ?side= other than left or right, and an unknown edition cookie.
export default async function BlindspotPage({ searchParams }: { searchParams: SearchParams }) {
  const [params, reader] = await Promise.all([searchParams, getReaderContext()]);
  return (
    <BlindspotPageBody side={parseBlindspotSide(params.side)} paging={parsePaging(params)} biasStyle={reader.biasStyle}
      perSide={blindspotStoriesPerSide(reader.user?.subscriptionStatus)}
    />
  );
}
