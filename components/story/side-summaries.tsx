import { FOCUS_RING } from "@/components/ui/focus-ring";
import type { SideSummary } from "@/lib/news/assistant/side-summaries";
import { SIDE_LABELS } from "@/lib/news/bias-labels";
import { countOf } from "@/lib/site/count-of";

const STRIPES = { left: "border-l-bias-left", center: "border-l-bias-center", right: "border-l-bias-right" } as const;

/**
 * "How each side tells it" (issue 22): each covering side's own sentences (or, with a language model
 * configured, its summary of them), each with its sources. Rendered on the server into the cached story
 * page; no client code.
 */
export function SideSummaries({ summaries }: { summaries: SideSummary[] }) {
  if (summaries.length === 0) return null;
  return (
    <section aria-labelledby="side-summaries">
      <h2 id="side-summaries" className="text-lg font-semibold">
        How each side tells it
      </h2>
      <div className="mt-3 space-y-3">
        {summaries.map((summary) => (
          <div key={summary.side} className={`border-l-4 pl-3 ${STRIPES[summary.side]}`} data-side={summary.side}>
            <h3 className="text-xs font-semibold tracking-wide text-neutral-700 uppercase dark:text-neutral-300">
              {SIDE_LABELS[summary.side]} · {countOf(summary.articleCount, "article")}
            </h3>
            <ul className="mt-1 space-y-1">
              {summary.sentences.map((sentence) => (
                <li key={sentence.text}>
                  {sentence.text}
                  {sentence.sources.map((source) => (
                    <a
                      key={source.articleId}
                      href={source.url}
                      target="_blank"
                      rel="noopener"
                      data-article-id={source.articleId}
                      className={`ml-1 rounded text-sm font-semibold text-neutral-700 hover:underline dark:text-neutral-300 ${FOCUS_RING}`}
                    >
                      ({source.outletName})
                    </a>
                  ))}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </section>
  );
}
