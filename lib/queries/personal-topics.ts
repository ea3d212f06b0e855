import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { interests } from "@/lib/db/schema";

// Interests for onboarding (issue 5): the taxonomy's topics must exist in `interests` before a reader
// can follow them (the follow call checks), but the engine only inserts a topic once a story carries it.

export interface TopicRecord {
  id: number;
  slug: string;
  name: string;
}

/** Inserts the topics that are missing; existing rows (the engine's, or an earlier call's) are kept. */
export async function ensureTopicInterests(db: Database, topics: readonly TopicRecord[]): Promise<void> {
  if (topics.length === 0) return;
  await db
    .insert(interests)
    .values(topics.map((topic) => ({ id: topic.id, kind: "topic", name: topic.name, slug: topic.slug })))
    .onConflictDoNothing();
}

export interface InterestMatch {
  id: number;
  kind: string;
  name: string;
}

/** Interests whose name contains the words typed, topics first, then the most covered. */
export async function searchInterests(db: Database, params: { query: string; limit: number }): Promise<InterestMatch[]> {
  const pattern = `%${params.query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return queryRows<InterestMatch>(
    db,
    sql`select i.id, i.kind, i.name from interests i
        where i.name ilike ${pattern}
        order by (i.kind = 'topic') desc,
                 (select count(*) from story_interests si where si.interest_id = i.id) desc, i.name
        limit ${params.limit}`,
  );
}
