import { OutletLink } from "@/components/outlet/outlet-link";
import { SIDE_LABELS } from "@/lib/news/bias-labels";
import { formatDuration, formatUtcTime } from "@/lib/site/story-coverage";
import type { TimelineEntry } from "@/lib/site/story-timeline";

/** A long-running story's timeline stops here; the full list of articles is above it. */
const MAX_ENTRIES = 40;

const DOT: Record<string, string> = { left: "bg-bias-left", center: "bg-bias-center", right: "bg-bias-right", unrated: "bg-neutral-400" };

/**
 * Every article in the order it appeared, with its outlet and side (issue 4 "timeline of coverage"). The
 * headlines are in the list above; repeating them here would double the page for no new fact.
 */
export function CoverageTimeline({ entries }: { entries: readonly TimelineEntry[] }) {
  return (
    <section aria-labelledby="coverage-timeline">
      <h2 id="coverage-timeline" className="text-lg font-semibold">
        Timeline of coverage
      </h2>
      <ol className="mt-3 border-l border-neutral-300 dark:border-neutral-700">
        {entries.slice(0, MAX_ENTRIES).map((entry, index) => (
          <li key={entry.articleId} className="relative pb-4 pl-5">
            <span aria-hidden="true" className={`absolute top-1.5 -left-[5px] h-2.5 w-2.5 rounded-full ${DOT[entry.side ?? "unrated"]}`} />
            <p className="text-xs text-neutral-700 dark:text-neutral-300">
              <time dateTime={entry.publishedAt}>{formatUtcTime(entry.publishedAt)}</time>
              {index > 0 ? ` · ${formatDuration(entry.sinceFirstMs)} after the first report` : " · first report"}
            </p>
            <p className="text-sm">
              <OutletLink id={entry.outletId} name={entry.outletName} />{" "}
              <span className="text-neutral-700 dark:text-neutral-300">({entry.side ? SIDE_LABELS[entry.side] : "Not rated"})</span>
            </p>
          </li>
        ))}
      </ol>
      {entries.length > MAX_ENTRIES ? (
        <p className="text-sm text-neutral-700 dark:text-neutral-300">… and {entries.length - MAX_ENTRIES} later reports, listed with the articles above.</p>
      ) : null}
    </section>
  );
}
