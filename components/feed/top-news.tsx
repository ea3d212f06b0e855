import Link from "next/link";
import type { CSSProperties } from "react";
import { BiasScheme } from "@/components/feed/bias-scheme";
import { EmptyFeed } from "@/components/feed/empty-feed";
import { FirstRunStatus } from "@/components/feed/first-run-status";
import { PagedStories } from "@/components/feed/paged-stories";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { getDb } from "@/lib/db";
import { feedStatus } from "@/lib/engine/feed-status";
import { countLiveStories } from "@/lib/queries/site-feeds";
import { cachedFeedCards } from "@/lib/site/cached-feeds";
import { firstRunState } from "@/lib/site/first-run";
import type { Paging } from "@/lib/site/paging";

/** What to show when the edition's feed is empty: the first-run progress, or a plain empty state. */
async function EmptyTopNews({ editionName }: { editionName: string }) {
  const db = await getDb();
  const [status, stories] = await Promise.all([feedStatus(db), countLiveStories(db)]);
  const state = firstRunState(status.totals, stories);
  if (state.kind !== "ready") return <FirstRunStatus state={state} />;
  return (
    <EmptyFeed title={`No top stories in the ${editionName} edition right now`}>
      <p>
        Nothing the engine gathered in the last two days belongs to this edition. Pick another edition, such as
        International, with the edition menu at the top of the page, or see the{" "}
        <Link href="/blindspot" className={`rounded underline ${FOCUS_RING}`}>
          blindspots
        </Link>
        .
      </p>
    </EmptyFeed>
  );
}

/**
 * The top feed of one edition (spec §2 "News"), shared by `/` (rendered per request for a signed-in
 * reader or one whose edition comes from their account) and `/edition/{id}` (the cached page `/` is
 * rewritten to for everyone else: docs/decisions.md "Cached home page").
 */
export async function TopNews(props: {
  edition: string;
  editionName: string;
  biasStyle: CSSProperties;
  paging: Paging;
}) {
  const { edition, editionName } = props;
  const { cards } = await cachedFeedCards({ kind: "edition", edition });
  return (
    <BiasScheme style={props.biasStyle}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">Top news</h1>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          <span data-edition={edition}>{editionName} edition</span> ·{" "}
          <a href={`/rss/${edition}.xml`} className={`rounded underline ${FOCUS_RING}`}>
            RSS feed
          </a>
        </p>
      </div>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">
        Every story compared across outlets of the left, the centre and the right. The stories most outlets cover, from more than one side,
        lead;{" "}
        <a href="/about/ratings#ranking" className={`rounded underline ${FOCUS_RING}`}>
          how stories are ranked
        </a>
        .
      </p>
      <div className="mt-6">
        {/* Issue 22's timeline ad, drawn here after first paint by components/popups/popup-host.tsx. */}
        <div data-popup-slot="timeline" />
        {cards.length === 0 ? (
          <EmptyTopNews editionName={editionName} />
        ) : (
          <PagedStories
            cards={cards}
            paging={props.paging}
            path="/"
            apiQuery={`feed=${encodeURIComponent(edition)}`}
            label={`Top stories (${editionName})`}
            now={Date.now()}
          />
        )}
      </div>
    </BiasScheme>
  );
}
