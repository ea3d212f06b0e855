import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";

// Horizontal bars for a ranked list (most-read outlets, topics, owners): the name, a bar as long as the
// share of the largest entry, and the figure in words for every reader.
export interface RankedBar {
  key: string;
  label: string;
  /** The figure shown after the bar, e.g. "42%" or "3 reads". */
  value: string;
  /** The bar's length relative to the largest entry, 0…1. */
  scale: number;
  colour?: string;
  href?: string;
}

export function RankedBars({ bars, label }: { bars: readonly RankedBar[]; label: string }) {
  return (
    <ol aria-label={label} className="list-none space-y-2 p-0">
      {bars.map((bar) => (
        <li key={bar.key} className="grid grid-cols-[minmax(6rem,10rem)_1fr_auto] items-center gap-2 text-sm">
          <span className="truncate font-semibold">
            {bar.href ? (
              <Link href={bar.href} className={`rounded hover:underline ${FOCUS_RING}`}>
                {bar.label}
              </Link>
            ) : (
              bar.label
            )}
          </span>
          <span aria-hidden="true" className="h-3 rounded bg-neutral-100 dark:bg-neutral-900">
            <span className="block h-3 rounded" style={{ width: `${Math.max(2, bar.scale * 100)}%`, background: bar.colour ?? "#525252" }} />
          </span>
          <span className="tabular-nums">{bar.value}</span>
        </li>
      ))}
    </ol>
  );
}
