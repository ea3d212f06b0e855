import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound, permanentRedirect } from "next/navigation";
import { after } from "next/server";
import { BiasScheme } from "@/components/feed/bias-scheme";
import { ArticleGroups } from "@/components/story/article-groups";
import { CoverageDetailsBox } from "@/components/story/coverage-details";
import { CoverageTimeline } from "@/components/story/coverage-timeline";
import { GroupingReasonsBox } from "@/components/story/grouping-reasons";
import { HeadlineComparison } from "@/components/story/headline-comparison";
import { RelatedInterests } from "@/components/story/related-interests";
import { SideTabs } from "@/components/story/side-tabs";
import { SourceBreakdownBox } from "@/components/story/source-breakdown";
import { getEnv } from "@/lib/env";
import { blindspotLabel } from "@/lib/news/coverage/blindspot";
import { originFromHeaders } from "@/lib/site/site-origin";
import { getReaderContext } from "@/lib/site/reader-context";
import { cachedStoryPage } from "@/lib/site/story-cache";
import { coverageDetails, formatUtcTime } from "@/lib/site/story-coverage";
import { groupingReasons } from "@/lib/site/story-grouping";
import { chooseHeadlineComparison } from "@/lib/site/story-headline-comparison";
import { serializeJsonLd, storyJsonLd } from "@/lib/site/story-json-ld";
import { recordStoryRead } from "@/lib/site/story-read";
import { parseStoryAddress, storyDescription, storyHref } from "@/lib/site/story-address";
import { groupBySide, parseSideFilter, type SideFilter } from "@/lib/site/story-sides";
import { sourceBreakdown } from "@/lib/site/story-source-breakdown";
import { coverageTimeline } from "@/lib/site/story-timeline";

type Params = Promise<{ id: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: SearchParams }): Promise<Metadata> {
  const address = parseStoryAddress((await params).id, await searchParams);
  const data = address ? await cachedStoryPage(address.id, address.asOf) : null;
  if (!data || data.kind !== "story") return { title: "Story not found" };
  const { detail } = data;
  const origin = originFromHeaders(getEnv().PUBLIC_URL, await headers());
  const description = storyDescription(detail);
  return {
    metadataBase: new URL(origin),
    title: detail.title,
    description,
    alternates: { canonical: `/article/${detail.id}` },
    openGraph: {
      type: "article",
      siteName: "OpenGround",
      title: detail.title,
      description,
      url: `/article/${detail.id}`,
      publishedTime: detail.firstSeenAt,
      modifiedTime: detail.lastSeenAt,
      images: detail.imageUrl ? [detail.imageUrl] : undefined,
    },
    twitter: { card: detail.imageUrl ? "summary_large_image" : "summary", title: detail.title, description },
  };
}

// /article/{id} (spec §2, issue 4): one story compared across the spectrum.
export default async function StoryPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const query = await searchParams;
  const address = parseStoryAddress((await params).id, query);
  if (!address) notFound();
  const [data, reader] = await Promise.all([cachedStoryPage(address.id, address.asOf), getReaderContext()]);
  if (data.kind === "missing") notFound();
  // Old links to a story the engine merged into another keep working (308).
  if (data.kind === "merged") permanentRedirect(storyHref(data.into, { asOf: address.asOfRaw }));

  const { detail, logos } = data;
  const side = parseSideFilter(query.side);
  if (reader.user && !address.asOf) {
    const userId = reader.user.id;
    after(() => recordStoryRead({ userId, storyId: detail.id, now: new Date() }));
  }
  const groups = groupBySide(detail.articles);
  const comparison = chooseHeadlineComparison(detail.articles);
  const origin = originFromHeaders(getEnv().PUBLIC_URL, await headers());
  const tabCounts: Record<SideFilter, number> = {
    all: detail.articles.length,
    left: groups.left.length,
    center: groups.center.length,
    right: groups.right.length,
  };
  return (
    <BiasScheme style={reader.biasStyle}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(storyJsonLd(detail, origin)) }} />
      <article aria-labelledby="story-title" data-story-id={detail.id}>
        <header className="max-w-3xl">
          <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-700 dark:text-neutral-300">
            <span>
              Updated <time dateTime={detail.lastSeenAt}>{formatUtcTime(detail.lastSeenAt)}</time>
            </span>
            {detail.blindspotFor ? (
              <span className="rounded bg-neutral-900 px-2 py-0.5 text-xs font-semibold text-white dark:bg-neutral-100 dark:text-neutral-900">
                {blindspotLabel(detail.blindspotFor)}
              </span>
            ) : null}
            {detail.asOf ? <span>As it stood on {formatUtcTime(detail.asOf)}</span> : null}
          </p>
          <h1 id="story-title" className="mt-2 text-2xl leading-tight font-bold sm:text-3xl">
            {detail.title}
          </h1>
          {detail.summary ? <p className="mt-3 text-lg text-neutral-800 dark:text-neutral-200">{detail.summary}</p> : null}
        </header>

        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-8">
            {comparison ? <HeadlineComparison pair={comparison} /> : null}
            <section aria-labelledby="story-articles" id="articles">
              <h2 id="story-articles" className="text-lg font-semibold">
                {detail.articles.length} {detail.articles.length === 1 ? "article" : "articles"} from {detail.sourceCount}{" "}
                {detail.sourceCount === 1 ? "source" : "sources"}
              </h2>
              <div className="mt-3">
                <SideTabs
                  active={side}
                  counts={tabCounts}
                  hrefFor={(choice) => `${storyHref(detail.id, { asOf: address.asOfRaw, side: choice })}#articles`}
                />
              </div>
              <div className="mt-4">
                <ArticleGroups groups={groups} filter={side} logos={logos} />
              </div>
            </section>
            <CoverageTimeline entries={coverageTimeline(detail.articles)} />
          </div>
          <aside className="space-y-6" aria-label="About this story's coverage">
            <CoverageDetailsBox details={coverageDetails(detail.articles)} coverage={detail.coverage} />
            <SourceBreakdownBox breakdown={sourceBreakdown(detail.articles)} />
            <GroupingReasonsBox reasons={groupingReasons(detail.articles)} articleCount={detail.articles.length} />
            <RelatedInterests interests={detail.interests} />
          </aside>
        </div>
      </article>
    </BiasScheme>
  );
}
