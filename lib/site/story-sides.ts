import type { SideArticle } from "@/lib/news/assistant/side-summaries";
import { sideOf, type Bias, type Side } from "@/lib/news/bias-scale";
import { firstValue } from "./page-query";

// The story page's articles grouped by the lean of their outlet (issue 4: "grouped and filterable by
// left / centre / right"). Pure; the filter comes from ?side= so the tabs work without JavaScript.

export const SIDE_FILTERS = ["all", "left", "center", "right"] as const;
export type SideFilter = (typeof SIDE_FILTERS)[number];

/** The minimum an article needs for grouping: its outlet's bias and its publication time. */
export interface SidedArticle {
  publishedAt: string;
  outlet: { id: string; bias: Bias };
}

export interface ArticlesBySide<A> {
  left: A[];
  center: A[];
  right: A[];
  /** Outlets nobody has rated: shown under "All" only, never counted towards a side. */
  unrated: A[];
}

/** ?side=left → "left"; anything missing or unknown → "all" (a bad link still shows the story). */
export function parseSideFilter(value: string | string[] | undefined): SideFilter {
  const raw = firstValue(value);
  return (SIDE_FILTERS as readonly string[]).includes(raw ?? "") ? (raw as SideFilter) : "all";
}

/** Articles per side, each list earliest first (ties keep the input order). */
export function groupBySide<A extends SidedArticle>(articles: readonly A[]): ArticlesBySide<A> {
  const groups: ArticlesBySide<A> = { left: [], center: [], right: [], unrated: [] };
  const ordered = articles
    .map((article, index) => ({ article, index, at: Date.parse(article.publishedAt) }))
    .sort((a, b) => a.at - b.at || a.index - b.index);
  for (const { article } of ordered) {
    const side: Side | null = sideOf(article.outlet.bias);
    groups[side ?? "unrated"].push(article);
  }
  return groups;
}

/** Distinct outlets per side: the numbers the tabs and the coverage details show. */
export function outletCountsBySide(articles: readonly SidedArticle[]): Record<Side | "unrated", number> {
  const outlets = new Map(articles.map((article) => [article.outlet.id, article.outlet.bias]));
  const counts = { left: 0, center: 0, right: 0, unrated: 0 };
  for (const bias of outlets.values()) counts[sideOf(bias) ?? "unrated"]++;
  return counts;
}

/** The story page's articles as "How each side tells it" (issue 22) reads them. */
export function sideArticlesOf(
  articles: readonly { id: number; title: string; description: string; url: string; publishedAt: string; outlet: { id: string; name: string; bias: Bias } }[],
): SideArticle[] {
  return articles.map((article) => ({
    id: article.id,
    title: article.title,
    description: article.description,
    url: article.url,
    outletId: article.outlet.id,
    outletName: article.outlet.name,
    bias: article.outlet.bias,
    publishedAt: Date.parse(article.publishedAt),
  }));
}
