import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BriefingPageBody } from "@/components/story/briefing-page-body";
import { briefingForPath, briefingPageMetadata } from "@/lib/site/briefing-page";
import { requestFeedMetadata } from "@/lib/site/page-metadata";
import { getReaderContext } from "@/lib/site/reader-context";

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  const briefing = briefingForPath(id, new Date());
  if (!briefing) return { title: "Briefing not found" };
  return requestFeedMetadata(briefingPageMetadata(id, briefing));
}

// /daily-briefing/{id} (spec §2, issue 4). Most requests never reach this page: next.config.js and
// proxy.ts rewrite it for a signed-out reader to the cached /daily-briefing-view/{scheme}/{id}. What is
// left is a login cookie (the account's bias colours) and an unknown edition cookie.
export default async function DailyBriefingPage({ params }: { params: Params }) {
  const now = new Date();
  const briefing = briefingForPath((await params).id, now);
  if (!briefing) notFound();
  const reader = await getReaderContext();
  return <BriefingPageBody briefing={briefing} now={now} biasStyle={reader.biasStyle} />;
}
