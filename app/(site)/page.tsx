import type { Metadata } from "next";
import Link from "next/link";
import { BiasScheme } from "@/components/feed/bias-scheme";
import { EmptyFeed } from "@/components/feed/empty-feed";
import { FirstRunStatus } from "@/components/feed/first-run-status";
import { PagedStories } from "@/components/feed/paged-stories";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { getDb } from "@/lib/db";
import { EDITIONS } from "@/lib/editions";
import { feedStatus } from "@/lib/engine/feed-status";
import { countLiveStories } from "@/lib/queries/site-feeds";
import { cachedFeedCards } from "@/lib/site/cached-feeds";
import { firstRunState } from "@/lib/site/first-run";
import { requestFeedMetadata } from "@/lib/site/page-metadata";
import { parsePaging } from "@/lib/site/paging";
import { getReaderContext } from "@/lib/site/reader-context";

// The RSS alternate names the reader's own edition (getReaderContext is cached for the request).
export async function generateMetadata(): Promise<Metadata> {
  const { edition } = await getReaderContext();
  const editionName = EDITIONS.find((known) => known.id === edition)?.name ?? edition;
  return requestFeedMetadata({
    title: "Top news",
    description: "The top stories of your edition, each compared across outlets of every political lean.",
    path: "/",
    rss: { title: `OpenGround top stories (${editionName})`, path: `/rss/${edition}.xml` },
  });
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** What to show when the edition's feed is empty: the first-run progress, or a plain empty state. */
async function emptyHome(editionName: string) {
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

// / (spec §2 "News"): the top feed of the reader's edition (spec §4 choice order, lib/site/reader-context).
export default async function HomePage({ searchParams }: { searchParams: SearchParams }) {
  const [params, reader] = await Promise.all([searchParams, getReaderContext()]);
  const paging = parsePaging(params);
  const { cards } = await cachedFeedCards({ kind: "edition", edition: reader.edition });
  const editionName = EDITIONS.find((edition) => edition.id === reader.edition)?.name ?? reader.edition;
  return (
    <BiasScheme style={reader.biasStyle}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold sm:text-3xl">Top news</h1>
        <p className="text-sm text-neutral-700 dark:text-neutral-300">
          <span data-edition={reader.edition}>{editionName} edition</span> ·{" "}
          <a href={`/rss/${reader.edition}.xml`} className={`rounded underline ${FOCUS_RING}`}>
            RSS feed
          </a>
        </p>
      </div>
      <p className="mt-2 text-neutral-700 dark:text-neutral-300">
        Every story compared across outlets of the left, the centre and the right.
      </p>
      <div className="mt-6">
        {cards.length === 0 ? (
          await emptyHome(editionName)
        ) : (
          <PagedStories
            cards={cards}
            paging={paging}
            path="/"
            apiQuery={`feed=${encodeURIComponent(reader.edition)}`}
            imageMode={reader.imageMode}
            label={`Top stories (${editionName})`}
            now={Date.now()}
          />
        )}
      </div>
    </BiasScheme>
  );
}
