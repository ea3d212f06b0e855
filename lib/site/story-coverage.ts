import type { Side } from "@/lib/news/bias-scale";
import { outletCountsBySide, type SidedArticle } from "./story-sides";
import { countOf } from "./count-of";

// The story page's "coverage details" box (issue 4): sources in all and per side, who reported first,
// when the story last changed and how long it took a second outlet to pick it up. Pure.

export interface CoverageArticle extends SidedArticle {
  outlet: SidedArticle["outlet"] & { name: string };
}

export interface CoverageDetails {
  totalSources: number;
  articleCount: number;
  bySide: Record<Side | "unrated", number>;
  firstReportedBy: { outletId: string; outletName: string; publishedAt: string } | null;
  lastUpdated: string | null;
  /** From the first article to the first one by another outlet; null while one outlet has it alone. */
  timeToSecondSourceMs: number | null;
}

export function coverageDetails(articles: readonly CoverageArticle[]): CoverageDetails {
  const ordered = [...articles].sort((a, b) => Date.parse(a.publishedAt) - Date.parse(b.publishedAt));
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  const second = first ? ordered.find((article) => article.outlet.id !== first.outlet.id) : undefined;
  return {
    totalSources: new Set(articles.map((article) => article.outlet.id)).size,
    articleCount: articles.length,
    bySide: outletCountsBySide(articles),
    firstReportedBy: first ? { outletId: first.outlet.id, outletName: first.outlet.name, publishedAt: first.publishedAt } : null,
    lastUpdated: last?.publishedAt ?? null,
    timeToSecondSourceMs: first && second ? Date.parse(second.publishedAt) - Date.parse(first.publishedAt) : null,
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;


/** A duration in at most two units: "under a minute", "45 minutes", "3 hours 20 minutes", "2 days 4 hours". */
export function formatDuration(ms: number): string {
  const value = Math.max(0, ms);
  if (value < MINUTE) return "under a minute";
  if (value < HOUR) return countOf(Math.floor(value / MINUTE), "minute");
  if (value < DAY) {
    const hours = Math.floor(value / HOUR);
    const minutes = Math.floor((value % HOUR) / MINUTE);
    return minutes ? `${countOf(hours, "hour")} ${countOf(minutes, "minute")}` : countOf(hours, "hour");
  }
  const days = Math.floor(value / DAY);
  const hours = Math.floor((value % DAY) / HOUR);
  return hours ? `${countOf(days, "day")} ${countOf(hours, "hour")}` : countOf(days, "day");
}

/** "20 Nov 2026, 14:05 UTC": an absolute time every reader and the server agree on. */
export function formatUtcTime(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return "";
  const date = at.toLocaleDateString("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
  const time = at.toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit", hour12: false, timeZone: "UTC" });
  return `${date}, ${time} UTC`;
}
