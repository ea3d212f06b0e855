// `npm run feeds -- status [--json]`: feed health for operators (last fetch, status, error, counts).
import { getDatabase } from "../lib/db";
import { feedStatus } from "../lib/engine/feed-status";
import { syncRegistry } from "../lib/engine/sync-registry";
import { parseArgs, runCli } from "./lib/cli";

function ago(date: Date | null): string {
  if (!date) return "never";
  const minutes = Math.round((Date.now() - date.getTime()) / 60_000);
  return minutes < 60 ? `${minutes} min ago` : minutes < 2880 ? `${Math.round(minutes / 60)} h ago` : `${Math.round(minutes / 1440)} d ago`;
}

runCli(async () => {
  const { positional, options } = parseArgs(process.argv.slice(2));
  if (positional[0] !== "status") {
    console.error("usage: npm run feeds -- status [--json]");
    return 2;
  }
  const handle = await getDatabase();
  try {
    await syncRegistry(handle.db);
    const status = await feedStatus(handle.db);
    if (options.has("json")) {
      console.log(JSON.stringify(status, null, 2));
      return 0;
    }
    const { totals } = status;
    console.log(
      `${totals.feeds} feeds: ${totals.fetched} fetched, ${totals.succeeded} ever succeeded, ${totals.failing} failing; ` +
        `${totals.articles} articles (${totals.unclustered} waiting for clustering, ${totals.setAside} set aside after clustering failed on them)`,
    );
    for (const feed of status.feeds) {
      const promotions = feed.lastPromotionCount ? `  ${feed.lastPromotionCount} promotions dropped` : "";
      const state = feed.lastError ? `ERROR ×${feed.errorCount}: ${feed.lastError}` : feed.lastStatus ? `HTTP ${feed.lastStatus}` : "not fetched yet";
      console.log(
        `${feed.outletName.padEnd(28)} ${ago(feed.lastFetchedAt).padEnd(12)} ${String(feed.articleCount).padStart(5)} articles${promotions}  ${state}  ${feed.url}`,
      );
    }
    return 0;
  } finally {
    await handle.close();
  }
});
