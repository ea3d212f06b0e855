import { FOCUS_RING } from "@/components/ui/focus-ring";
import { TableHead } from "@/components/ui/table-head";
import type { OutletDirectoryEntry } from "@/lib/queries/outlet-pages";
import { countryName } from "@/lib/site/outlet-facts";
import { BIAS_LABELS, factualityLabel } from "@/lib/news/bias-labels";
import Link from "next/link";
import { OutletMonogram } from "./outlet-monogram";

/** Every outlet with its bias and factuality, each linking to its page (the ratings method's table). */
export function OutletTable({ outlets }: { outlets: readonly OutletDirectoryEntry[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <caption className="sr-only">All outlets with their bias and factuality</caption>
        <TableHead columns={["Outlet", "Country", "Bias", "Factuality"]} />
        <tbody>
          {outlets.map((outlet) => (
            <tr key={outlet.id} className="border-b border-neutral-100 dark:border-neutral-900" data-outlet={outlet.id}>
              <th scope="row" className="py-1.5 pr-3 font-normal">
                <span className="flex items-center gap-2">
                  <OutletMonogram logo={outlet.logo} borderColour={outlet.borderColour} name={outlet.name} size="sm" />
                  <Link href={`/outlet/${outlet.id}`} className={`rounded font-semibold hover:underline ${FOCUS_RING}`}>
                    {outlet.name}
                  </Link>
                </span>
              </th>
              <td className="py-1.5 pr-3">{countryName(outlet.country)}</td>
              <td className="py-1.5 pr-3">{BIAS_LABELS[outlet.bias] ?? outlet.bias}</td>
              <td className="py-1.5">{factualityLabel(outlet.factuality)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
