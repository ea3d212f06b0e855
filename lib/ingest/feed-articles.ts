import type { NewArticle } from "@/lib/queries/articles";
import { normaliseItem } from "./normalise/normalise-item";
import { outletForUrl } from "./normalise/outlet-for-url";
import type { ParsedFeed } from "./parse";

export interface FeedArticlesContext {
  feedUrl: string;
  fetchedAt: Date;
  domainIndex: Map<string, string>;
  /** The outlet that owns the feed, when the feed is a registered one. */
  feedOutletId?: string;
  feedId?: number;
}

export interface FeedArticles {
  articles: NewArticle[];
  skipped: { reason: string; title?: string }[];
}

/**
 * Turns a parsed feed into articles to store. The outlet is the registry outlet whose domain matches
 * the article's link, so an aggregated or mis-filed item lands with the right outlet; links on
 * redirect hosts (feedburner) fall back to the feed's own outlet, then to the feed's site link.
 */
export function feedArticles(feed: ParsedFeed, context: FeedArticlesContext): FeedArticles {
  const articles: NewArticle[] = [];
  const skipped: FeedArticles["skipped"] = [];
  const siteOutlet = feed.siteUrl ? outletForUrl(feed.siteUrl, context.domainIndex) : undefined;
  for (const item of feed.items) {
    const normalised = normaliseItem(item, { feedUrl: context.feedUrl, fetchedAt: context.fetchedAt, feedLanguage: feed.language });
    if ("skipped" in normalised) {
      skipped.push({ reason: normalised.skipped, title: item.title });
      continue;
    }
    const outletId = outletForUrl(normalised.url, context.domainIndex) ?? context.feedOutletId ?? siteOutlet;
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
  return { articles, skipped };
}
