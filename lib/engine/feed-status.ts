import type { Database } from "@/lib/db";
import { countArticles } from "@/lib/queries/articles";
import { feedTotals, listFeedHealth, type FeedHealth, type FeedTotals } from "@/lib/queries/feeds";

export interface FeedStatus {
  totals: FeedTotals & { articles: number; unclustered: number };
  feeds: FeedHealth[];
}

export async function feedStatus(db: Database): Promise<FeedStatus> {
  const [totals, articles, feeds] = await Promise.all([feedTotals(db), countArticles(db), listFeedHealth(db)]);
  return { totals: { ...totals, articles: articles.total, unclustered: articles.unclustered }, feeds };
}
