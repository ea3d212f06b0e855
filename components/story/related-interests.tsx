import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { interestKindLabel } from "@/lib/site/interest-kind";

type InterestLink = { id: number; kind: string; name: string };

/** Interests as a row of chips, each linking to its page with its kind. */
export function InterestChips({ interests }: { interests: readonly InterestLink[] }) {
  return (
    <ul className="mt-3 flex flex-wrap gap-2">
      {interests.map((interest) => (
        <li key={interest.id}>
          <Link
            href={`/interest/${interest.id}`}
            className={`inline-block rounded-full border border-neutral-300 px-3 py-1 text-sm hover:bg-neutral-100 dark:border-neutral-700 dark:hover:bg-neutral-800 ${FOCUS_RING}`}
          >
            {interest.name} <span className="text-neutral-700 dark:text-neutral-300">· {interestKindLabel(interest.kind)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The story's interests, each linking to its page (issue 4 "related interests"). */
export function RelatedInterests({ interests }: { interests: readonly InterestLink[] }) {
  if (interests.length === 0) return null;
  return (
    <section aria-labelledby="related-interests">
      <h2 id="related-interests" className="text-lg font-semibold">
        Related interests
      </h2>
      <InterestChips interests={interests} />
    </section>
  );
}
