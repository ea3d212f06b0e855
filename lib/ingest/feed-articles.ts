import type { NewArticle } from "@/lib/queries/articles";
import { normaliseItem } from "./normalise/normalise-item";
import { outletForUrl } from "./normalise/outlet-for-url";
import { promotionReason } from "./normalise/promotion";
import type { ParsedFeed } from "./parse";

export interface FeedArticlesContext {
  feedUrl: string;
  fetchedAt: Date;
  domainIndex: Map<string, string>;
  /** The outlet that owns the feed, when the feed is a registered one. */
  feedOutletId?: string;
  /** The registered feed gathers other outlets' articles (marked so in the registry). */
  aggregator?: boolean;
  feedId?: number;
}

export interface FeedArticles {
  articles: NewArticle[];
  skipped: { reason: string; title?: string }[];
  /** Paid promotions posing as items (issue 25): never stored, counted on the feed. */
  promotions: { reason: string; title: string }[];
}

/**
 * The outlet an item is credited to (issue 27). A registered feed's items belong to the feed's own
 * outlet, whatever host their links use: MS NOW's feed lives on nbcnews.com and AP's comes through
 * openrss.org, and neither is NBC's or openrss's. Only a feed marked as an aggregator has its items
 * credited to the registered outlet each links to, and an item linking to no registered outlet is
 * skipped rather than credited to the aggregator. A feed nobody registered (a folder of captured
 * feeds) is read like an aggregator, falling back to the outlet of the feed's own site link.
 */
function creditedOutlet(url: string, context: Pick<FeedArticlesContext, "domainIndex" | "feedOutletId" | "aggregator">, siteOutlet?: string): string | undefined {
  if (context.feedOutletId && !context.aggregator) return context.feedOutletId;
  const linked = outletForUrl(url, context.domainIndex);
  if (linked || context.aggregator) return linked;
  return siteOutlet;
}

/**
 * An item without a usable date is dated by its fetch (normalise-item.ts), which would make it newer
 * than every dated story of the same feed: CNN's undated affiliate offers and sports links were
 * "just now" above the day's news (issue 25). It is dated no later than the newest dated item of the
 * same fetch instead; it stays flagged. A fetch with no dated item keeps the fetch time.
 */
function clampUndated(articles: NewArticle[]): void {
  let newestDated = -Infinity;
  for (const article of articles) if (!article.dateFlagged) newestDated = Math.max(newestDated, article.publishedAt.getTime());
  if (newestDated === -Infinity) return;
  for (const article of articles) {
    if (article.dateFlagged && article.publishedAt.getTime() > newestDated) article.publishedAt = new Date(newestDated);
  }
}

/** Turns a parsed feed into articles to store, each credited by creditedOutlet. */
export function feedArticles(feed: ParsedFeed, context: FeedArticlesContext): FeedArticles {
  const articles: NewArticle[] = [];
  const skipped: FeedArticles["skipped"] = [];
  const promotions: FeedArticles["promotions"] = [];
  const siteOutlet = feed.siteUrl ? outletForUrl(feed.siteUrl, context.domainIndex) : undefined;
  for (const item of feed.items) {
    const promotion = promotionReason(item, { domainIndex: context.domainIndex, feedUrl: context.feedUrl, siteUrl: feed.siteUrl });
    if (promotion) {
      promotions.push({ reason: promotion, title: item.title });
      continue;
    }
    const normalised = normaliseItem(item, { feedUrl: context.feedUrl, fetchedAt: context.fetchedAt, feedLanguage: feed.language });
    if ("skipped" in normalised) {
      skipped.push({ reason: normalised.skipped, title: item.title });
      continue;
    }
    const outletId = creditedOutlet(normalised.url, context, siteOutlet);
    if (!outletId) {
      skipped.push({ reason: `no registered outlet for ${new URL(normalised.url).host}`, title: normalised.title });
      continue;
    }
    articles.push({
      outletId,
      feedId: context.feedId ?? null,
      url: normalised.url,
      hash: normalised.hash,
      title: normalised.title,
      description: normalised.description,
      text: normalised.text,
      author: normalised.author ?? null,
      imageUrl: normalised.imageUrl ?? null,
      publishedAt: normalised.publishedAt,
      dateFlagged: normalised.dateFlagged,
      language: normalised.language ?? null,
      categories: normalised.categories,
    });
  }
  clampUndated(articles);
  return { articles, skipped, promotions };
}
