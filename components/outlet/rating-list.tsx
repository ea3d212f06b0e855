import { FOCUS_RING } from "@/components/ui/focus-ring";
import { TableHead } from "@/components/ui/table-head";
import type { OutletRating } from "@/lib/queries/outlet-pages";

/** Each rater's verbatim label with its date and a link to the rater's page when there is one. */
export function RatingList({ ratings, empty }: { ratings: readonly OutletRating[]; empty: string }) {
  if (ratings.length === 0) return <p className="mt-2 text-sm text-neutral-700 dark:text-neutral-300">{empty}</p>;
  return (
    <table className="mt-3 w-full text-left text-sm">
      <TableHead columns={["Rater", "Label", "Date", "Source"]} />
      <tbody>
        {ratings.map((rating) => (
          <tr key={`${rating.rater}-${rating.ratedOn}-${rating.label}`} className="border-b border-neutral-100 dark:border-neutral-900">
            <td className="py-1.5 pr-3">{rating.rater}</td>
            <td className="py-1.5 pr-3">“{rating.label}”</td>
            <td className="py-1.5 pr-3">
              <time dateTime={rating.ratedOn}>{rating.ratedOn}</time>
            </td>
            <td className="py-1.5">
              {rating.url ? (
                <a href={rating.url} rel="noopener" target="_blank" className={`rounded underline ${FOCUS_RING}`}>
                  {rating.rater} page<span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <span className="text-neutral-700 dark:text-neutral-300">Dataset</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
