import type { Metadata } from "next";
import Link from "next/link";
import { EditionOutletCounts } from "@/components/outlet/edition-outlet-counts";
import { LeftOutRatings } from "@/components/outlet/left-out-ratings";
import { BiasMethod, FactualityMethod } from "@/components/outlet/rating-method";
import { OutletTable } from "@/components/outlet/outlet-table";
import { BlindspotMethod, CoverageMethod, GroupingMethod, RankingMethod } from "@/components/story/story-method";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { PageSection, SECTION_PARAGRAPH } from "@/components/ui/page-section";
import { listOutlets } from "@/lib/outlets";
import { sideCounts } from "@/lib/outlets/edition-counts";
import { cachedEditionOutletCounts, cachedHalfwayCounts, cachedOutletDirectory } from "@/lib/site/outlet-cache";
import { requestFeedMetadata } from "@/lib/site/page-metadata";

// Rendered per request from the cached outlet list: the database is not there while `next build` runs.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return requestFeedMetadata({
    title: "How we rate sources",
    description:
      "How OpenGround decides each outlet's political bias and factuality from AllSides and MBFC ratings, which stories are blindspots, and how articles are grouped into stories.",
    path: "/about/ratings",
  });
}

const CONTENTS = [
  ["bias", "Political bias"],
  ["factuality", "Factuality"],
  ["coverage", "The coverage bar"],
  ["blindspots", "Blindspots"],
  ["grouping", "How articles are grouped"],
  ["ranking", "How top stories are ranked"],
  ["outlets", "All outlets and their ratings"],
  ["left-out", "Ratings left out"],
] as const;

// /about/ratings (issue 4): the whole method in one page, and every outlet's bias.
export default async function RatingsMethodPage() {
  const [outlets, perEdition, halfway] = await Promise.all([cachedOutletDirectory(), cachedEditionOutletCounts(), cachedHalfwayCounts()]);
  const sides = sideCounts(outlets);
  // The built-in registry records what it left out; the database keeps only what is used.
  const leftOut = listOutlets().flatMap((outlet) => outlet.leftOutRatings.map((rating) => ({ outletName: outlet.name, rating })));
  return (
    <div className="max-w-3xl">
      <h1 className="text-2xl font-bold sm:text-3xl">How we rate sources</h1>
      <p className="mt-3 text-lg text-neutral-800 dark:text-neutral-200">
        Every number on OpenGround follows a written rule from published ratings. This page explains each rule; the code that applies it is open
        source.
      </p>
      <nav aria-label="On this page" className="mt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {CONTENTS.map(([id, label]) => (
            <li key={id}>
              <a href={`#${id}`} className={`rounded underline ${FOCUS_RING}`}>
                {label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-8 space-y-10">
        <BiasMethod halfway={halfway} />
        <FactualityMethod />
        <CoverageMethod />
        <BlindspotMethod />
        <GroupingMethod />
        <RankingMethod />
        <PageSection id="outlets" title="All outlets and their ratings">
          <p className={SECTION_PARAGRAPH} data-testid="outlet-totals">
            {outlets.length} outlets: {sides.left} on the left, {sides.center} at the centre, {sides.right} on the right and {sides.unrated} not
            rated. Open one to see each rating with its rater, date and page, its owner and its recent stories. See also the{" "}
            <Link href="/blindspot" className={`rounded underline ${FOCUS_RING}`}>
              blindspot feed
            </Link>
            .
          </p>
          <h3 className="mt-4 font-semibold">Outlets we read, by edition</h3>
          <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
            Outlets with a feed the engine reads, per edition and side: the outlets each edition&apos;s coverage bars and blindspots draw on.
          </p>
          <div className="mt-2">
            <EditionOutletCounts rows={perEdition} caption="Outlets with a feed, per edition and side" />
          </div>
          <div className="mt-3">
            {outlets.length === 0 ? (
              <p className="text-neutral-700 dark:text-neutral-300">No outlet is registered yet: the registry is loaded when the server starts.</p>
            ) : (
              <OutletTable outlets={outlets} />
            )}
          </div>
        </PageSection>
        <PageSection id="left-out" title="Ratings left out">
          <p className={SECTION_PARAGRAPH}>
            {leftOut.length} ratings in the raters&apos; published data are not used, each for the reason given: most rate another part of an
            outlet (its opinion pages or fact-check desk) or another of its addresses.
          </p>
          <details className="mt-2">
            <summary className="cursor-pointer text-neutral-800 dark:text-neutral-200">Show the {leftOut.length} ratings left out and why</summary>
            <LeftOutRatings entries={leftOut} />
          </details>
        </PageSection>
      </div>
    </div>
  );
}
