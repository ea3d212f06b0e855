import type { Database } from "@/lib/db";
import { countArticles } from "@/lib/queries/articles";
import { feedTotals, listFeedHealth, type FeedHealth, type FeedTotals } from "@/lib/queries/feeds";

export interface FeedStatus {
  /** setAside: articles the clusterer failed on and set aside (articles.cluster_error). */
  totals: FeedTotals & { articles: number; unclustered: number; setAside: number };
  feeds: FeedHealth[];
}

/** Feed health with no credential of a feed's address shown, in its URL or in an error quoting it (issue 23). */
export async function feedStatus(db: Database): Promise<FeedStatus> {
  const [totals, articles, feeds] = await Promise.all([feedTotals(db), countArticles(db), listFeedHealth(db)]);
  return {
    totals: { ...totals, articles: articles.total, unclustered: articles.unclustered, setAside: articles.setAside },
    feeds: feeds.map((feed) => ({ ...feed, url: withoutCredentials(feed.url), lastError: feed.lastError === null ? null : withoutCredentials(feed.lastError) })),
  };
}

// Query parameters that carry a secret in the feed addresses publishers hand out (paid or private feeds).
const SECRET_PARAMETER = /([?&](?:[\w.-]*(?:token|key|secret|password|passwd|pwd|auth|signature|sig)[\w.-]*)=)[^&#\s"'<>]*/gi;

/** `text` with every URL's user:password@ and secret-looking query values replaced by "***". */
export function withoutCredentials(text: string): string {
  return text.replace(/\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@"'<>]+@/gi, "$1***@").replace(SECRET_PARAMETER, "$1***");
}
