import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { assistantReactions } from "@/lib/db/schema";
import type { AssistantArticle } from "@/lib/news/assistant/passages";
import type { Bias } from "@/lib/news/bias-scale";

// The article assistant's reads and writes (issue 22).

/**
 * What a story's assistant index is built from, in one short string (each article's id and the lengths of
 * its title, summary and text), read without the texts themselves; null for a missing or merged story
 * or one without articles. A cached index whose version is this one is still the story's.
 */
export async function storyAssistantVersion(db: Database, storyId: number): Promise<string | null> {
  const [row] = await queryRows<{ version: string | null }>(
    db,
    sql`select string_agg(a.id || ':' || length(a.title) || ':' || length(a.description) || ':' || length(a.text), ',' order by a.published_at, a.id) as version
        from story_articles sa join stories s on s.id = sa.story_id join articles a on a.id = sa.article_id
        where sa.story_id = ${storyId} and s.merged_into is null`,
  );
  return row?.version ?? null;
}

/** A story's member articles with their full text, earliest first; empty for a missing or merged story. */
export async function storyAssistantArticles(db: Database, storyId: number): Promise<AssistantArticle[]> {
  const rows = await queryRows<{ id: string; outletId: string; outletName: string; bias: Bias; url: string; title: string; description: string; text: string }>(
    db,
    sql`select a.id, o.id as "outletId", o.name as "outletName", o.bias, a.url, a.title, a.description, a.text
        from story_articles sa join stories s on s.id = sa.story_id join articles a on a.id = sa.article_id join outlets o on o.id = a.outlet_id
        where sa.story_id = ${storyId} and s.merged_into is null
        order by a.published_at, a.id`,
  );
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export interface AssistantReaction {
  storyId: number;
  userId: number | null;
  question: string;
  helpful: boolean;
  via: "extractive" | "model";
  answered: boolean;
  variant: "AA2" | "AA3";
  now: Date;
}

/** Stores a reaction; false (nothing stored) when the story does not exist. */
export async function recordAssistantReaction(db: Database, reaction: AssistantReaction): Promise<boolean> {
  const stored = await queryRows<{ id: string }>(
    db,
    sql`insert into ${assistantReactions} (story_id, user_id, question, helpful, via, answered, variant, created_at)
        select ${reaction.storyId}, ${reaction.userId}, ${reaction.question}, ${reaction.helpful}, ${reaction.via}, ${reaction.answered}, ${reaction.variant}, ${reaction.now}
        where exists (select 1 from stories where id = ${reaction.storyId})
        returning id`,
  );
  return stored.length > 0;
}
