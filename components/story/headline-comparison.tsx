import { OutletLink } from "@/components/outlet/outlet-link";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import type { StoryArticleView } from "@/lib/engine/story-feed";
import { BIAS_LABELS } from "@/lib/news/bias-labels";

function Side({ label, article, stripe }: { label: string; article: StoryArticleView; stripe: string }) {
  return (
    <figure className={`rounded-lg border border-neutral-200 border-t-4 p-4 dark:border-neutral-800 ${stripe}`}>
      <figcaption className="text-xs font-semibold tracking-wide text-neutral-700 uppercase dark:text-neutral-300">{label}</figcaption>
      <blockquote className="mt-2 text-lg leading-snug font-semibold">
        <a href={article.url} target="_blank" rel="noopener" className={`rounded hover:underline ${FOCUS_RING}`}>
          {article.title}
          <span className="sr-only"> (opens {article.outlet.name} in a new tab)</span>
        </a>
      </blockquote>
      <p className="mt-2 text-sm">
        <OutletLink id={article.outlet.id} name={article.outlet.name} />{" "}
        <span className="text-neutral-700 dark:text-neutral-300">· {BIAS_LABELS[article.outlet.bias]}</span>
      </p>
    </figure>
  );
}

/** A left-leaning and a right-leaning headline side by side (issue 4 "headline comparison"). */
export function HeadlineComparison({ pair }: { pair: { left: StoryArticleView; right: StoryArticleView } }) {
  return (
    <section aria-labelledby="headline-comparison" data-hotspot="headline-comparison">
      <h2 id="headline-comparison" className="text-lg font-semibold">
        How each side frames it
      </h2>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <Side label="Left-leaning headline" article={pair.left} stripe="border-t-bias-left" />
        <Side label="Right-leaning headline" article={pair.right} stripe="border-t-bias-right" />
      </div>
    </section>
  );
}
