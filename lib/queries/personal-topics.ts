import type { Database } from "@/lib/db";
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
