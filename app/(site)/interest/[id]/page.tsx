import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InterestPageBody } from "@/components/feed/interest-page-body";
import { interestPageMetadata } from "@/lib/site/feed-page-metadata";
import { interestForPath } from "@/lib/site/interest-for-path";
import { requestFeedMetadata } from "@/lib/site/page-metadata";
import { parsePaging } from "@/lib/site/paging";
import { getReaderContext } from "@/lib/site/reader-context";

type Params = Promise<{ id: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const interest = await interestForPath((await params).id);
  if (!interest) return { title: "Interest not found" };
  return requestFeedMetadata(interestPageMetadata(interest));
}

// /interest/{id} (spec §2, issue 4). Most requests never reach this page: next.config.js and proxy.ts
// rewrite it for a signed-out reader to the cached /interest-view/{scheme}/{id}. What is left is a login
// cookie (the follow button), the grayscale image cookie, ?page= / ?limit=, an id that is not a number
// (a 404) and an unknown edition cookie.
export default async function InterestPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const interest = await interestForPath((await params).id);
  if (!interest) notFound();
  const [query, reader] = await Promise.all([searchParams, getReaderContext()]);
  return (
    <InterestPageBody
      interest={interest}
      userId={reader.user?.id ?? null}
      paging={parsePaging(query)}
      biasStyle={reader.biasStyle}
    />
  );
}
