import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { MUTED_TEXT } from "@/components/account/ui";
import { BiasScheme } from "@/components/feed/bias-scheme";
import { YearView } from "@/components/year-in-review/year-view";
import { entitlementsFor } from "@/lib/billing/entitlements";
import { getDb } from "@/lib/db";
import { SHARE_SLUG_PATTERN, yearInReviewSections } from "@/lib/personal/year-in-review";
import { userByYearInReviewShare } from "@/lib/queries/year-in-review";
import { getReaderContext } from "@/lib/site/reader-context";
import { loadYearInReview } from "@/lib/site/year-in-review";

export async function generateMetadata({ params }: { params: Promise<{ slug: string }> }): Promise<Metadata> {
  const { slug } = await params;
  return {
    title: "A year in review",
    description: "One reader's year of news on OpenGround: the stories, the sources and the lean.",
    robots: { index: false },
    // The share image (./image/route.tsx); relative to the site's metadataBase.
    openGraph: SHARE_SLUG_PATTERN.test(slug) ? { images: [{ url: `/year-in-review/${slug}/image`, width: 1200, height: 630 }] } : undefined,
  };
}

// A reader's public year in review (issue 22): only while they share it; the slug is random and a
// switched-off link answers 404. Shows what the owner's level shows, never who they are.
export default async function SharedYearInReviewPage({ params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  if (!SHARE_SLUG_PATTERN.test(slug)) notFound();
  const db = await getDb();
  const owner = await userByYearInReviewShare(db, slug);
  if (!owner) notFound();
  const level = entitlementsFor(owner.subscriptionStatus).yearInReviewLevel;
  const [data, reader] = await Promise.all([loadYearInReview(db, owner.id, new Date(), { compare: yearInReviewSections(level).monthsAndComparison, timeZoneId: owner.timeZoneId }), getReaderContext()]);
  return (
    <BiasScheme style={reader.biasStyle}>
      <h1 className="text-2xl font-bold sm:text-3xl">A reader&apos;s {data.review.year} in review</h1>
      <p className={`mt-1 ${MUTED_TEXT}`}>What one OpenGround reader read this year, shared by them.</p>
      <YearView data={data} level={level} subscribeLink={false} owner="reader" />
      <p className="mt-6">
        <a href={`/year-in-review/${slug}/image`} className="font-semibold underline underline-offset-2">Share image</a>
      </p>
    </BiasScheme>
  );
}
