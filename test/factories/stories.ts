import type { Database } from "@/lib/db";
import { refreshStoryFacts } from "@/lib/engine/refresh-story-facts";
import { insertArticles } from "@/lib/queries/articles";
import { allocateStoryIds, insertMemberships, insertStoryShells } from "@/lib/queries/story-writes";
import { queryRows } from "@/lib/db/rows";
import { sql } from "drizzle-orm";

export interface StoryArticleInput {
  outletId: string;
  title: string;
  description?: string;
  /** The article's full text, as the engine stores it when a feed carries it. */
  text?: string;
  url?: string;
  imageUrl?: string | null;
  publishedAt: Date;
}

let counter = 0;

/**
 * A story with exactly these member articles, written through the same queries the clusterer uses,
 * with its facts (coverage, headline, interests…) derived by the real engine. Outlets must exist.
 */
export async function createStory(db: Database, articles: StoryArticleInput[]): Promise<number> {
  const rows = articles.map((article) => {
    counter++;
    return {
      outletId: article.outletId,
      url: article.url ?? `https://${article.outletId}.example/story-${counter}`,
      hash: `factory-${counter}-${Math.random().toString(36).slice(2)}`,
      title: article.title,
      description: article.description ?? article.title,
      text: article.text ?? "",
      imageUrl: article.imageUrl ?? null,
      publishedAt: article.publishedAt,
      dateFlagged: false,
      categories: [],
    };
  });
  await insertArticles(db, rows);
  const ids = await queryRows<{ id: string }>(
    db,
    sql`select id from articles where url in (${sql.join(rows.map((row) => sql`${row.url}`), sql`, `)}) order by published_at, id`,
  );
  const [storyId] = await allocateStoryIds(db, 1);
  const first = articles.reduce((min, article) => (article.publishedAt < min ? article.publishedAt : min), articles[0]!.publishedAt);
  await insertStoryShells(db, [{ id: storyId!, title: articles[0]!.title, seenAt: first }]);
  await insertMemberships(
    db,
    ids.map((row) => ({ articleId: Number(row.id), storyId: storyId!, score: 0.9, sharedTerms: ["factory"], sharedEntities: [] })),
    new Date(),
  );
  await refreshStoryFacts(db, [storyId!]);
  return storyId!;
}
