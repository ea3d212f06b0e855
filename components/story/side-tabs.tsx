import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { SIDE_LABELS } from "@/lib/news/bias-labels";
import type { SideFilter } from "@/lib/site/story-sides";

const LABELS: Record<SideFilter, string> = { all: "All", ...SIDE_LABELS };

/**
 * The article filter (issue 4): plain links to ?side=…, so it works without JavaScript and each view has
 * its own address. `scroll={false}` keeps the reader at the list when JavaScript is on.
 */
export function SideTabs({
  active,
  counts,
  hrefFor,
}: {
  active: SideFilter;
  counts: Record<SideFilter, number>;
  hrefFor: (side: SideFilter) => string;
}) {
  return (
    <nav aria-label="Filter articles by side" className="flex flex-wrap gap-2">
      {(Object.keys(LABELS) as SideFilter[]).map((side) => {
        const current = side === active;
        return (
          <Link
            key={side}
            href={hrefFor(side)}
            scroll={false}
            aria-current={current ? "page" : undefined}
            className={`rounded-full border px-3 py-1 text-sm ${FOCUS_RING} ${
              current
                ? "border-neutral-900 bg-neutral-900 font-semibold text-white dark:border-neutral-100 dark:bg-neutral-100 dark:text-neutral-900"
                : "border-neutral-300 hover:bg-neutral-100 dark:border-neutral-700 dark:hover:bg-neutral-800"
            }`}
          >
            {LABELS[side]} <span className="tabular-nums">({counts[side]})</span>
          </Link>
        );
      })}
    </nav>
  );
}
