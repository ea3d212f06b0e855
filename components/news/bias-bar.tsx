import type { Coverage } from "@/lib/engine/story-feed";

// The left / centre / right coverage bar (spec §3: whole percents, centre the remainder). Colours come
// from the --bias-left / --bias-right custom properties, so the reader's colour scheme (spec §4) applies.
export function BiasBar({ coverage, sourceCount, compact = false }: { coverage: Coverage; sourceCount?: number; compact?: boolean }) {
  const { left, center, right } = coverage;
  const rated = left + center + right > 0;
  const label = rated
    ? `Coverage: ${left}% left, ${center}% centre, ${right}% right${sourceCount === undefined ? "" : ` of ${sourceCount} sources`}`
    : "No rated sources yet";
  return (
    <div className="w-full" role="img" aria-label={label} data-hotspot="bias-bar">
      <div className={`flex w-full overflow-hidden rounded ${compact ? "h-2" : "h-5"} bg-neutral-200 dark:bg-neutral-800`}>
        {rated && (
          <>
            <span className="bg-bias-left" style={{ width: `${left}%` }} />
            <span className="bg-bias-center" style={{ width: `${center}%` }} />
            <span className="bg-bias-right" style={{ width: `${right}%` }} />
          </>
        )}
      </div>
      {!compact && rated && (
        <div className="mt-1 flex justify-between text-xs text-neutral-700 dark:text-neutral-300" aria-hidden="true">
          <span>Left {left}%</span>
          <span>Center {center}%</span>
          <span>Right {right}%</span>
        </div>
      )}
    </div>
  );
}
