import Link from "next/link";
import { BiasBar } from "@/components/news/bias-bar";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { blindspotLabel } from "@/lib/news/coverage/blindspot";
import type { OutletStory } from "@/lib/queries/outlet-pages";
import { formatUtcTime } from "@/lib/site/story-coverage";
import { countOf } from "@/lib/site/count-of";

/** The stories an outlet's recent articles belong to, each with its coverage bar. */
export function OutletStoryList({ stories, outletName }: { stories: readonly OutletStory[]; outletName: string }) {
  return (
    <ul className="mt-3 divide-y divide-neutral-200 dark:divide-neutral-800">
      {stories.map((story) => (
        <li key={story.id} className="py-3">
          <h3 className="leading-snug font-semibold">
            <Link href={`/article/${story.id}`} className={`rounded hover:underline ${FOCUS_RING}`}>
              {story.title}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
            {outletName}: “{story.articleTitle}” · <time dateTime={story.articlePublishedAt}>{formatUtcTime(story.articlePublishedAt)}</time>
          </p>
          <div className="mt-2 flex items-center gap-3">
            <div className="w-48 max-w-full">
              <BiasBar coverage={story.coverage} sourceCount={story.sourceCount} compact />
            </div>
            <span className="text-xs text-neutral-700 dark:text-neutral-300">
              {countOf(story.sourceCount, "source")}
            </span>
            {story.blindspotFor ? <span className="text-xs font-semibold">{blindspotLabel(story.blindspotFor)}</span> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
