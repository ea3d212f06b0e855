import type { BreakdownRow } from "@/lib/site/story-source-breakdown";
import { countOf } from "@/lib/site/count-of";

/**
 * A small horizontal bar chart of counts (the story page's factuality and ownership breakdown). The
 * numbers are text, so screen readers and colour-blind readers get the same facts as the bars.
 */
export function CountBars({ title, rows, unit }: { title: string; rows: readonly BreakdownRow[]; unit: [string, string] }) {
  const largest = Math.max(1, ...rows.map((row) => row.count));
  return (
    <figure>
      <figcaption className="text-sm font-semibold">{title}</figcaption>
      <ul className="mt-2 space-y-1.5">
        {rows.map((row) => (
          <li key={row.key} className="grid grid-cols-[minmax(7rem,auto)_1fr_auto] items-center gap-2 text-sm">
            <span>{row.label}</span>
            <span aria-hidden="true" className="h-2.5 rounded bg-neutral-200 dark:bg-neutral-800">
              <span className="block h-full rounded bg-neutral-600 dark:bg-neutral-400" style={{ width: `${(row.count / largest) * 100}%` }} />
            </span>
            <span className="tabular-nums text-neutral-700 dark:text-neutral-300">
              {countOf(row.count, unit[0], unit[1])}
            </span>
          </li>
        ))}
      </ul>
    </figure>
  );
}
