import Link from "next/link";
import type { ReactNode } from "react";
import { BiasBar } from "@/components/news/bias-bar";
import { StoryImage } from "@/components/news/story-image";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import type { StoryCard } from "@/lib/engine/story-feed";
import { blindspotLabel } from "@/lib/news/coverage/blindspot";
import { countOf } from "@/lib/site/count-of";
import { formatUtcTime } from "@/lib/site/story-coverage";

type CompactStory = Pick<StoryCard, "id" | "title" | "lastSeenAt" | "sourceCount" | "coverage" | "blindspotFor"> & {
  /** When given, the line shows the story's image (or a neutral box) beside it (issue 25). */
  hasImage?: boolean;
};

/**
 * A story as one line of a list (an outlet's recent stories, search results): headline, an optional
 * line under it, and the compact coverage bar with the source count, optionally the last update, and
 * the blindspot label.
 */
export function CompactStoryItem({ story, children, showUpdated = false }: { story: CompactStory; children?: ReactNode; showUpdated?: boolean }) {
  return (
    <li className={`py-3 ${story.hasImage === undefined ? "" : "grid grid-cols-[7rem_minmax(0,1fr)] items-start gap-x-3"}`}>
      {story.hasImage === undefined ? null : (
        <StoryImage storyId={story.id} hasImage={story.hasImage} alt={story.title} sizes="112px" className="row-span-3" />
      )}
      <h3 className="leading-snug font-semibold">
        <Link href={`/article/${story.id}`} className={`rounded hover:underline ${FOCUS_RING}`}>
          {story.title}
        </Link>
      </h3>
      {children}
      <div className="mt-2 flex flex-wrap items-center gap-3 text-xs text-neutral-700 dark:text-neutral-300">
        <div className="w-44 max-w-full">
          <BiasBar coverage={story.coverage} sourceCount={story.sourceCount} compact />
        </div>
        <span>{countOf(story.sourceCount, "source")}</span>
        {showUpdated ? <time dateTime={story.lastSeenAt}>Updated {formatUtcTime(story.lastSeenAt)}</time> : null}
        {story.blindspotFor ? <span className="font-semibold">{blindspotLabel(story.blindspotFor)}</span> : null}
      </div>
    </li>
  );
}
