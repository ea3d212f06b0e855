import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { BiasScheme } from "@/components/feed/bias-scheme";
import { EmptyFeed } from "@/components/feed/empty-feed";
import { BriefingStory } from "@/components/story/briefing-story";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { EDITION_IDS, EDITIONS } from "@/lib/editions";
import { requestFeedMetadata } from "@/lib/site/page-metadata";
import { getReaderContext } from "@/lib/site/reader-context";
import { nextDay, parseBriefingId, previousDay, utcDay } from "@/lib/site/story-briefing";
import { BRIEFING_SIZE, cachedBriefing } from "@/lib/site/story-briefing-cache";

type Params = Promise<{ id: string }>;

const editionName = (id: string) => EDITIONS.find((edition) => edition.id === id)?.name ?? id;

function dayName(day: string): string {
  return new Date(`${day}T12:00:00Z`).toLocaleDateString("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { id } = await params;
  const briefing = parseBriefingId(id, EDITION_IDS, new Date());
  if (!briefing) return { title: "Briefing not found" };
  const when = briefing.day ? dayName(briefing.day) : "today";
  return requestFeedMetadata({
    title: `Daily briefing: ${editionName(briefing.edition)}, ${when}`,
    description: `The ${BRIEFING_SIZE} most-covered stories of ${when} in the ${editionName(briefing.edition)} edition, each with its left, centre and right coverage.`,
    path: `/daily-briefing/${id}`,
  });
}

const LINK = `rounded underline ${FOCUS_RING}`;

// /daily-briefing/{edition} or /daily-briefing/{edition}-YYYY-MM-DD (spec §2, issue 4): a digest of the
// day's most-covered stories for one edition, ranked as they stood at the end of that day (UTC).
export default async function DailyBriefingPage({ params }: { params: Params }) {
  const now = new Date();
  const briefing = parseBriefingId((await params).id, EDITION_IDS, now);
  if (!briefing) notFound();
  const [page, reader] = await Promise.all([cachedBriefing(briefing.edition, briefing.asOf?.toISOString() ?? null), getReaderContext()]);
  const day = briefing.day ?? (page.at ? utcDay(new Date(page.at)) : utcDay(now));
  const later = nextDay(day, now);
  return (
    <BiasScheme style={reader.biasStyle}>
      <div className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-neutral-700 uppercase dark:text-neutral-300">{editionName(briefing.edition)} edition</p>
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl">Daily briefing</h1>
        <p className="mt-2 text-lg text-neutral-800 dark:text-neutral-200">
          <time dateTime={day}>{dayName(day)}</time>: the day&apos;s most-covered stories, each across the spectrum.
        </p>
        <nav aria-label="Other briefings" className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <Link href={`/daily-briefing/${briefing.edition}-${previousDay(day)}`} className={LINK}>
            Previous day
          </Link>
          {later ? (
            <Link href={`/daily-briefing/${briefing.edition}-${later}`} className={LINK}>
              Next day
            </Link>
          ) : null}
          {EDITIONS.filter((edition) => edition.id !== briefing.edition).map((edition) => (
            <Link key={edition.id} href={`/daily-briefing/${edition.id}-${day}`} className={LINK}>
              {edition.name}
            </Link>
          ))}
        </nav>
        {page.stories.length === 0 ? (
          <EmptyFeed title="No stories for this day">
            <p>
              The engine has no story of this edition from that day. Try an earlier day, another edition, or{" "}
              <Link href="/" className={LINK}>
                today&apos;s top news
              </Link>
              .
            </p>
          </EmptyFeed>
        ) : (
          <ol className="mt-4 divide-y divide-neutral-200 dark:divide-neutral-800">
            {page.stories.map((story, index) => (
              <BriefingStory key={story.id} story={story} position={index + 1} />
            ))}
          </ol>
        )}
      </div>
    </BiasScheme>
  );
}
