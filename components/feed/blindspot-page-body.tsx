import type { CSSProperties } from "react";
import { BiasScheme } from "@/components/feed/bias-scheme";
import { BlindspotPlanExtras } from "@/components/feed/blindspot-plan-extras";
import { BlindspotTabs } from "@/components/feed/blindspot-tabs";
import { BlindspotsWithPlan } from "@/components/feed/blindspots-with-plan";
import { EmptyFeed } from "@/components/feed/empty-feed";
import { EditionOutletCounts } from "@/components/outlet/edition-outlet-counts";
import { PagedStories } from "@/components/feed/paged-stories";
import { paymentsConfigured } from "@/lib/accounts/billing-config";
import { BLINDSPOT_STORIES_PER_SIDE } from "@/lib/billing/entitlements";
import { BLINDSPOT_RULE_TEXT, type BlindspotFor } from "@/lib/news/coverage/blindspot";
import { cachedFeedCards } from "@/lib/site/cached-feeds";
import { cachedEditionOutletCounts } from "@/lib/site/outlet-cache";
import type { Paging } from "@/lib/site/paging";

/**
 * /blindspot (spec §2, issue 4): blindspots for the left and for the right in two tabs, with the rule.
 * Shared by the per-request page (?page= / ?limit=, another ?side=; it reads the reader's plan) and
 * /blindspot-view/{scheme}/{side}, the cached page every other reader is rewritten to, signed in or not:
 * it shows the free plan's number, and a signed-in reader's browser adds what their plan shows beyond it
 * (BlindspotPlanExtras, issue 28).
 */
export async function BlindspotPageBody(props: {
  side: BlindspotFor;
  paging: Paging;
  biasStyle: CSSProperties;
  /**
   * How many blindspots per side the reader's plan shows (spec §6 tiers, lib/billing/entitlements.ts), on
   * the per-request page. Absent on the cached page: the free allowance, and the reader's own in the browser.
   */
  perSide?: number;
}) {
  const { side } = props;
  const cached = props.perSide === undefined;
  const perSide = props.perSide ?? BLINDSPOT_STORIES_PER_SIDE.none;
  const [{ cards }, perEdition] = await Promise.all([cachedFeedCards({ kind: "blindspot" }), cachedEditionOutletCounts()]);
  const all: Record<BlindspotFor, typeof cards> = {
    left: cards.filter((card) => card.blindspotFor === "left"),
    right: cards.filter((card) => card.blindspotFor === "right"),
  };
  const bySide: Record<BlindspotFor, typeof cards> = { left: all.left.slice(0, perSide), right: all.right.slice(0, perSide) };
  const shown = bySide[side];
  const withheld = all[side].length - shown.length;
  return (
    <BiasScheme style={props.biasStyle}>
      <h1 className="text-2xl font-bold sm:text-3xl">Blindspot</h1>
      <section aria-labelledby="blindspot-rule" className="mt-3 max-w-3xl">
        <h2 id="blindspot-rule" className="sr-only">
          How blindspots are decided
        </h2>
        <p className="text-neutral-700 dark:text-neutral-300">{BLINDSPOT_RULE_TEXT}</p>
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-neutral-800 dark:text-neutral-200">Outlets we watch in each edition</summary>
          <p className="mt-2 text-neutral-700 dark:text-neutral-300">
            A blindspot needs outlets of both sides reading the news: these are the outlets with a feed we read, per edition and side.
          </p>
          <div className="mt-2 max-w-xl">
            <EditionOutletCounts rows={perEdition} caption="Outlets we watch, per edition and side" />
          </div>
        </details>
      </section>
      <BlindspotTabs
        side={side}
        counts={{ left: bySide.left.length, right: bySide.right.length }}
        planDependent={cached && (all.left.length > perSide || all.right.length > perSide)}
      >
        {shown.length === 0 ? (
          <EmptyFeed title={`No blindspots for the ${side} this week`}>
            <p>
              Every story of the last seven days that enough rated outlets covered reached readers on the {side}. Check the
              other tab, or come back later: the list updates as outlets publish.
            </p>
          </EmptyFeed>
        ) : (
          <div className="mt-4">
            <PagedStories
              cards={shown}
              paging={props.paging}
              path="/blindspot"
              params={{ side }}
              apiQuery={`feed=blindspot&side=${side}`}
              label={`Blindspots for the ${side}`}
              now={Date.now()}
            />
            {!cached && withheld > 0 && paymentsConfigured() ? (
              <BlindspotsWithPlan withheld={withheld} side={side} />
            ) : null}
          </div>
        )}
        {cached ? (
          <BlindspotPlanExtras
            key={side}
            side={side}
            totals={{ left: all.left.length, right: all.right.length }}
            freePerSide={perSide}
            perPage={props.paging.perPage}
            plansOffered={paymentsConfigured()}
            label={`Blindspots for the ${side}`}
          />
        ) : null}
      </BlindspotTabs>
    </BiasScheme>
  );
}
