import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { articles, reads, stories } from "@/lib/db/schema";

export type RecordReadResult = { ok: true; id: number } | { ok: false; missing: "story" | "article" };

/**
 * Records that a user read a story (and which outlet's article, when known). The outlet is copied from
 * the article so My News Bias can count outlets even after old articles are pruned.
 */
export async function recordRead(
  db: Database,
  params: { userId: number; storyId: number; articleId?: number | null; readAt: Date },
): Promise<RecordReadResult> {
  const [story] = await db.select({ id: stories.id }).from(stories).where(eq(stories.id, params.storyId)).limit(1);
  if (!story) return { ok: false, missing: "story" };
  let outletId: string | null = null;
  if (params.articleId != null) {
    const [article] = await db.select({ outletId: articles.outletId }).from(articles).where(eq(articles.id, params.articleId)).limit(1);
    if (!article) return { ok: false, missing: "article" };
    outletId = article.outletId;
  }
  const [row] = await db
    .insert(reads)
    .values({ userId: params.userId, storyId: params.storyId, articleId: params.articleId ?? null, outletId, readAt: params.readAt })
    .returning({ id: reads.id });
  return { ok: true, id: row!.id };
}

/** Forgets a user's whole reading history; answers how many reads were removed. */
export async function clearReads(db: Database, userId: number): Promise<number> {
  const deleted = await db.delete(reads).where(eq(reads.userId, userId)).returning({ id: reads.id });
  return deleted.length;
}

export async function countReads(db: Database, userId: number): Promise<number> {
  return db.$count(reads, eq(reads.userId, userId));
}
