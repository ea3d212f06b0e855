import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";

// Reads behind the feed pages (issue 4) that lib/queries/story-reads.ts does not offer: the first-run
// story count, related interests, and the sitemap's lists.

/** Live stories (not merged away) with at least one source: what the feeds can show. */
export async function countLiveStories(db: Database): Promise<number> {
  const rows = await queryRows<{ count: number | string }>(
    db,
    sql`select count(*)::int as count from stories where merged_into is null and source_count > 0`,
  );
  return Number(rows[0]?.count ?? 0);
}

export interface RelatedInterest {
  id: number;
  kind: string;
  name: string;
  /** Stories the two interests share. */
  sharedStories: number;
}

/**
 * Interests that co-occur with `interestId` in its stories, most shared stories first (ties by name),
 * optionally only in stories last seen after `since` so an old coincidence fades.
 */
export async function relatedInterests(
  db: Database,
  interestId: number,
  options: { limit: number; since?: Date },
): Promise<RelatedInterest[]> {
  const rows = await queryRows<RelatedInterest & { sharedStories: string | number }>(
    db,
    sql`select i.id, i.kind, i.name, count(*)::int as "sharedStories"
        from story_interests mine
          join stories s on s.id = mine.story_id and s.merged_into is null
          join story_interests other on other.story_id = mine.story_id and other.interest_id <> mine.interest_id
          join interests i on i.id = other.interest_id
        where mine.interest_id = ${interestId}
          ${options.since ? sql`and s.last_seen_at > ${options.since}` : sql``}
        group by i.id, i.kind, i.name
        order by count(*) desc, i.name, i.id
        limit ${options.limit}`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), sharedStories: Number(row.sharedStories) }));
}

export interface SitemapStory {
  id: number;
  lastSeenAt: string;
}

/** The most recently updated live stories. */
export async function recentStoriesForSitemap(db: Database, limit: number): Promise<SitemapStory[]> {
  const rows = await queryRows<{ id: string | number; lastSeenAt: string | Date }>(
    db,
    sql`select id, last_seen_at as "lastSeenAt" from stories
        where merged_into is null and source_count > 0
        order by last_seen_at desc, id desc limit ${limit}`,
  );
  return rows.map((row) => ({ id: Number(row.id), lastSeenAt: new Date(row.lastSeenAt).toISOString() }));
}

/** Interests that have stories, most stories first: the interest pages worth crawling. */
export async function interestsForSitemap(db: Database, limit: number): Promise<{ id: number; stories: number }[]> {
  const rows = await queryRows<{ id: string | number; stories: string | number }>(
    db,
    sql`select si.interest_id as id, count(*)::int as stories from story_interests si
        join stories s on s.id = si.story_id and s.merged_into is null
        group by si.interest_id order by count(*) desc, si.interest_id limit ${limit}`,
  );
  return rows.map((row) => ({ id: Number(row.id), stories: Number(row.stories) }));
}

/** Whether the user follows the interest (the follow button's starting state). */
export async function isFollowingInterest(db: Database, userId: number, interestId: number): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from follows
        where user_id = ${userId} and target_kind = 'interest' and target_id = ${String(interestId)} and relation = 'follow'
        limit 1`,
  );
  return rows.length > 0;
}
