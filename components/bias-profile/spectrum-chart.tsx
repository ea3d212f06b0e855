import type { RatedBias } from "@/lib/news/bias-scale";
import { biasLabel } from "@/lib/news/bias-labels";
import { BIAS_FILL } from "./bias-swatch";

const SCALE: readonly RatedBias[] = ["farLeft", "left", "leanLeft", "center", "leanRight", "right", "farRight"];
const CHART_HEIGHT_REM = 8;

/** The 7-point mix as columns from far left to far right; the tallest column fills the chart. */
export function SpectrumChart({ bias }: { bias: Record<RatedBias, number> }) {
  const tallest = Math.max(1, ...SCALE.map((value) => bias[value]));
  const label = `Bias of the sources you read: ${SCALE.map((value) => `${biasLabel(value)} ${bias[value]}%`).join(", ")}`;
  return (
    <div role="img" aria-label={label} className="grid grid-cols-7 items-end gap-1 sm:gap-2">
      {SCALE.map((value) => (
        <div key={value} className="flex flex-col items-center gap-1" aria-hidden="true">
          <span className="text-xs font-semibold">{bias[value]}%</span>
          <div className="flex w-full items-end rounded-t bg-neutral-100 dark:bg-neutral-900" style={{ height: `${CHART_HEIGHT_REM}rem` }}>
            <div className="w-full rounded-t" style={{ height: `${(bias[value] / tallest) * 100}%`, background: BIAS_FILL[value] }} />
          </div>
          <span className="text-center text-xs leading-tight">{biasLabel(value)}</span>
        </div>
      ))}
    </div>
  );
}
