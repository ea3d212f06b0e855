import Link from "next/link";
import type { CSSProperties } from "react";
import { BiasScheme } from "@/components/feed/bias-scheme";
import { EmptyFeed } from "@/components/feed/empty-feed";
import { BriefingStory } from "@/components/story/briefing-story";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { EDITIONS } from "@/lib/editions";
import { briefingEditionName, briefingDayName } from "@/lib/site/briefing-page";
import { nextDay, previousDay, utcDay, type BriefingId } from "@/lib/site/story-briefing";
import { cachedBriefing } from "@/lib/site/story-briefing-cache";

const LINK = `rounded underline ${FOCUS_RING}`;

/**
 * /daily-briefing/{edition} or /daily-briefing/{edition}-YYYY-MM-DD (spec §2, issue 4): a digest of the
 * day's most-covered stories for one edition, ranked as they stood at the end of that day (UTC). Shared
 * by the per-request page (a signed-in reader) and /daily-briefing-view/{scheme}/{id}, the cached page
 * every other reader is rewritten to.
 */
export async function BriefingPageBody({ briefing, now, biasStyle }: { briefing: BriefingId; now: Date; biasStyle: CSSProperties }) {
  const page = await cachedBriefing(briefing.edition, briefing.asOf?.toISOString() ?? null);
  const day = briefing.day ?? (page.at ? utcDay(new Date(page.at)) : utcDay(now));
  const later = nextDay(day, now);
  return (
    <BiasScheme style={biasStyle}>
      <div className="max-w-3xl">
        <p className="text-sm font-semibold tracking-wide text-neutral-700 uppercase dark:text-neutral-300">{briefingEditionName(briefing.edition)} edition</p>
        <h1 className="mt-1 text-2xl font-bold sm:text-3xl">Daily briefing</h1>
        <p className="mt-2 text-lg text-neutral-800 dark:text-neutral-200">
          <time dateTime={day}>{briefingDayName(day)}</time>: the day&apos;s most-covered stories, each across the spectrum.
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
