import { eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { articles, reads, stories } from "@/lib/db/schema";
import { bumpPersonalVersion } from "@/lib/queries/personal-version";
import { clearReaderCounters, countRead, lockReaderCounters } from "@/lib/queries/reader-counters";

export type RecordReadResult = { ok: true; id: number } | { ok: false; missing: "story" | "article" };

/**
 * Records that a user read a story (and which outlet's article, when known), and adds it to the
 * reader's My News Bias counters in the same transaction (lib/queries/reader-counters.ts), unless the
 * backfill has yet to build that reader's counters (it counts this read then). The outlet
 * is copied from the article so My News Bias can count outlets even after old articles are pruned.
 * With `repeatSince`, a read of the same story at or after that time makes this one a repeat: nothing
 * is written (the story page's 30-minute rule, lib/site/story-read.ts).
 */
export async function recordRead(
  db: Database,
  params: { userId: number; storyId: number; articleId?: number | null; readAt: Date; repeatSince?: Date },
): Promise<RecordReadResult | { ok: true; repeat: true }> {
  const [story] = await db.select({ id: stories.id }).from(stories).where(eq(stories.id, params.storyId)).limit(1);
  if (!story) return { ok: false, missing: "story" };
  let outletId: string | null = null;
  if (params.articleId != null) {
    const [article] = await db.select({ outletId: articles.outletId }).from(articles).where(eq(articles.id, params.articleId)).limit(1);
    if (!article) return { ok: false, missing: "article" };
    outletId = article.outletId;
  }
  return db.transaction(async (tx) => {
    const { pending } = await lockReaderCounters(tx, params.userId);
    const [previous] = await queryRows<{ at: string | Date | null }>(
      tx,
      sql`select max(read_at) as at from reads where user_id = ${params.userId} and story_id = ${params.storyId}`,
    );
    const previousRead = previous?.at ? new Date(previous.at) : null;
    if (params.repeatSince && previousRead && previousRead >= params.repeatSince) return { ok: true as const, repeat: true as const };
    const [row] = await tx
      .insert(reads)
      .values({ userId: params.userId, storyId: params.storyId, articleId: params.articleId ?? null, outletId, readAt: params.readAt })
      .returning({ id: reads.id });
    // A reader the backfill has not built yet: their build will count this read with the rest.
    if (!pending) await countRead(tx, { userId: params.userId, storyId: params.storyId, outletId, readAt: params.readAt }, previousRead);
    await bumpPersonalVersion(tx, params.userId);
    return { ok: true as const, id: row!.id };
  });
}

/** Forgets a user's whole reading history (and its counters); answers how many reads were removed. */
export async function clearReads(db: Database, userId: number): Promise<number> {
  return db.transaction(async (tx) => {
    await lockReaderCounters(tx, userId);
    const deleted = await tx.delete(reads).where(eq(reads.userId, userId)).returning({ id: reads.id });
    await clearReaderCounters(tx, userId);
    // No history left: nothing for the backfill to build.
    await tx.execute(sql`delete from reader_counters_pending where user_id = ${userId}`);
    await bumpPersonalVersion(tx, userId);
    return deleted.length;
  });
}

export async function countReads(db: Database, userId: number): Promise<number> {
  return db.$count(reads, eq(reads.userId, userId));
}
