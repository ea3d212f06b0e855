import { sideOf, type Bias, type Side } from "@/lib/news/bias-scale";

// The timeline of a story's coverage (issue 4): every article in publication order with its outlet, the
// side it leans to and how long after the first report it appeared. Pure.

export interface TimelineArticle {
  id: number;
  title: string;
  url: string;
  publishedAt: string;
  outlet: { id: string; name: string; bias: Bias };
}

export interface TimelineEntry {
  articleId: number;
  title: string;
  url: string;
  publishedAt: string;
  outletId: string;
  outletName: string;
  side: Side | null;
  /** Milliseconds after the story's first article. */
  sinceFirstMs: number;
}

export function coverageTimeline(articles: readonly TimelineArticle[]): TimelineEntry[] {
  const ordered = articles
    .map((article, index) => ({ article, index, at: Date.parse(article.publishedAt) }))
    .sort((a, b) => a.at - b.at || a.index - b.index);
  const start = ordered[0]?.at ?? 0;
  return ordered.map(({ article, at }) => ({
    articleId: article.id,
    title: article.title,
    url: article.url,
    publishedAt: article.publishedAt,
    outletId: article.outlet.id,
    outletName: article.outlet.name,
    side: sideOf(article.outlet.bias),
    sinceFirstMs: at - start,
  }));
}
