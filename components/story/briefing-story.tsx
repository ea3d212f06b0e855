import Link from "next/link";
import { BiasBar } from "@/components/news/bias-bar";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import type { StoryCard } from "@/lib/engine/story-feed";
import { blindspotLabel } from "@/lib/news/coverage/blindspot";
import { countOf } from "@/lib/site/count-of";

/** One story of a daily briefing: its place, headline, summary and coverage bar. */
export function BriefingStory({ story, position }: { story: StoryCard; position: number }) {
  return (
    <li className="flex gap-4 py-5">
      <span aria-hidden="true" className="w-8 shrink-0 text-2xl font-bold text-neutral-500 tabular-nums dark:text-neutral-400">
        {position}
      </span>
      <article aria-labelledby={`briefing-${story.id}`} className="min-w-0 flex-1">
        <h2 id={`briefing-${story.id}`} className="text-lg leading-snug font-semibold">
          <Link href={`/article/${story.id}`} className={`rounded hover:underline ${FOCUS_RING}`}>
            {story.title}
          </Link>
        </h2>
        {story.summary ? <p className="mt-1 text-neutral-800 dark:text-neutral-200">{story.summary}</p> : null}
        <div className="mt-3 max-w-md">
          <BiasBar coverage={story.coverage} sourceCount={story.sourceCount} />
        </div>
        <p className="mt-1 flex flex-wrap gap-3 text-xs text-neutral-700 dark:text-neutral-300">
          <span>
            {countOf(story.sourceCount, "source")}
          </span>
          {story.blindspotFor ? <span className="font-semibold">{blindspotLabel(story.blindspotFor)}</span> : null}
        </p>
      </article>
    </li>
  );
}
