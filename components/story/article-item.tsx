import { OutletLink } from "@/components/outlet/outlet-link";
import { OutletMonogram } from "@/components/outlet/outlet-monogram";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import type { StoryArticleView } from "@/lib/engine/story-feed";
import type { OutletLogo } from "@/lib/queries/outlet-pages";
import { BIAS_LABELS } from "@/lib/news/bias-labels";
import { formatUtcTime } from "@/lib/site/story-coverage";

/**
 * One outlet's article in a story: monogram in its border colour, outlet, bias label, headline linking
 * out, time. The link's data-article-id lets ArticleReadRecorder record a signed-in reader's open.
 */
export function ArticleItem({ article, logo }: { article: StoryArticleView; logo: OutletLogo | undefined }) {
  const { outlet } = article;
  return (
    <li className="flex gap-3 py-3" data-outlet={outlet.id} data-bias={outlet.bias} data-paywall={outlet.paywall ? "true" : undefined}>
      <OutletMonogram logo={logo} borderColour={outlet.borderColour} name={outlet.name} />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 text-sm">
          <OutletLink id={outlet.id} name={outlet.name} />
          <span className="rounded border border-neutral-300 px-1.5 text-xs dark:border-neutral-700">{BIAS_LABELS[outlet.bias]}</span>
          {outlet.paywall ? <span className="rounded border border-neutral-300 px-1.5 text-xs dark:border-neutral-700">Paywall</span> : null}
          <time dateTime={article.publishedAt} className="text-xs text-neutral-700 dark:text-neutral-300">
            {formatUtcTime(article.publishedAt)}
          </time>
        </p>
        <h4 className="mt-1 leading-snug font-semibold">
          <a href={article.url} target="_blank" rel="noopener" data-article-id={article.id} className={`rounded hover:underline ${FOCUS_RING}`}>
            {article.title}
            <span className="sr-only"> (opens {outlet.name} in a new tab)</span>
          </a>
        </h4>
        {article.description && article.description !== article.title ? (
          <p className="mt-1 line-clamp-2 text-sm text-neutral-700 dark:text-neutral-300">{article.description}</p>
        ) : null}
      </div>
    </li>
  );
}
