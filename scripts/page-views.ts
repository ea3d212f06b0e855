// `npm run page-views -- [--days N] [--json]`: the site's own page views (issue 19) for operators: views
// per section and day, top pages, referrers, landing pages and utm campaigns of the last N days (7).
import { getDatabase } from "../lib/db";
import { pageViewReport } from "../lib/queries/page-views";
import { formatPageViewReport, parseReportDays } from "../lib/site/page-view-report";
import { parseArgs, runCli } from "./lib/cli";

const DAY_MS = 86_400_000;

runCli(async () => {
  const { options } = parseArgs(process.argv.slice(2));
  const days = options.get("days");
  let count: number;
  try {
    count = parseReportDays(typeof days === "string" ? days : days === true ? "" : undefined);
  } catch (error) {
    console.error((error as Error).message);
    console.error("usage: npm run page-views -- [--days N] [--json]");
    return 2;
  }
  const handle = await getDatabase();
  try {
    const until = new Date();
    const report = await pageViewReport(handle.db, { since: new Date(until.getTime() - count * DAY_MS), until, limit: 20 });
    console.log(options.has("json") ? JSON.stringify(report, null, 2) : formatPageViewReport(report));
    return 0;
  } finally {
    await handle.close();
  }
});
