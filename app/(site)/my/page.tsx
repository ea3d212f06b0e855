import type { Metadata } from "next";
import Link from "next/link";
import { requireReader } from "@/components/account/require-reader";
import { LINK, MUTED_TEXT } from "@/components/account/ui";
import { BiasScheme } from "@/components/feed/bias-scheme";
import { EmptyFeed } from "@/components/feed/empty-feed";
import { StoryCardView } from "@/components/feed/story-card";
import { STORY_GRID } from "@/components/feed/story-list";
import { getDb } from "@/lib/db";
import { getReaderContext } from "@/lib/site/reader-context";
import { loadForYou, type ForYouItem } from "./for-you-data";
import { firstValue } from "@/lib/site/page-query";

export const metadata: Metadata = {
  title: "For You",
  description: "Stories picked for you from the interests and sources you follow.",
  robots: { index: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

const PAGE_SIZE = 24;
const MAX_PAGE = 20;

function pageFrom(value: string | string[] | undefined): number {
  const page = Number(firstValue(value));
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

function Reason({ item }: { item: ForYouItem }) {
  const parts = [...item.becauseInterests, ...item.becauseOutlets];
  if (parts.length === 0) return null;
  return <p className={`mt-1 text-xs ${MUTED_TEXT}`}>Because you follow {parts.slice(0, 3).join(", ")}</p>;
}

// /my, For You (spec §2, issue 5): the stories of the interests and sources the reader follows, newest
// and most covered first, without blocked sources or muted topics (lib/personal/for-you.ts).
export default async function ForYouPage({ searchParams }: { searchParams: SearchParams }) {
  const page = pageFrom((await searchParams).page);
  const user = await requireReader(page > 1 ? `/my?page=${page}` : "/my");
  const [data, reader] = await Promise.all([loadForYou(await getDb(), user.id, new Date(), page * PAGE_SIZE), getReaderContext()]);
  const shown = data.items;
  const following = [...data.followedInterests.map((interest) => interest.name), ...data.followedOutlets.map((outlet) => outlet.name)];
  const now = Date.now();
  return (
    <BiasScheme style={reader.biasStyle}>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold sm:text-3xl">For You</h1>
          {following.length ? (
            <p className={`mt-1 max-w-3xl text-sm ${MUTED_TEXT}`}>
              From the {data.followedInterests.length} interests and {data.followedOutlets.length} sources you follow: {following.slice(0, 8).join(", ")}
              {following.length > 8 ? ` and ${following.length - 8} more` : ""}.
            </p>
          ) : null}
        </div>
        <Link href="/onboarding?next=%2Fmy" className={`${LINK} text-sm`}>
          Change what you follow
        </Link>
      </div>
      {following.length === 0 ? (
        <EmptyFeed title="You don't follow anything yet">
          <p>For You gathers the stories of the topics, people, places and sources you follow.</p>
          <p>
            <Link href="/onboarding?next=%2Fmy" className={LINK}>
              Choose interests to follow
            </Link>{" "}
            or follow one from any story&apos;s interest page.
          </p>
        </EmptyFeed>
      ) : shown.length === 0 ? (
        <EmptyFeed title="No recent stories for what you follow">
          <p>Nothing you follow has been in the news in the last two weeks.</p>
          <p>
            <Link href="/onboarding?next=%2Fmy" className={LINK}>
              Follow more interests
            </Link>{" "}
            or read the <Link href="/" className={LINK}>top news</Link>.
          </p>
        </EmptyFeed>
      ) : (
        <section aria-labelledby="for-you-stories" className="mt-6">
          <h2 id="for-you-stories" className="sr-only">
            Stories for you
          </h2>
          <ol aria-label="Stories for you" className={STORY_GRID}>
            {shown.map((item, index) => (
              <li key={item.card.id} className="flex flex-col">
                <StoryCardView card={item.card} now={now} eagerImage={index < 3} />
                <Reason item={item} />
              </li>
            ))}
          </ol>
          {data.more && page < MAX_PAGE ? (
            <p className="mt-6">
              <Link href={`/my?page=${page + 1}`} className={LINK}>
                More stories for you
              </Link>
            </p>
          ) : null}
        </section>
      )}
    </BiasScheme>
  );
}
