import Link from "next/link";
import { BIAS_FILL } from "@/components/bias-profile/bias-swatch";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import type { BiasProfile } from "@/lib/personal/bias-profile";

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

/** The sources a reader read most (My News Bias, the year in review): their share, in their bias's colour. */
export function topOutletBars(outlets: BiasProfile["topOutlets"]): RankedBar[] {
  const largest = outlets[0]?.weight || 1;
  return outlets.map((entry) => ({ key: entry.key, label: entry.name, value: `${entry.percent}%`, scale: entry.weight / largest, colour: BIAS_FILL[entry.bias] }));
}

/** The topics a reader read most, each linking to its page; `names` by interest id. */
export function topInterestBars(interests: BiasProfile["topInterests"], names: ReadonlyMap<number, string>): RankedBar[] {
  const largest = interests[0]?.reads || 1;
  return interests.map((entry) => ({
    key: String(entry.id),
    label: names.get(entry.id) ?? `Interest ${entry.id}`,
    value: `${entry.reads} ${entry.reads === 1 ? "read" : "reads"}`,
    scale: entry.reads / largest,
    href: `/interest/${entry.id}`,
  }));
}
