import Link from "next/link";
import { FOCUS_RING } from "@/components/ui/focus-ring";

const KIND_LABELS: Record<string, string> = { topic: "Topic", person: "Person", place: "Place", organisation: "Organisation" };

/** The story's interests, each linking to its page (issue 4 "related interests"). */
export function RelatedInterests({ interests }: { interests: readonly { id: number; kind: string; name: string }[] }) {
  if (interests.length === 0) return null;
  return (
    <section aria-labelledby="related-interests">
      <h2 id="related-interests" className="text-lg font-semibold">
        Related interests
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {interests.map((interest) => (
          <li key={interest.id}>
            <Link
              href={`/interest/${interest.id}`}
              className={`inline-block rounded-full border border-neutral-300 px-3 py-1 text-sm hover:bg-neutral-100 dark:border-neutral-700 dark:hover:bg-neutral-800 ${FOCUS_RING}`}
            >
              {interest.name} <span className="text-neutral-700 dark:text-neutral-300">· {KIND_LABELS[interest.kind] ?? interest.kind}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
