import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { pageViewReport, type Counted } from "@/lib/queries/page-views";
import { isOperatorToken } from "@/lib/site/operator-token";
import { parseReportDays } from "@/lib/site/page-view-report";
import { firstValue } from "@/lib/site/page-query";

export const metadata: Metadata = { title: "Page views", robots: { index: false } };
export const dynamic = "force-dynamic";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
const DAY_MS = 86_400_000;

function Table({ title, rows }: { title: string; rows: Counted[] }) {
  return (
    <section aria-label={title} className="mt-6">
      <h2 className="text-lg font-bold">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-neutral-700 dark:text-neutral-300">None.</p>
      ) : (
        <table className="mt-2 text-sm">
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td className="pr-4 text-right tabular-nums">{row.views}</td>
                <td>{row.key}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

// /operator/page-views?token=…[&days=N] (issue 19): the site's own page-view report for the operator
// holding OPERATOR_TOKEN; a 404 for anyone else, and for everyone when no token is configured.
export default async function PageViewsPage({ searchParams }: { searchParams: SearchParams }) {
  const query = await searchParams;
  if (!isOperatorToken(firstValue(query.token), getEnv().OPERATOR_TOKEN)) notFound();
  let days: number;
  try {
    days = parseReportDays(firstValue(query.days));
  } catch (error) {
    return <p role="alert">{(error as Error).message}</p>;
  }
  const until = new Date();
  const report = await pageViewReport(await getDb(), { since: new Date(until.getTime() - days * DAY_MS), until, limit: 20 });
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="text-2xl font-bold">Page views</h1>
      <p className="mt-2">
        {report.total} views in the last {days} days (UTC), from visitors with analytics consent; bots are not counted.
      </p>
      <Table title="Views per section and day" rows={report.sectionsByDay.map((row) => ({ key: `${row.day} · ${row.section}`, views: row.views }))} />
      <Table title="Top pages" rows={report.topPages} />
      <Table title="Referrers" rows={report.referrers} />
      <Table title="Landing pages" rows={report.landingPages} />
      <Table title="Campaigns" rows={report.campaigns} />
    </div>
  );
}
