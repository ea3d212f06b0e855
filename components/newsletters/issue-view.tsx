import Link from "next/link";
import type { NewsletterIssue } from "@/lib/newsletters/compose";
import { FOCUS_RING } from "@/components/ui/focus-ring";

// A newsletter issue on the site (/newsletters/<slug>): the same stories and bars as the mail.
export function IssueView({ issue }: { issue: NewsletterIssue }) {
  const empty = issue.sections.every((section) => section.stories.length === 0);
  return (
    <div className="mt-6">
      <p className="text-sm text-neutral-600 dark:text-neutral-400">
        Latest issue · No. {issue.numberInSeries} · {issue.date}
      </p>
      {empty ? <p className="mt-4">There are no stories for this issue yet. The engine is still gathering news.</p> : null}
      {issue.sections
        .filter((section) => section.stories.length > 0)
        .map((section) => (
          <section key={section.subCategory} className="mt-6" aria-labelledby={`section-${section.subCategory}`}>
            <h2 id={`section-${section.subCategory}`} className="text-xl font-semibold">
              {section.heading}
            </h2>
            <p className="mt-1 text-neutral-600 dark:text-neutral-400">{section.intro}</p>
            <ol className="mt-4 flex flex-col gap-5">
              {section.stories.map((story) => (
                <li key={story.id}>
                  <Link href={`/article/${story.id}`} className={`rounded text-lg font-semibold hover:underline ${FOCUS_RING}`}>
                    {story.title}
                  </Link>
                  {story.summary ? <p className="mt-1 text-neutral-700 dark:text-neutral-300">{story.summary}</p> : null}
                  <div className="mt-2 flex h-2 w-full max-w-md overflow-hidden rounded" aria-hidden="true">
                    <span style={{ width: `${story.percents.left}%`, background: "var(--bias-left, #204986)" }} />
                    <span style={{ width: `${story.percents.center}%` }} className="bg-neutral-300 dark:bg-neutral-600" />
                    <span style={{ width: `${story.percents.right}%`, background: "var(--bias-right, #802727)" }} />
                  </div>
                  <p className="mt-1 text-sm text-neutral-600 dark:text-neutral-400">
                    Left {story.percents.left}% · Centre {story.percents.center}% · Right {story.percents.right}% · {story.sourceCount} sources
                  </p>
                </li>
              ))}
            </ol>
          </section>
        ))}
    </div>
  );
}
