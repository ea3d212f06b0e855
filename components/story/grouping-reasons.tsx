import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { DEFAULT_OPTIONS } from "@/lib/news/cluster/story-clusterer";
import { storyHref } from "@/lib/site/story-address";
import { splitRulesSentence, type GroupingReasons, type SharedCue, type SplitOrigin } from "@/lib/site/story-grouping";

function cueList(cues: readonly SharedCue[]): string {
  const texts = cues.map((cue) => cue.text);
  if (texts.length <= 1) return texts.join("");
  return `${texts.slice(0, -1).join(", ")} and ${texts[texts.length - 1]}`;
}

/** "Why split": articles the split pass took out of another story, and the scores that decided it. */
function SplitReasonText({ split }: { split: SplitOrigin }) {
  const one = split.articles === 1;
  const cohesion = [
    split.within === null ? null : `${split.within.toFixed(2)} among the ${split.articles} articles that left`,
    split.kept === null ? null : `${split.kept.toFixed(2)} among the reports that stayed`,
  ].filter((part) => part !== null);
  const rules = splitRulesSentence(split, DEFAULT_OPTIONS.splitThreshold);
  return (
    <p>
      <span className="font-semibold">Why split:</span> {one ? "1 article was" : `${split.articles} articles were`} taken out of{" "}
      <Link href={storyHref(split.fromStoryId)} className={`rounded underline ${FOCUS_RING}`}>
        another story
      </Link>{" "}
      because {one ? "it" : "they"} had too little in common with the reports that stayed there:{" "}
      {split.rule === "fit"
        ? `a similarity of ${split.score.toFixed(2)} with the rest of the story, below the ${DEFAULT_OPTIONS.splitFitFloor} at which an article with a full text leaves a story of three or more.`
        : split.rule === "core" && split.kept !== null
        ? `a mean similarity of ${split.score.toFixed(2)} with them, less than ${DEFAULT_OPTIONS.splitCoreRatio} times the ${split.kept.toFixed(2)} those reports have among themselves.`
        : `a mean similarity of ${split.score.toFixed(2)} between the two groups, below the ${DEFAULT_OPTIONS.splitThreshold} at which a story is split${cohesion.length > 0 ? ` (against ${cohesion.join(" and ")})` : ""}.`}
      {rules ? ` ${rules}` : null}
    </p>
  );
}

/** Why the engine put these articles together, in readers' words (issue 4; lib/news/cluster/explain-match.ts). */
export function GroupingReasonsBox({ reasons, articleCount }: { reasons: GroupingReasons; articleCount: number }) {
  return (
    <section aria-labelledby="grouping-reasons" className="rounded-lg border border-neutral-200 p-4 dark:border-neutral-800">
      <h2 id="grouping-reasons" className="text-lg font-semibold">
        Why these articles are grouped
      </h2>
      <div className="mt-2 space-y-2 text-sm text-neutral-800 dark:text-neutral-200">
        {reasons.starter ? (
          <p>
            {reasons.starter.outletName} started this story: its article matched no earlier story closely enough.
          </p>
        ) : null}
        {reasons.joinedCount === 0 ? (
          <p>{articleCount === 1 ? "No other outlet's article has matched it yet." : "The articles were grouped when stories were merged."}</p>
        ) : (
          <p>
            {reasons.joinedCount} {reasons.joinedCount === 1 ? "article joined" : "articles joined"} because {reasons.joinedCount === 1 ? "its" : "their"}{" "}
            headline and opening lines use the same words as the story&apos;s earlier reports.
            {reasons.scores
              ? ` Their similarity scores range from ${reasons.scores.lowest.toFixed(2)} to ${reasons.scores.highest.toFixed(2)}; an article joins a story at ${DEFAULT_OPTIONS.joinThreshold} or more.`
              : null}
          </p>
        )}
        {reasons.entities.length > 0 ? (
          <p>
            <span className="font-semibold">Names they share:</span> {cueList(reasons.entities)}.
          </p>
        ) : null}
        {reasons.splits.map((split) => (
          <SplitReasonText key={split.fromStoryId} split={split} />
        ))}
        {reasons.terms.length > 0 ? (
          <p>
            <span className="font-semibold">Words that weighed most:</span> {cueList(reasons.terms)}.
          </p>
        ) : null}
        <p>
          <Link href="/about/ratings#grouping" className={`rounded underline ${FOCUS_RING}`}>
            How stories are grouped
          </Link>
        </p>
      </div>
    </section>
  );
}
