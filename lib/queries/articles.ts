import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { articles } from "@/lib/db/schema";

export interface NewArticle {
  outletId: string;
  feedId?: number | null;
  url: string;
  hash: string;
  title: string;
  description: string;
  text: string;
  author?: string | null;
  imageUrl?: string | null;
  publishedAt: Date;
  dateFlagged: boolean;
  language?: string | null;
  categories: string[];
}

type Executor = Pick<Database, "insert">;

/**
 * Stores new articles; one already known (same canonical URL, or same outlet and item hash) is left
 * as it is, so ingesting the same feed twice adds nothing. Returns how many rows were new.
 */
export async function insertArticles(db: Executor, rows: NewArticle[]): Promise<number> {
  if (rows.length === 0) return 0;
  // Two items of one batch may share a URL; the unique index would keep the first anyway.
  const unique = [...new Map(rows.map((row) => [row.url, row])).values()];
  const inserted = await db
    .insert(articles)
    .values(unique.map((row) => ({ ...row, feedId: row.feedId ?? null })))
    .onConflictDoNothing()
    .returning({ id: articles.id });
  return inserted.length;
}

export async function countArticles(db: Database): Promise<{ total: number; unclustered: number }> {
  const rows = await db
    .select({
      total: sql<number>`count(*)::int`,
      unclustered: sql<number>`(count(*) filter (where ${articles.clusteredAt} is null))::int`,
    })
    .from(articles);
  return { total: Number(rows[0]?.total ?? 0), unclustered: Number(rows[0]?.unclustered ?? 0) };
}
