// Reads the database: a client component that imports this fails the build (Next's server-only).
import "server-only";
import type { Database } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/api/errors";
import { clientIpBucket } from "@/lib/api/client-ip";
import { entitlementsFor } from "@/lib/billing/entitlements";
import { retrieve, storyIndex, type AssistantAnswer } from "@/lib/news/assistant/answer";
import type { PassageIndex } from "@/lib/news/assistant/passage-index";
import type { AssistantArticle } from "@/lib/news/assistant/passages";
import { storyAssistantArticles, storyAssistantVersion } from "@/lib/queries/assistant";
import type { ActiveSession } from "@/lib/queries/sessions";
import { answerWith, assistantModel } from "@/lib/server/assistant-model";

// The article assistant's server side (issue 22), shared by its two routes: who may ask (spec §6: free
// readers, and visitors without an account as the entitlements table decides; not freeTrial, not the
// paid plans), the key its rate limits count against, and the answer.

export const ASSISTANT_NOT_IN_PLAN = "The article assistant is not part of your plan";
export const STORY_NOT_FOUND = "Story not found";

/** The reader's rate-limit key (the account, else the address); 403 when their plan has no assistant. */
export function assistantReader(session: ActiveSession | null, headers: Headers): string {
  if (!entitlementsFor(session ? session.user.subscriptionStatus : "unregistered").aiAssistant) throw new AppError("forbidden", ASSISTANT_NOT_IN_PLAN);
  return session ? `user:${session.user.id}` : `ip:${clientIpBucket(headers)}`;
}

/**
 * The indexes of the stories asked about most recently, in this process: a reader's second question,
 * and every other reader's, skips the indexing (most of an answer's time: npm run bench). An entry is
 * rebuilt when the story's articles changed (an article joined or left, or its text changed). Bounded in
 * stories and in sentences (an index holds each sentence with its term counts: about 2.3 kB, measured on
 * a story of 500 articles of 40 sentences, 21,000 sentences, 49 MB), so questions about many large
 * stories cannot fill the memory (64 such stories were 3 GB; the bound keeps it near 90 MB).
 */
export const INDEX_CACHE_LIMITS = { stories: 64, passages: 40_000 };
const holder = globalThis as unknown as { __opengroundAssistantIndexes?: Map<number, { key: string; index: PassageIndex }> };

/**
 * The story's index from the cache while `version` (storyAssistantVersion) is the one it was built from;
 * else built from `load()`'s articles, so an unchanged story's texts are not read again for each question.
 */
export async function cachedStoryIndex(
  storyId: number,
  version: string,
  load: () => Promise<readonly AssistantArticle[]>,
  limits = INDEX_CACHE_LIMITS,
): Promise<PassageIndex> {
  const cache = (holder.__opengroundAssistantIndexes ??= new Map());
  const cached = cache.get(storyId);
  const entry = cached?.key === version ? cached : { key: version, index: storyIndex(await load()) };
  cache.delete(storyId);
  cache.set(storyId, entry);
  let passages = 0;
  for (const kept of cache.values()) passages += kept.index.passages.length;
  // The oldest go first; the story just asked about stays.
  for (const [oldId, oldEntry] of cache) {
    if (oldId === storyId || (cache.size <= limits.stories && passages <= limits.passages)) break;
    cache.delete(oldId);
    passages -= oldEntry.index.passages.length;
  }
  return entry.index;
}

/** The answer to a question about a story from its own articles; 404 for a missing or merged story. */
export async function askStoryAssistant(db: Database, storyId: number, question: string): Promise<AssistantAnswer> {
  const version = await storyAssistantVersion(db, storyId);
  if (!version) throw new AppError("not_found", STORY_NOT_FOUND);
  const index = await cachedStoryIndex(storyId, version, () => storyAssistantArticles(db, storyId));
  return answerWith(assistantModel(getEnv()), question, retrieve(index, question));
}
