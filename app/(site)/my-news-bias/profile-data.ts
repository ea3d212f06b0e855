import type { Database } from "@/lib/db";
import type { Side } from "@/lib/news/bias-scale";
import { biasProfileOf, type BiasProfile } from "@/lib/personal/bias-profile";
import { missingStories, mostlyCoveredBy } from "@/lib/personal/missing-stories";
import { periodStart, type ProfilePeriod } from "@/lib/personal/period";
import type { PersonalStoryRow } from "@/lib/queries/personal-feed";
import { readerProfileCounts, readStoryIdsAmong } from "@/lib/queries/reader-counters";
import { getInterests } from "@/lib/queries/story-reads";
import { feedCard, topInterestOf, type FeedCard } from "@/lib/site/feed-card";
import { personalPools } from "@/lib/site/personal-pools";

// My News Bias's data (issue 5): the reads of the period weighed by lib/personal/bias-profile.ts, the
// names of the most-read interests, and "what you're missing" from the last week of news. The weights
// come from the reader's counters (issue 28, lib/queries/reader-counters.ts), summed over the period's
// UTC days, the first day whole; not from the reading history. "What you're missing" picks from the
// week's most covered stories every reader shares (lib/site/personal-pools.ts).

export interface ProfileData {
  period: ProfilePeriod;
  since: Date;
  profile: BiasProfile;
  interestNames: Map<number, string>;
  missing: { side: Side; cards: FeedCard[] } | null;
}

export async function loadProfile(db: Database, userId: number, period: ProfilePeriod, now: Date): Promise<ProfileData> {
  const since = periodStart(period, now);
  const profile = biasProfileOf(await readerProfileCounts(db, { userId, since }));
  let missing: ProfileData["missing"] = null;
  let pool: PersonalStoryRow[] = [];
  const side = profile.leastReadSide;
  if (side) {
    const candidates = (await personalPools(db, now)).covered.filter((story) => mostlyCoveredBy(story, side));
    const read = await readStoryIdsAmong(db, { userId, since, storyIds: candidates.map((story) => story.id) });
    pool = missingStories(candidates, side, read);
  }
  const ids = new Set([...profile.topInterests.map((interest) => interest.id), ...pool.flatMap((story) => story.interestIds.slice(0, 1))]);
  const interestNames = new Map((await getInterests(db, [...ids])).map((interest) => [Number(interest.id), interest.name]));
  if (profile.leastReadSide) missing = { side: profile.leastReadSide, cards: pool.map((story) => feedCard(story, topInterestOf(story.interestIds, interestNames))) };
  return { period, since, profile, interestNames, missing };
}
