import Link from "next/link";
import { BiasBar } from "@/components/news/bias-bar";
import { StoryImage } from "@/components/news/story-image";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { blindspotLabel } from "@/lib/news/coverage/blindspot";
import type { FeedCard } from "@/lib/site/feed-card";
import { relativeTime } from "@/lib/site/relative-time";
import { countOf } from "@/lib/site/count-of";

// One story in a feed (issue 4 "/"): image, top interest, headline, coverage bar with percentages,
// source count, blindspot tag and time. No hooks and no server-only imports: the server renders the
// first page with it and the "Load more" island renders the pages it appends.

export interface StoryCardProps {
  card: FeedCard;
  /** The clock the relative time is read against (ms since the epoch). */
  now: number;
  /** Images of the first cards load eagerly: they are in the first screen. */
  eagerImage?: boolean;
  /** h2 in a feed; h3 where the card sits under a section's own h2 (the landing pages). */
  headingLevel?: 2 | 3;
}

export function StoryCardView({ card, now, eagerImage = false, headingLevel = 2 }: StoryCardProps) {
  const headingId = `story-${card.id}-title`;
  const Heading = headingLevel === 3 ? "h3" : "h2";
  return (
    <article
      aria-labelledby={headingId}
      data-story-card={card.id}
      className="flex h-full flex-col gap-3 rounded-lg border border-neutral-200 p-4 dark:border-neutral-800"
    >
      <StoryImage storyId={card.id} hasImage={card.imageUrl !== null} alt={card.title} eager={eagerImage} />
      <div className="flex flex-wrap items-center gap-x-2 text-xs text-neutral-700 dark:text-neutral-300">
        {card.topInterest ? (
          <Link href={`/interest/${card.topInterest.id}`} className={`rounded font-semibold underline-offset-2 hover:underline ${FOCUS_RING}`}>
            {card.topInterest.name}
          </Link>
        ) : null}
        <time dateTime={card.lastSeenAt}>{relativeTime(card.lastSeenAt, now)}</time>
      </div>
      <Heading id={headingId} className="text-lg leading-snug font-semibold">
        <Link href={`/article/${card.id}`} className={`rounded hover:underline ${FOCUS_RING}`}>
          {card.title}
        </Link>
      </Heading>
      <div className="mt-auto flex flex-col gap-2">
        <BiasBar coverage={card.coverage} sourceCount={card.sourceCount} />
        <div className="flex flex-wrap items-center justify-between gap-2 text-xs text-neutral-700 dark:text-neutral-300">
          <span>
            {countOf(card.sourceCount, "source")}
          </span>
          {card.blindspotFor ? (
            <span className="rounded bg-neutral-900 px-2 py-0.5 font-semibold text-white dark:bg-neutral-100 dark:text-neutral-900">
              {blindspotLabel(card.blindspotFor)}
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}
