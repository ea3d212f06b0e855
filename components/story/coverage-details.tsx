import { BiasBar } from "@/components/news/bias-bar";
import { OutletLink } from "@/components/outlet/outlet-link";
import type { Coverage } from "@/lib/engine/story-feed";
import { formatDuration, formatUtcTime, type CoverageDetails } from "@/lib/site/story-coverage";
import { countOf } from "@/lib/site/count-of";

/** The story's coverage at a glance (issue 4): sources per side, first report, last update, the bias bar. */
export function CoverageDetailsBox({ details, coverage }: { details: CoverageDetails; coverage: Coverage }) {
  const { bySide } = details;
  return (
    <section aria-labelledby="coverage-details" className="rounded-lg border border-neutral-200 p-4 dark:border-neutral-800">
      <h2 id="coverage-details" className="text-lg font-semibold">
        Coverage details
      </h2>
      <div className="mt-3">
        <BiasBar coverage={coverage} sourceCount={details.totalSources} />
      </div>
      <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
        <dt className="text-neutral-700 dark:text-neutral-300">Total sources</dt>
        <dd className="font-semibold" data-testid="total-sources">
          {details.totalSources}
          {details.articleCount > details.totalSources ? <span className="font-normal"> ({countOf(details.articleCount, "article")})</span> : null}
        </dd>
        <dt className="text-neutral-700 dark:text-neutral-300">Leaning left</dt>
        <dd>{countOf(bySide.left, "source")}</dd>
        <dt className="text-neutral-700 dark:text-neutral-300">Center</dt>
        <dd>{countOf(bySide.center, "source")}</dd>
        <dt className="text-neutral-700 dark:text-neutral-300">Leaning right</dt>
        <dd>{countOf(bySide.right, "source")}</dd>
        {bySide.unrated > 0 ? (
          <>
            <dt className="text-neutral-700 dark:text-neutral-300">Not rated</dt>
            <dd>{countOf(bySide.unrated, "source")} (not counted in the bar)</dd>
          </>
        ) : null}
        {details.firstReportedBy ? (
          <>
            <dt className="text-neutral-700 dark:text-neutral-300">First reported by</dt>
            <dd>
              <OutletLink id={details.firstReportedBy.outletId} name={details.firstReportedBy.outletName} />{" "}
              <time dateTime={details.firstReportedBy.publishedAt} className="text-neutral-700 dark:text-neutral-300">
                ({formatUtcTime(details.firstReportedBy.publishedAt)})
              </time>
            </dd>
          </>
        ) : null}
        {details.lastUpdated ? (
          <>
            <dt className="text-neutral-700 dark:text-neutral-300">Last updated</dt>
            <dd>
              <time dateTime={details.lastUpdated}>{formatUtcTime(details.lastUpdated)}</time>
            </dd>
          </>
        ) : null}
        <dt className="text-neutral-700 dark:text-neutral-300">Time to a second source</dt>
        <dd>{details.timeToSecondSourceMs === null ? "Only one outlet so far" : formatDuration(details.timeToSecondSourceMs)}</dd>
      </dl>
    </section>
  );
}
