import type { LeftOutRatingInput } from "@/lib/outlets";

/**
 * Ratings the datasets hold that the registry does not use, each with its reason (issue 27: "every
 * left-out rating listed with its reason"): on an outlet's page its own, on the ratings method all.
 */
export function LeftOutRatings({ entries }: { entries: readonly { outletName?: string; rating: LeftOutRatingInput }[] }) {
  return (
    <ul className="mt-2 space-y-1.5 text-sm text-neutral-800 dark:text-neutral-200" data-testid="left-out-ratings">
      {entries.map(({ outletName, rating }, index) => (
        <li key={`${outletName ?? ""}-${rating.rater}-${rating.date}-${rating.kind}-${index}`}>
          {outletName ? <span className="font-semibold">{outletName}: </span> : null}
          {rating.rater} {rating.kind === "factuality" ? "factuality " : ""}“{rating.label}” (<time dateTime={rating.date}>{rating.date}</time>)
          {rating.url ? (
            <>
              {" "}
              <a href={rating.url} className="underline" rel="noopener noreferrer">
                page
              </a>
            </>
          ) : null}
          : {rating.reason}.
        </li>
      ))}
    </ul>
  );
}
