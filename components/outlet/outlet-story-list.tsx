import { CompactStoryItem } from "@/components/story/compact-story-item";
import type { OutletStory } from "@/lib/queries/outlet-pages";
import { formatUtcTime } from "@/lib/site/story-coverage";

/** The stories an outlet's recent articles belong to, each with its coverage bar. */
export function OutletStoryList({ stories, outletName }: { stories: readonly OutletStory[]; outletName: string }) {
  return (
    <ul className="mt-3 divide-y divide-neutral-200 dark:divide-neutral-800">
      {stories.map((story) => (
        <CompactStoryItem key={story.id} story={story}>
          <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
            {outletName}: “{story.articleTitle}” · <time dateTime={story.articlePublishedAt}>{formatUtcTime(story.articlePublishedAt)}</time>
          </p>
        </CompactStoryItem>
      ))}
    </ul>
  );
}
