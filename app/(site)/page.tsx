import type { Metadata } from "next";
import { headers } from "next/headers";
import { TopNews } from "@/components/feed/top-news";
import { getEnv } from "@/lib/env";
import { parsePaging } from "@/lib/site/paging";
import { getReaderContext } from "@/lib/site/reader-context";
import { originFromHeaders } from "@/lib/site/site-origin";
import { editionName, topNewsMetadata } from "@/lib/site/top-news-metadata";

// The RSS alternate names the reader's own edition (getReaderContext is cached for the request).
export async function generateMetadata(): Promise<Metadata> {
  const { edition } = await getReaderContext();
  return topNewsMetadata(edition, originFromHeaders(getEnv().PUBLIC_URL, await headers()));
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// / (spec §2 "News"): the top feed of the reader's edition (spec §4 choice order, lib/site/reader-context).
// Most requests never reach this page: next.config.js and proxy.ts rewrite `/` for a signed-out reader to
// the cached /edition/{id} page, and a signed-in reader too (issue 28). What is left is an unknown edition
// cookie and ?page= / ?limit= (the no-JavaScript "Load more" link).
export default async function HomePage({ searchParams }: { searchParams: SearchParams }) {
  const [params, reader] = await Promise.all([searchParams, getReaderContext()]);
  return (
    <TopNews
      edition={reader.edition}
      editionName={editionName(reader.edition)}
      biasStyle={reader.biasStyle}
      paging={parsePaging(params)}
    />
  );
}
