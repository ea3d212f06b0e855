import type { PageViewReport } from "@/lib/queries/page-views";

// The operator's page-view report as plain text (issue 19): `npm run page-views` prints it. Pure.
export const REPORT_DAYS_DEFAULT = 7;
export const REPORT_DAYS_MAX = 366;

/** Days from `--days` or `?days=`: a whole number from 1 to 366, else an error naming the rule. */
export function parseReportDays(value: string | undefined): number {
  if (value === undefined) return REPORT_DAYS_DEFAULT;
  const days = Number(value);
  if (!Number.isInteger(days) || days < 1 || days > REPORT_DAYS_MAX) throw new Error(`days: must be a whole number from 1 to ${REPORT_DAYS_MAX} (got ${JSON.stringify(value)})`);
  return days;
}

export function formatPageViewReport(report: PageViewReport): string {
  const lines = [`Page views ${report.since.toISOString().slice(0, 10)} to ${report.until.toISOString().slice(0, 10)} (UTC): ${report.total}`];
  const block = (title: string, rows: { key: string; views: number }[]) => {
    lines.push("", title);
    if (rows.length === 0) lines.push("  (none)");
    for (const row of rows) lines.push(`  ${String(row.views).padStart(7)}  ${row.key}`);
  };
  block("Views per section and day", report.sectionsByDay.map((row) => ({ key: `${row.day}  ${row.section}`, views: row.views })));
  block("Top pages", report.topPages);
  block("Referrers", report.referrers);
  block("Landing pages", report.landingPages);
  block("Campaigns (utm_campaign)", report.campaigns);
  return lines.join("\n");
}
