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
 * Rows per INSERT: each row binds 13 parameters and PostgreSQL's protocol allows 65,535 per statement,
 * so a feed of more than ~5,000 items failed whole (issue 23).
 */
export const INSERT_CHUNK_ROWS = 500;

/**
 * Stores new articles; one already known (same canonical URL, or same outlet and item hash) is left
 * as it is, so ingesting the same feed twice adds nothing. Returns how many rows were new. Run it in
 * a transaction to store all or nothing.
 */
export async function insertArticles(db: Executor, rows: NewArticle[]): Promise<number> {
  // Two items of one batch may share a URL; the unique index would keep the first anyway.
  const unique = [...new Map(rows.map((row) => [row.url, row])).values()];
  let added = 0;
  for (let start = 0; start < unique.length; start += INSERT_CHUNK_ROWS) {
    const inserted = await db
      .insert(articles)
      .values(unique.slice(start, start + INSERT_CHUNK_ROWS).map((row) => ({ ...row, feedId: row.feedId ?? null })))
      .onConflictDoNothing()
      .returning({ id: articles.id });
    added += inserted.length;
  }
  return added;
}

/** All articles, those waiting for the clusterer, and those it set aside after failing on them (issue 23). */
export async function countArticles(db: Database): Promise<{ total: number; unclustered: number; setAside: number }> {
  const rows = await db
    .select({
      total: sql<number>`count(*)::int`,
      unclustered: sql<number>`(count(*) filter (where ${articles.clusteredAt} is null))::int`,
      setAside: sql<number>`(count(*) filter (where ${articles.clusterError} is not null))::int`,
    })
    .from(articles);
  return { total: Number(rows[0]?.total ?? 0), unclustered: Number(rows[0]?.unclustered ?? 0), setAside: Number(rows[0]?.setAside ?? 0) };
}
