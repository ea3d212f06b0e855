import { eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { follows } from "@/lib/db/schema";
import { toStoryHeadline, type StoryHeadline, type StoryHeadlineRow } from "./story-reads";

// Reads behind For You and "what you're missing" (issue 5). The ranking is pure (lib/personal).

export interface ReaderRelations {
  interestIds: number[];
  outletIds: string[];
  blockedOutletIds: string[];
  mutedInterestIds: number[];
}

/** Everything the reader follows, blocked or muted, in one read. */
export async function readerRelations(db: Database, userId: number): Promise<ReaderRelations> {
  const rows = await db
    .select({ kind: follows.targetKind, id: follows.targetId, relation: follows.relation })
    .from(follows)
    .where(eq(follows.userId, userId))
    .orderBy(follows.createdAt);
  const pick = (kind: string, relation: string) => rows.filter((row) => row.kind === kind && row.relation === relation).map((row) => row.id);
  const numbers = (ids: string[]) => ids.map(Number).filter(Number.isSafeInteger);
  return {
    interestIds: numbers(pick("interest", "follow")),
    outletIds: pick("outlet", "follow"),
    blockedOutletIds: pick("outlet", "block"),
    mutedInterestIds: numbers(pick("interest", "mute")),
  };
}

/** The outlets a reader follows or blocked, with names, for the page that lists them. */
export async function readerOutlets(db: Database, userId: number): Promise<{ id: string; name: string; bias: string; relation: string }[]> {
  return queryRows(
    db,
    sql`select o.id, o.name, o.bias, f.relation from follows f join outlets o on o.id = f.target_id
        where f.user_id = ${userId} and f.target_kind = 'outlet' order by f.created_at, o.name`,
  );
}

export interface PersonalStoryRow extends StoryHeadline {
  coverage: { left: number; center: number; right: number };
  blindspotFor: "left" | "right" | null;
  interestIds: number[];
  outletIds: string[];
  /** When the engine last wrote the story (stories.updated_at). */
  updatedAt: Date;
}

type RawRow = StoryHeadlineRow & Pick<PersonalStoryRow, "blindspotFor" | "interestIds"> & {
  updatedAt: string | Date;
  left: number;
  center: number;
  right: number;
  outletIds: string[] | null;
};


function storyRows(db: Database, where: SQL, order: SQL, limit: number, live = sql`s.merged_into is null and s.source_count > 0`): Promise<PersonalStoryRow[]> {
  // The outlets are gathered for the chosen rows only (after the order and the limit).
  return queryRows<RawRow>(
    db,
    sql`select chosen.*,
               (select array_agg(distinct a.outlet_id) from story_articles sa join articles a on a.id = sa.article_id
                 where sa.story_id = chosen.id) as "outletIds"
        from (
          select s.id, s.title, s.summary, s.image_url as "imageUrl", s.first_seen_at as "firstSeenAt", s.last_seen_at as "lastSeenAt",
                 s.article_count as "articleCount", s.source_count as "sourceCount", s.left_percent as "left",
                 s.center_percent as "center", s.right_percent as "right", s.blindspot_for as "blindspotFor",
                 s.interest_ids as "interestIds", s.updated_at as "updatedAt"
          from stories s
          where ${live} and ${where}
          order by ${order}
          limit ${limit}
        ) chosen`,
  ).then((rows) =>
    rows.map((row) => ({
      ...toStoryHeadline(row),
      coverage: { left: Number(row.left), center: Number(row.center), right: Number(row.right) },
      blindspotFor: row.blindspotFor,
      interestIds: row.interestIds,
      outletIds: row.outletIds ?? [],
      updatedAt: new Date(row.updatedAt),
    })),
  );
}

/**
 * Stories the engine wrote at or after `from` (stories.updated_at, indexed), merged-away ones included
 * (merging a story sets its source count to 0 and bumps updated_at, story-writes.ts): the shared lists'
 * update, which drops those without sources.
 */
export async function changedStories(db: Database, params: { from: Date; limit: number }): Promise<PersonalStoryRow[]> {
  return storyRows(db, sql`s.updated_at >= ${params.from}`, sql`s.updated_at, s.id`, params.limit, sql`true`);
}


/**
 * Stories last seen in (since, at], newest first, `limit` of them after the story `before` (the last of
 * the previous slice; null for the first): the shared lists of lib/site/personal-pools.ts, read in slices.
 */
export async function recentStories(
  db: Database,
  params: { since: Date; at: Date; limit: number; before?: { lastSeenAt: Date; id: number } | null },
): Promise<PersonalStoryRow[]> {
  const after = params.before
    ? sql` and s.last_seen_at <= ${params.before.lastSeenAt} and (s.last_seen_at < ${params.before.lastSeenAt} or s.id < ${params.before.id})`
    : sql``;
  return storyRows(db, sql`s.last_seen_at > ${params.since} and s.last_seen_at <= ${params.at}${after}`, sql`s.last_seen_at desc, s.id desc`, params.limit);
}

/** The outlets and interests of the given stories (the cached pages' cards hidden by a reader's blocks and mutes, issue 28). */
export async function storyOutletsAndInterests(db: Database, storyIds: readonly number[]): Promise<{ id: number; outletIds: string[]; interestIds: number[] }[]> {
  if (storyIds.length === 0) return [];
  const ids = sql.join(storyIds.map((id) => sql`${id}`), sql`, `);
  const rows = await queryRows<{ id: number | string; interestIds: number[] | null; outletIds: string[] | null }>(
    db,
    sql`select s.id, s.interest_ids as "interestIds",
               (select array_agg(distinct a.outlet_id) from story_articles sa join articles a on a.id = sa.article_id
                 where sa.story_id = s.id) as "outletIds"
        from stories s where s.id in (${ids})`,
  );
  return rows.map((row) => ({ id: Number(row.id), outletIds: row.outletIds ?? [], interestIds: (row.interestIds ?? []).map(Number) }));
}
