import { BIAS_FILL } from "@/components/bias-profile/bias-swatch";
import { biasLabel } from "@/lib/news/bias-labels";
import type { PersonaSegment } from "@/lib/personas";

/** A persona's colour bar (spec §1): its outlets by bias, left to right, with a text alternative. */
export function PersonaColourBar({ segments }: { segments: readonly PersonaSegment[] }) {
  const label = `Sources: ${segments.map((segment) => `${biasLabel(segment.bias)} ${segment.percent}%`).join(", ")}`;
  return (
    <div role="img" aria-label={label} className="flex h-2.5 w-full overflow-hidden rounded bg-neutral-200 dark:bg-neutral-800">
      {segments.map((segment) => (
        <span key={segment.bias} style={{ width: `${segment.percent}%`, background: BIAS_FILL[segment.bias] }} />
      ))}
    </div>
  );
}
