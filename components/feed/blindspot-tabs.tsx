import Link from "next/link";
import type { ReactNode } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import type { BlindspotFor } from "@/lib/news/coverage/blindspot";

// The two blindspot tabs (issue 4 "/blindspot"). Each tab is a link (?side=left|right), so the page
// works without JavaScript and every tab has its own address; the ARIA tab roles tell assistive
// technology that the links switch one panel.

export const BLINDSPOT_TABS: readonly { side: BlindspotFor; label: string; explain: string }[] = [
  { side: "left", label: "For the left", explain: "Stories that left-leaning outlets barely cover: readers of the left are likely to miss them." },
  { side: "right", label: "For the right", explain: "Stories that right-leaning outlets barely cover: readers of the right are likely to miss them." },
];

export function BlindspotTabs({ side, counts, planDependent = false, children }: {
  side: BlindspotFor;
  counts: Record<BlindspotFor, number>;
  /** The counts are the free plan's on a cached page whose signed-in readers may see more (BlindspotPlanExtras sets them). */
  planDependent?: boolean;
  children: ReactNode;
}) {
  const panelId = "blindspot-panel";
  return (
    <>
      <div role="tablist" aria-label="Whose blindspots" data-hotspot="blindspot-tabs" className="mt-6 flex gap-2 border-b border-neutral-200 dark:border-neutral-800">
        {BLINDSPOT_TABS.map((tab) => {
          const selected = tab.side === side;
          return (
            <Link
              key={tab.side}
              id={`blindspot-tab-${tab.side}`}
              role="tab"
              href={`/blindspot?side=${tab.side}`}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              scroll={false}
              className={`-mb-px rounded-t border-b-2 px-4 py-2 font-semibold ${FOCUS_RING} ${
                selected
                  ? "border-neutral-900 text-neutral-900 dark:border-neutral-100 dark:text-neutral-100"
                  : "border-transparent text-neutral-700 hover:text-neutral-900 dark:text-neutral-300 dark:hover:text-neutral-100"
              }`}
            >
              {tab.label}{" "}
              <span className="font-normal tabular-nums" data-blindspot-count={tab.side} {...(planDependent ? { "data-blindspot-plan": "" } : {})}>
                {`(${counts[tab.side]})`}
              </span>
            </Link>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={`blindspot-tab-${side}`} className="pt-4">
        <p className="text-neutral-700 dark:text-neutral-300">{BLINDSPOT_TABS.find((tab) => tab.side === side)?.explain}</p>
        {children}
      </div>
    </>
  );
}
