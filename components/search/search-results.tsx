import Link from "next/link";
import { OutletMonogram } from "@/components/outlet/outlet-monogram";
import { CompactStoryItem } from "@/components/story/compact-story-item";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import type { SearchResults } from "@/lib/queries/search";
import { countOf } from "@/lib/site/count-of";
import { interestKindLabel } from "@/lib/site/interest-kind";
import { BIAS_LABELS } from "@/lib/news/bias-labels";

function Section({ id, title, count, children }: { id: string; title: string; count: number; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {title} <span className="font-normal text-neutral-700 dark:text-neutral-300">({count})</span>
      </h2>
      {children}
    </section>
  );
}

/** The /search results page's three lists: stories, interests, outlets (each omitted when empty). */
export function SearchResultsList({ results }: { results: SearchResults }) {
  return (
    <div className="space-y-8">
      {results.stories.length > 0 ? (
        <Section id="results-stories" title="Stories" count={results.stories.length}>
          <ul className="mt-2 divide-y divide-neutral-200 dark:divide-neutral-800">
            {results.stories.map((story) => (
              <CompactStoryItem key={story.id} story={story} showUpdated>
                {story.summary ? <p className="mt-1 line-clamp-2 text-sm text-neutral-700 dark:text-neutral-300">{story.summary}</p> : null}
              </CompactStoryItem>
            ))}
          </ul>
        </Section>
      ) : null}
      {results.interests.length > 0 ? (
        <Section id="results-interests" title="Interests" count={results.interests.length}>
          <ul className="mt-2 flex flex-wrap gap-2">
            {results.interests.map((interest) => (
              <li key={interest.id}>
                <Link
                  href={`/interest/${interest.id}`}
                  className={`inline-block rounded-full border border-neutral-300 px-3 py-1 text-sm hover:bg-neutral-100 dark:border-neutral-700 dark:hover:bg-neutral-800 ${FOCUS_RING}`}
                >
                  {interest.name}{" "}
                  <span className="text-neutral-700 dark:text-neutral-300">
                    · {interestKindLabel(interest.kind)} · {countOf(interest.stories, "story", "stories")}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
      {results.outlets.length > 0 ? (
        <Section id="results-outlets" title="Outlets" count={results.outlets.length}>
          <ul className="mt-2 grid gap-2 sm:grid-cols-2">
            {results.outlets.map((outlet) => (
              <li key={outlet.id} className="flex items-center gap-3">
                <OutletMonogram logo={outlet.logo} borderColour={outlet.borderColour} name={outlet.name} size="sm" />
                <span>
                  <Link href={`/outlet/${outlet.id}`} className={`rounded font-semibold hover:underline ${FOCUS_RING}`}>
                    {outlet.name}
                  </Link>{" "}
                  <span className="text-sm text-neutral-700 dark:text-neutral-300">· {BIAS_LABELS[outlet.bias] ?? "Not rated"}</span>
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}
