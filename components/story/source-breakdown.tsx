import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import type { SourceBreakdown } from "@/lib/site/story-source-breakdown";
import { CountBars } from "./count-bars";
import { countOf } from "@/lib/site/count-of";

/** How reliable the story's sources are rated and who owns them (issue 4), per distinct outlet. */
export function SourceBreakdownBox({ breakdown }: { breakdown: SourceBreakdown }) {
  return (
    <section aria-labelledby="source-breakdown" className="rounded-lg border border-neutral-200 p-4 dark:border-neutral-800">
      <h2 id="source-breakdown" className="text-lg font-semibold">
        Who reports it
      </h2>
      <p className="mt-1 text-sm text-neutral-700 dark:text-neutral-300">
        The {countOf(breakdown.outletCount, "outlet")} covering this story, by{" "}
        <Link href="/about/ratings#factuality" className={`rounded underline ${FOCUS_RING}`}>
          factuality rating
        </Link>{" "}
        and by owner.
      </p>
      <div className="mt-3 space-y-4">
        <CountBars title="Factuality" rows={breakdown.factuality} unit={["outlet", "outlets"]} />
        <CountBars title="Ownership" rows={breakdown.ownership} unit={["outlet", "outlets"]} />
      </div>
    </section>
  );
}
