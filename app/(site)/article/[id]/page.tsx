import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { StoryView } from "@/components/story/story-view";
import { getEnv } from "@/lib/env";
import { getReaderContext } from "@/lib/site/reader-context";
import { originFromHeaders } from "@/lib/site/site-origin";
import { parseStoryAddress } from "@/lib/site/story-address";
import { cachedStoryPage, storyToShow } from "@/lib/site/story-cache";
import { storyMetadata } from "@/lib/site/story-metadata";
import { parseSideFilter } from "@/lib/site/story-sides";

type Params = Promise<{ id: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: SearchParams }): Promise<Metadata> {
  const address = parseStoryAddress((await params).id, await searchParams);
  const data = address ? await cachedStoryPage(address.id, address.asOf) : null;
  if (!data || data.kind !== "story") return { title: "Story not found" };
  return storyMetadata(data.detail, originFromHeaders(getEnv().PUBLIC_URL, await headers()));
}

// /article/{id} (spec §2, issue 4): one story compared across the spectrum. Most requests never reach
// this page: next.config.js and proxy.ts rewrite it for a signed-out reader to the cached
// /story-view/{scheme}/{id}, a signed-in reader too (issue 28: their read is sent by the browser, their
// colours applied before first paint). What is left is ?side= and ?asOf=, and an unknown edition cookie.
export default async function StoryPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const query = await searchParams;
  const address = parseStoryAddress((await params).id, query);
  if (!address) notFound();
  const [{ detail, logos, sides }, reader] = await Promise.all([storyToShow(address), getReaderContext()]);
  return (
    <StoryView
      detail={detail}
      logos={logos}
      sides={sides}
      side={parseSideFilter(query.side)}
      asOfRaw={address.asOfRaw}
      biasStyle={reader.biasStyle}
      origin={originFromHeaders(getEnv().PUBLIC_URL, await headers())}
    />
  );
}
