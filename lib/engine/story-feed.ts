import type { Database } from "@/lib/db";
import type { SplitReason } from "@/lib/db/schema";
import type { StoryFeedQuery } from "@/lib/api/stories-query";
import { BIAS_VALUES, type Bias } from "@/lib/news/bias-scale";
import { biasDistribution } from "@/lib/news/coverage/bias-distribution";
import { BLINDSPOT_STORIES_PER_SIDE, withinBlindspotAllowance } from "@/lib/billing/entitlements";
import { blindspotSide } from "@/lib/news/coverage/blindspot";
import { rankStories } from "@/lib/news/rank/rank-stories";
import {
  candidatesAsOf,
  currentCandidates,
  getInterests,
  getStoryArticles,
  getStoryRow,
  latestNewsTime,
  type FeedFilter,
  type StoryCandidate,
} from "@/lib/queries/story-reads";

// The read side of the engine (issue 3 §4): story feeds and one story, as the API and pages use them.

/** How far back each feed looks from its reference time. */
const FEED_WINDOW_MS: Record<FeedFilter["kind"], number> = {
  edition: 2 * 24 * 3600_000,
  blindspot: 7 * 24 * 3600_000,
  interest: 30 * 24 * 3600_000,
  local: 14 * 24 * 3600_000,
};
const CANDIDATE_LIMIT = 1000;

export interface Coverage {
  left: number;
  center: number;
  right: number;
}

export interface StoryCard {
  id: number;
  title: string;
  summary: string;
  imageUrl: string | null;
  firstSeenAt: string;
  lastSeenAt: string;
  articleCount: number;
  sourceCount: number;
  biasCounts: Record<Bias, number>;
  coverage: Coverage;
  /** The side that barely covers the story ("left": readers of the left miss it), or null. */
  blindspotFor: "left" | "right" | null;
  editions: string[];
  interestIds: number[];
  rank: { score: number; components: Record<string, number> };
}

export interface StoryFeedPage {
  feed: string;
  asOf: string | null;
  /** The moment the feed is evaluated at: asOf, else the latest news the engine has (≤ now). */
  at: string | null;
  limit: number;
  offset: number;
  hasMore: boolean;
  stories: StoryCard[];
}

/** A distribution from distinct-outlet counts per bias bucket. */
export function distributionFromCounts(perBias: Record<Bias, number>) {
  const members = BIAS_VALUES.flatMap((bias) => Array.from({ length: perBias[bias] ?? 0 }, (_, index) => ({ outletId: `${bias}:${index}`, bias })));
  return biasDistribution(members);
}

function toCard(candidate: StoryCandidate, rank: StoryCard["rank"]): StoryCard {
  const distribution = distributionFromCounts(candidate.perBias);
  return {
    id: candidate.id,
    title: candidate.title,
    summary: candidate.summary,
    imageUrl: candidate.imageUrl,
    firstSeenAt: candidate.firstSeenAt.toISOString(),
    lastSeenAt: candidate.lastSeenAt.toISOString(),
    articleCount: candidate.articleCount,
    sourceCount: candidate.sourceCount,
    biasCounts: candidate.perBias,
    coverage: { left: distribution.left, center: distribution.center, right: distribution.right },
    blindspotFor: blindspotSide(distribution),
    editions: candidate.editions,
    interestIds: candidate.interestIds,
    rank,
  };
}

export async function listStories(db: Database, query: StoryFeedQuery, now: Date): Promise<StoryFeedPage> {
  const at = query.asOf ?? (await latestNewsTime(db, now));
  const empty: StoryFeedPage = {
    feed: query.feedName,
    asOf: query.asOf?.toISOString() ?? null,
    at: at?.toISOString() ?? null,
    limit: query.limit,
    offset: query.offset,
    hasMore: false,
    stories: [],
  };
  if (!at) return empty;
  const options = { filter: query.filter, at, windowMs: FEED_WINDOW_MS[query.filter.kind], limit: CANDIDATE_LIMIT };
  const candidates = query.asOf ? await candidatesAsOf(db, options) : await currentCandidates(db, options);
  const edition = query.filter.kind === "edition" ? query.filter.edition : "top";
  const ranked = rankStories(
    candidates.map((candidate) => {
      const distribution = distributionFromCounts(candidate.perBias);
      return {
        id: String(candidate.id),
        sourceCount: candidate.sourceCount,
        left: distribution.left,
        center: distribution.center,
        right: distribution.right,
        firstSeenAt: candidate.firstSeenAt.getTime(),
        lastSeenAt: candidate.lastSeenAt.getTime(),
        editions: candidate.editions,
      };
    }),
    { now: at.getTime(), edition },
  );
  const byId = new Map(candidates.map((candidate) => [String(candidate.id), candidate]));
  let cards = ranked.map((entry) => toCard(byId.get(entry.id)!, { score: entry.score, components: { ...entry.components } }));
  // As of a past moment, blindspots are judged on the coverage of that moment.
  if (query.filter.kind === "blindspot") {
    cards = withinBlindspotAllowance(cards.filter((card) => card.blindspotFor !== null), query.blindspotPerSide ?? BLINDSPOT_STORIES_PER_SIDE.none);
  }
  const pageCards = cards.slice(query.offset, query.offset + query.limit);
  return { ...empty, hasMore: cards.length > query.offset + query.limit, stories: pageCards };
}

export interface StoryArticleView {
  id: number;
  title: string;
  description: string;
  url: string;
  imageUrl: string | null;
  author: string | null;
  publishedAt: string;
  outlet: {
    id: string;
    name: string;
    bias: Bias;
    factuality: string;
    ownershipType: string | null;
    owner: string | null;
    paywall: boolean;
    borderColour: string;
    country: string;
  };
  /** Why the article was grouped into this story (the clusterer's record). */
  why: { score: number; sharedTerms: string[]; sharedEntities: string[]; split: SplitReason | null };
}

export interface StoryDetail extends Omit<StoryCard, "rank"> {
  asOf: string | null;
  articles: StoryArticleView[];
  interests: { id: number; kind: string; name: string; slug: string }[];
}

export async function getStoryDetail(db: Database, id: number, asOf?: Date): Promise<StoryDetail | { mergedInto: number } | null> {
  const story = await getStoryRow(db, id);
  if (!story) return null;
  if (story.mergedInto !== null) return { mergedInto: story.mergedInto };
  const rows = await getStoryArticles(db, id, asOf);
  if (rows.length === 0) return null; // nothing of it existed yet at asOf
  const perBias = Object.fromEntries(BIAS_VALUES.map((bias) => [bias, 0])) as Record<Bias, number>;
  for (const outlet of new Map(rows.map((row) => [row.outletId, row.bias])).values()) perBias[outlet]++;
  const distribution = distributionFromCounts(perBias);
  const interests = await getInterests(db, story.interestIds);
  return {
    id: story.id,
    title: story.title,
    summary: story.summary,
    imageUrl: story.imageUrl,
    firstSeenAt: rows[0]!.publishedAt.toISOString(),
    lastSeenAt: rows[rows.length - 1]!.publishedAt.toISOString(),
    articleCount: rows.length,
    sourceCount: distribution.sourceCount,
    biasCounts: perBias,
    coverage: { left: distribution.left, center: distribution.center, right: distribution.right },
    blindspotFor: blindspotSide(distribution),
    editions: story.editions,
    interestIds: story.interestIds,
    asOf: asOf?.toISOString() ?? null,
    interests: story.interestIds
      .map((interestId) => interests.find((interest) => interest.id === interestId))
      .filter((interest) => interest !== undefined)
      .map(({ id: interestId, kind, name, slug }) => ({ id: interestId, kind, name, slug })),
    articles: rows.map((row) => ({
      id: row.articleId,
      title: row.title,
      description: row.description,
      url: row.url,
      imageUrl: row.imageUrl,
      author: row.author,
      publishedAt: row.publishedAt.toISOString(),
      outlet: {
        id: row.outletId,
        name: row.outletName,
        bias: row.bias,
        factuality: row.factuality,
        ownershipType: row.ownershipType,
        owner: row.owner,
        paywall: row.paywall,
        borderColour: row.borderColour,
        country: row.outletCountry,
      },
      why: { score: row.score, sharedTerms: row.sharedTerms, sharedEntities: row.sharedEntities, split: row.split },
    })),
  };
}
