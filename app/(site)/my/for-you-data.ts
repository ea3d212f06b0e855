import type { Database } from "@/lib/db";
import { hasFollows, selectForYou, type ReaderFollows } from "@/lib/personal/for-you";
import { readerOutlets, readerRelations } from "@/lib/queries/personal-feed";
import { getInterests } from "@/lib/queries/story-reads";
import { feedCard, type FeedCard } from "@/lib/site/feed-card";
import { personalPools } from "@/lib/site/personal-pools";

// For You's data (issue 5): the reader's follows, the candidate stories (since issue 28 the list every
// reader shares, lib/site/personal-pools.ts), the pure selection of lib/personal/for-you.ts, and the
// names the cards show.

export interface ForYouItem {
  card: FeedCard;
  /** "Weather, Energy" / "NPR": what the reader follows that brought the story here. */
  becauseInterests: string[];
  becauseOutlets: string[];
}

export interface ForYouData {
  follows: ReaderFollows;
  followedInterests: { id: number; name: string }[];
  followedOutlets: { id: string; name: string }[];
  /** The first `limit` stories for the reader. */
  items: ForYouItem[];
  /** Whether there are more than `limit`. */
  more: boolean;
}

/** For You's data, its first `limit` stories (the page shows no more; each card costs). */
export async function loadForYou(db: Database, userId: number, now: Date, limit = Infinity): Promise<ForYouData> {
  const [relations, outlets] = await Promise.all([readerRelations(db, userId), readerOutlets(db, userId)]);
  const follows: ReaderFollows = {
    interestIds: new Set(relations.interestIds),
    outletIds: new Set(relations.outletIds),
    blockedOutletIds: new Set(relations.blockedOutletIds),
    mutedInterestIds: new Set(relations.mutedInterestIds),
  };
  const outletNames = new Map(outlets.map((outlet) => [outlet.id, outlet.name]));
  const pools = hasFollows(follows) ? await personalPools(db, now) : null;
  const selected = pools?.at ? selectForYou(pools.recent, follows, pools.at) : [];
  const entries = selected.slice(0, limit);
  const nameIds = new Set([...relations.interestIds, ...entries.map((entry) => entry.story.interestIds[0]).filter((id) => id !== undefined)]);
  const names = new Map((await getInterests(db, [...nameIds])).map((interest) => [Number(interest.id), interest.name]));
  const named = (id: number) => (names.has(id) ? { id, name: names.get(id)! } : null);
  return {
    follows,
    followedInterests: relations.interestIds.map(named).filter((interest) => interest !== null),
    followedOutlets: relations.outletIds.map((id) => ({ id, name: outletNames.get(id) ?? id })),
    items: entries.map((entry) => ({
      card: feedCard(entry.story, named(entry.matchedInterestIds[0] ?? entry.story.interestIds[0] ?? -1)),
      becauseInterests: entry.matchedInterestIds.map((id) => names.get(id)).filter((name) => name !== undefined),
      becauseOutlets: entry.matchedOutletIds.map((id) => outletNames.get(id) ?? id),
    })),
    more: selected.length > entries.length,
  };
}
