import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { forgetUserSessions } from "@/lib/auth/session-cache";
import { queryRows } from "@/lib/db/rows";
import { users } from "@/lib/db/schema";
import type { Bias } from "@/lib/news/bias-scale";

// The year in review's data (issue 22): every reader's reads of the year summed by bias, and the
// reader's public share link.

/**
 * Every reader's reads in [since, until) summed by the outlet's bias, weighed as My News Bias weighs a
 * reader's (lib/personal/bias-profile.ts): an article read 1 to its outlet, a story read 1/n to each of
 * the story's n outlets.
 */
export async function everyoneBiasWeights(db: Database, params: { since: Date; until: Date }): Promise<Partial<Record<Bias, number>>> {
  const rows = await queryRows<{ bias: Bias; weight: string | number }>(
    db,
    sql`with year_reads as (
          select story_id, outlet_id from reads where read_at >= ${params.since} and read_at < ${params.until}
        ), story_reads as (
          select story_id, count(*)::float8 as reads from year_reads where outlet_id is null group by story_id
        ), story_outlets as (
          select distinct sa.story_id, a.outlet_id
          from story_articles sa join articles a on a.id = sa.article_id
          where sa.story_id in (select story_id from story_reads)
        ), outlet_counts as (
          select story_id, count(*)::float8 as n from story_outlets group by story_id
        ), weights as (
          select o.bias, 1::float8 as weight from year_reads yr join outlets o on o.id = yr.outlet_id
          union all
          select o.bias, sr.reads / oc.n
          from story_outlets so join outlet_counts oc using (story_id) join story_reads sr using (story_id)
          join outlets o on o.id = so.outlet_id
        )
        select bias, sum(weight) as weight from weights group by bias`,
  );
  return Object.fromEntries(rows.map((row) => [row.bias, Number(row.weight)]));
}

/** Sets (a slug) or clears (null) the reader's public link. */
export async function setYearInReviewShare(db: Database, userId: number, slug: string | null): Promise<void> {
  await db.update(users).set({ yearInReviewShare: slug, updatedAt: new Date() }).where(eq(users.id, userId));
  forgetUserSessions(userId);
}

export async function yearInReviewShareOf(db: Database, userId: number): Promise<string | null> {
  const [row] = await db.select({ slug: users.yearInReviewShare }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.slug ?? null;
}

/** The reader whose public link this is, or null (never shared, switched off, or a shadow account). */
export async function userByYearInReviewShare(db: Database, slug: string): Promise<{ id: number; subscriptionStatus: string; timeZoneId: string | null } | null> {
  const [row] = await db
    .select({ id: users.id, subscriptionStatus: users.subscriptionStatus, timeZoneId: users.timeZoneId, shadow: users.shadow })
    .from(users)
    .where(eq(users.yearInReviewShare, slug))
    .limit(1);
  return row && !row.shadow ? { id: row.id, subscriptionStatus: row.subscriptionStatus, timeZoneId: row.timeZoneId } : null;
}
