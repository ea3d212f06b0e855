import { TableHead } from "@/components/ui/table-head";
import { EDITIONS, type EditionId } from "@/lib/editions";
import type { SideCounts } from "@/lib/outlets/edition-counts";

const editionName = (id: EditionId) => EDITIONS.find((edition) => edition.id === id)?.name ?? id;

/**
 * Outlets per edition and side, among those whose feeds we read (issue 27): what each edition's
 * coverage bars and blindspots can draw on. Shared by the blindspot page, the ratings method and the
 * outlet pages.
 */
export function EditionOutletCounts({ rows, caption }: { rows: readonly { edition: EditionId; counts: SideCounts }[]; caption: string }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[26rem] text-left text-sm" data-testid="edition-outlet-counts">
        <caption className="sr-only">{caption}</caption>
        <TableHead columns={["Edition", "Left", "Centre", "Right", "Not rated"]} />
        <tbody>
          {rows.map(({ edition, counts }) => (
            <tr key={edition} className="border-b border-neutral-100 dark:border-neutral-900" data-edition={edition}>
              <th scope="row" className="py-1.5 pr-3 font-normal">
                {editionName(edition)}
              </th>
              <td className="py-1.5 pr-3 tabular-nums" data-side="left">{counts.left}</td>
              <td className="py-1.5 pr-3 tabular-nums" data-side="center">{counts.center}</td>
              <td className="py-1.5 pr-3 tabular-nums" data-side="right">{counts.right}</td>
              <td className="py-1.5 tabular-nums" data-side="unrated">{counts.unrated}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
