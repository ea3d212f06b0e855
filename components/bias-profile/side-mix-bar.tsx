import type { Side } from "@/lib/news/bias-scale";
import { SIDE_LABELS } from "@/lib/news/bias-labels";
import { SIDE_FILL } from "./bias-swatch";

const SIDES: readonly Side[] = ["left", "center", "right"];

/** The left / centre / right mix of what the reader read, as one stacked bar with its own labels. */
export function SideMixBar({ sides }: { sides: Record<Side, number> }) {
  const label = `Left ${sides.left}%, centre ${sides.center}%, right ${sides.right}%`;
  return (
    <div>
      <div role="img" aria-label={label} className="flex h-8 w-full overflow-hidden rounded bg-neutral-200 dark:bg-neutral-800">
        {SIDES.map((side) =>
          sides[side] > 0 ? <span key={side} style={{ width: `${sides[side]}%`, background: SIDE_FILL[side] }} /> : null,
        )}
      </div>
      <div aria-hidden="true" className="mt-2 flex justify-between text-sm font-semibold">
        {SIDES.map((side) => (
          <span key={side}>
            {SIDE_LABELS[side]} {sides[side]}%
          </span>
        ))}
      </div>
    </div>
  );
}
