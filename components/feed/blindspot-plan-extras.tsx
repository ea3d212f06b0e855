"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { SESSION_CLASS } from "@/lib/client/bias-colours";
import type { PlanExtras } from "@/lib/client/blindspot-plan";
import type { BlindspotFor } from "@/lib/news/coverage/blindspot";
import { nextPageHref } from "@/lib/site/paging";
import { BlindspotsWithPlan } from "./blindspots-with-plan";
import { LoadMore } from "./load-more";

// The card renderer of the extra blindspots: loaded only when a reader's plan shows more (not part of the
// page's first load).
const MoreCards = lazy(() => import("./more-cards"));
const noop = () => undefined;

/** The class on <html> once a signed-in reader's plan is known on this page (styles/globals.css). */
export const PLAN_KNOWN_CLASS = "blindspot-plan-known";
/** Marks what depends on the reader's plan: hidden for a signed-in reader until the plan is known. */
export const PLAN_DEPENDENT = "data-blindspot-plan";

/**
 * What the cached /blindspot page shows beyond the free blindspots (issue 28). Rendered into the cached
 * HTML as a signed-out reader sees it (the "come with a plan" line); in a signed-in reader's browser it
 * asks GET /v04/stories/more how far their plan reaches (the server reads the plan from the session),
 * then shows the tab's next blindspots in the same cards, a "Load more" for the rest, the tabs' counts and
 * the line for their plan. Until that answer the plan's parts are hidden for a signed-in reader (no flash
 * of the free plan's numbers); a signed-out reader's page is never changed.
 */
export function BlindspotPlanExtras(props: {
  side: BlindspotFor;
  /** All of the week's blindspots on each side, as the cached page was made. */
  totals: Record<BlindspotFor, number>;
  /** How many per side the page shows everyone (the free plan's number). */
  freePerSide: number;
  perPage: number;
  plansOffered: boolean;
  label: string;
}) {
  const { side, totals, freePerSide, perPage } = props;
  const [extras, setExtras] = useState<PlanExtras | null>(null);
  const differs = totals.left > freePerSide || totals.right > freePerSide;

  useEffect(() => {
    const root = document.documentElement;
    if (!differs || !root.classList.contains(SESSION_CLASS)) return;
    let live = true;
    root.classList.remove(PLAN_KNOWN_CLASS);
    import("@/lib/client/blindspot-plan")
      .then((plan) => plan.loadPlanExtras(side, freePerSide, perPage))
      .then((answer) => {
        if (live && answer) setExtras(answer);
      })
      .catch((error: unknown) => console.error("Could not load the blindspots of the reader's plan", error))
      .finally(() => {
        if (live) root.classList.add(PLAN_KNOWN_CLASS);
      });
    return () => {
      live = false;
    };
  }, [side, differs, freePerSide, perPage]);

  const perSide = extras ? extras.perSide : freePerSide;
  const shownOn = (tab: BlindspotFor) => (perSide === null ? totals[tab] : Math.min(totals[tab], perSide));

  // The tabs' counts are in the server-rendered tab list above: their text follows the reader's plan.
  useEffect(() => {
    if (!extras) return;
    for (const tab of ["left", "right"] as const) {
      const text = document.querySelector(`[data-blindspot-count="${tab}"]`)?.firstChild;
      if (text?.nodeType === Node.TEXT_NODE) text.nodeValue = `(${extras.perSide === null ? totals[tab] : Math.min(totals[tab], extras.perSide)})`;
    }
  }, [extras, totals]);

  const withheld = totals[side] - shownOn(side);
  return (
    <>
      {extras && extras.stories.length > 0 ? (
        <Suspense fallback={null}>
          <div data-testid="blindspot-plan-extras">
            <MoreCards cards={extras.stories} label={props.label} focusIndex={null} onFocused={noop} />
          </div>
        </Suspense>
      ) : null}
      {extras?.hasMore ? (
        <LoadMore
          href={nextPageHref("/blindspot", { side }, { page: 2, perPage })}
          apiQuery={`feed=blindspot&side=${side}`}
          offset={freePerSide + extras.stories.length}
          perPage={perPage}
          label={props.label}
          plansOffered={props.plansOffered}
        />
      ) : null}
      {withheld > 0 && props.plansOffered ? (
        <BlindspotsWithPlan withheld={withheld} side={side} planDependent={PLAN_DEPENDENT} />
      ) : null}
    </>
  );
}
