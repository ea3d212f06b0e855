import { StoryImage } from "@/components/news/story-image";
import type { CSSProperties } from "react";
import { PaywallSourcesToggle } from "@/components/billing/paywall-sources-toggle";
import { StoryPaywall } from "@/components/billing/story-paywall";
import { BiasScheme } from "@/components/feed/bias-scheme";
import { ArticleGroups } from "@/components/story/article-groups";
import { ArticleReadRecorder } from "@/components/story/article-read-recorder";
import { StoryReadRecorder } from "@/components/story/story-read-recorder";
import { CoverageDetailsBox } from "@/components/story/coverage-details";
import { CoverageTimeline } from "@/components/story/coverage-timeline";
import { GroupingReasonsBox } from "@/components/story/grouping-reasons";
import { HeadlineComparison } from "@/components/story/headline-comparison";
import { RelatedInterests } from "@/components/story/related-interests";
import { SideSummaries } from "@/components/story/side-summaries";
import { SideTabs } from "@/components/story/side-tabs";
import { StoryAssistant } from "@/components/story/story-assistant";
import { SourceBreakdownBox } from "@/components/story/source-breakdown";
import { paymentsConfigured } from "@/lib/accounts/billing-config";
import type { StoryDetail } from "@/lib/engine/story-feed";
import { blindspotLabel } from "@/lib/news/coverage/blindspot";
import type { OutletLogo } from "@/lib/queries/outlet-pages";
import { storyHref } from "@/lib/site/story-address";
import { coverageDetails, formatUtcTime } from "@/lib/site/story-coverage";
import { groupingReasons } from "@/lib/site/story-grouping";
import { chooseHeadlineComparison } from "@/lib/site/story-headline-comparison";
import { serializeJsonLd, storyJsonLd } from "@/lib/site/story-json-ld";
import { groupBySide, type SideFilter } from "@/lib/site/story-sides";
import type { SideSummary } from "@/lib/news/assistant/side-summaries";
import { sourceBreakdown } from "@/lib/site/story-source-breakdown";
import { coverageTimeline } from "@/lib/site/story-timeline";
import { countOf } from "@/lib/site/count-of";

/**
 * One story compared across the spectrum (spec §2, issue 4), shared by `/article/{id}` (rendered per
 * request for a signed-in reader, ?side= and ?asOf=) and `/story-view/{scheme}/{id}` (the cached page
 * `/article/{id}` is rewritten to for everyone else: docs/decisions.md "Reader's site (issue 4)").
 * `origin` is null only on the cached page of a server without PUBLIC_URL (see lib/site/story-metadata.ts);
 * the canonical link is then written here, relative, and React 19 hoists it into the <head>.
 */
export function StoryView(props: {
  detail: StoryDetail;
  logos: Record<string, OutletLogo>;
  /** "How each side tells it" (issue 22), from the page's data (lib/site/story-cache.ts). */
  sides: SideSummary[];
  side: SideFilter;
  /** ?asOf= as given, kept by the side filter's links. */
  asOfRaw?: string;
  biasStyle: CSSProperties;
  origin: string | null;
}) {
  const { detail, side } = props;
  const groups = groupBySide(detail.articles);
  const comparison = chooseHeadlineComparison(detail.articles);
  const tabCounts: Record<SideFilter, number> = {
    all: detail.articles.length,
    left: groups.left.length,
    center: groups.center.length,
    right: groups.right.length,
  };
  return (
    <BiasScheme style={props.biasStyle}>
      {props.origin ? null : <link rel="canonical" href={storyHref(detail.id)} />}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(storyJsonLd(detail, props.origin)) }} />
      <ArticleReadRecorder storyId={detail.id} plansOffered={paymentsConfigured()} />
      {paymentsConfigured() ? <StoryPaywall /> : null}
      {props.asOfRaw ? null : <StoryReadRecorder storyId={detail.id} />}
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
          {props.asOfRaw ? null : <StoryAssistant storyId={detail.id} placement="AA3" />}
          <StoryImage
            storyId={detail.id}
            hasImage={detail.imageUrl !== null}
            alt={detail.title}
            eager
            sizes="(min-width: 768px) 768px, 100vw"
            className="mt-4"
          />
        </header>

        <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 space-y-8">
            {comparison ? <HeadlineComparison pair={comparison} /> : null}
            <SideSummaries summaries={props.sides} />
            <section aria-labelledby="story-articles" id="articles">
              <h2 id="story-articles" className="text-lg font-semibold">
                {countOf(detail.articles.length, "article")} from {countOf(detail.sourceCount, "source")}
              </h2>
              <div className="mt-3">
                <SideTabs
                  active={side}
                  counts={tabCounts}
                  hrefFor={(choice) => `${storyHref(detail.id, { asOf: props.asOfRaw, side: choice })}#articles`}
                />
                {detail.articles.some((article) => article.outlet.paywall) ? <PaywallSourcesToggle /> : null}
              </div>
              <div className="mt-4">
                <ArticleGroups groups={groups} filter={side} logos={props.logos} />
              </div>
            </section>
            <CoverageTimeline entries={coverageTimeline(detail.articles)} />
          </div>
          <aside className="space-y-6" aria-label="About this story's coverage">
            {props.asOfRaw ? null : <StoryAssistant storyId={detail.id} placement="AA2" />}
            <CoverageDetailsBox details={coverageDetails(detail.articles)} coverage={detail.coverage} />
            <SourceBreakdownBox breakdown={sourceBreakdown(detail.articles)} />
            <GroupingReasonsBox reasons={groupingReasons(detail.articles)} articleCount={detail.articles.length} />
            <RelatedInterests interests={detail.interests} />
          </aside>
        </div>
      </article>
      {/* Issue 22's subscribe flag and twitter-tool ad, drawn after first paint by components/popups/popup-host.tsx. */}
      <div data-popup-slot="story" />
    </BiasScheme>
  );
}
