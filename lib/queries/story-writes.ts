import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { articles, engineState, interests, stories, storyArticles, storyInterests, type SplitReason } from "@/lib/db/schema";
import type { Bias, Factuality } from "@/lib/news/bias-scale";
import type { StoryFactsResult } from "@/lib/news/story-facts";

// The clusterer's writes: memberships, story rows and their derived facts. All take the transaction
// the clustering step holds, so a crash leaves either all of a batch or none of it.
type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Tx;

export interface PendingArticle {
  id: number;
  title: string;
  description: string;
  text: string;
  outletId: string;
  publishedAt: Date;
}

/** The columns the clusterer reads of an article. */
const PENDING_COLUMNS = {
  id: articles.id,
  title: articles.title,
  description: articles.description,
  text: articles.text,
  outletId: articles.outletId,
  publishedAt: articles.publishedAt,
};

/** Articles the clusterer has not placed yet, in the order they happened. */
export async function pendingArticles(db: Executor, limit: number): Promise<PendingArticle[]> {
  const rows = await db
    .select(PENDING_COLUMNS)
    .from(articles)
    .where(isNull(articles.clusteredAt))
    .orderBy(articles.publishedAt, articles.id)
    .limit(limit);
  return rows;
}

/**
 * Sets an article the clusterer failed on aside (issue 23): out of the queue, with the error kept, so
 * one bad article cannot block every later one. `clustered_at IS NULL` guards against a process that
 * placed it meanwhile. An operator puts it back with `cluster_error = NULL, clustered_at = NULL`.
 */
export async function setArticleAside(db: Executor, articleId: number, error: string, at: Date): Promise<boolean> {
  const updated = await db
    .update(articles)
    .set({ clusteredAt: at, clusterError: error.slice(0, 1000) })
    .where(and(eq(articles.id, articleId), isNull(articles.clusteredAt)))
    .returning({ id: articles.id });
  return updated.length > 0;
}

/** Puts articles set aside back in the clusterer's queue. */
export async function returnArticlesToQueue(db: Executor, articleIds: number[]): Promise<void> {
  if (articleIds.length === 0) return;
  await db
    .update(articles)
    .set({ clusteredAt: null, clusterError: null })
    .where(and(inArray(articles.id, articleIds), isNotNull(articles.clusterError)));
}

/** Articles by id, as the clusterer reads them (for the words of a split's moved articles). */
export async function articlesByIds(db: Executor, ids: number[]): Promise<PendingArticle[]> {
  if (ids.length === 0) return [];
  return db
    .select(PENDING_COLUMNS)
    .from(articles)
    .where(inArray(articles.id, ids));
}

export async function allocateStoryIds(db: Executor, count: number): Promise<number[]> {
  if (count === 0) return [];
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select nextval(pg_get_serial_sequence('stories', 'id'))::text as id from generate_series(1, ${count})`,
  );
  return rows.map((row) => Number(row.id));
}

export async function insertStoryShells(db: Executor, shells: { id: number; title: string; seenAt: Date }[]): Promise<void> {
  if (shells.length === 0) return;
  await db
    .insert(stories)
    .values(shells.map((shell) => ({ id: shell.id, title: shell.title, firstSeenAt: shell.seenAt, lastSeenAt: shell.seenAt })));
}

export interface Membership {
  articleId: number;
  storyId: number;
  score: number;
  sharedTerms: string[];
  sharedEntities: string[];
  /** Set when the split pass moved the article here (`moveMemberships`). */
  split?: SplitReason;
}

export async function insertMemberships(db: Executor, rows: Membership[], at: Date): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(storyArticles).values(rows.map((row) => ({ ...row, joinedAt: at })));
  await db
    .update(articles)
    .set({ clusteredAt: at })
    .where(inArray(articles.id, rows.map((row) => row.articleId)));
}

export interface StoryMember {
  storyId: number;
  articleId: number;
  title: string;
  description: string;
  imageUrl: string | null;
  publishedAt: Date;
  outletId: string;
  outletName: string;
  bias: Bias;
  factuality: Factuality;
  outletEditions: string[];
}

export async function loadStoryMembers(db: Executor, storyIds: number[]): Promise<StoryMember[]> {
  if (storyIds.length === 0) return [];
  const rows = await queryRows<StoryMember & { publishedAt: string | Date; storyId: string | number; articleId: string | number }>(
    db,
    sql`select sa.story_id as "storyId", a.id as "articleId", a.title, a.description, a.image_url as "imageUrl",
               a.published_at as "publishedAt", a.outlet_id as "outletId", o.name as "outletName", o.bias, o.factuality, o.editions as "outletEditions"
        from story_articles sa join articles a on a.id = sa.article_id join outlets o on o.id = a.outlet_id
        where sa.story_id in (${sql.join(storyIds.map((id) => sql`${id}`), sql`, `)})
        order by a.published_at, a.id`,
  );
  return rows.map((row) => ({ ...row, storyId: Number(row.storyId), articleId: Number(row.articleId), publishedAt: new Date(row.publishedAt) }));
}

type NamedInterest = StoryFactsResult["interests"][number];

/**
 * Makes sure every interest the stories name is stored, and answers the stored id of each one by its
 * computed id. Usually the same id; but two names can share a slug ("U.S. Senate", "US Senate": one
 * interest to a reader) or, rarely, a hashed id (lib/news/interests/interest-id.ts). The first one
 * stored keeps the row and later ones are linked to it, so a story never points at a missing interest.
 */
async function storeInterests(db: Executor, named: Map<number, NamedInterest>): Promise<Map<number, number>> {
  const resolved = new Map<number, number>();
  if (named.size === 0) return resolved;
  const values = [...named.values()].map(({ score: _score, ...interest }) => ({
    ...interest,
    countryCode: interest.countryCode ?? null,
    regionCode: interest.regionCode ?? null,
  }));
  for (let start = 0; start < values.length; start += 2000) {
    await db.insert(interests).values(values.slice(start, start + 2000)).onConflictDoNothing();
  }
  const slugs = [...new Set(values.map((value) => value.slug))];
  const stored = new Map<string, number>();
  for (let start = 0; start < slugs.length; start += 5000) {
    const rows = await db.select({ id: interests.id, slug: interests.slug }).from(interests).where(inArray(interests.slug, slugs.slice(start, start + 5000)));
    for (const row of rows) stored.set(row.slug, row.id);
  }
  // No row with the slug means the id was taken by another name (a hash collision): that row exists.
  for (const interest of named.values()) resolved.set(interest.id, stored.get(interest.slug) ?? interest.id);
  return resolved;
}

/** A story's interests under their stored ids, each once (the best score wins when two fold into one). */
function linkedInterests(list: readonly NamedInterest[], storedId: Map<number, number>): { interestId: number; score: number }[] {
  const best = new Map<number, number>();
  for (const interest of list) {
    const id = storedId.get(interest.id) ?? interest.id;
    best.set(id, Math.max(best.get(id) ?? -Infinity, interest.score));
  }
  return [...best].map(([interestId, score]) => ({ interestId, score }));
}

/**
 * Stores the derived facts of many stories at once: one upsert of the interests they name, one UPDATE
 * for the stories (rows passed as one JSON parameter), and their story_interests replaced. Cost grows
 * with statements, not stories, which keeps clustering of large batches fast.
 */
export async function writeStoriesFacts(db: Executor, entries: { storyId: number; facts: StoryFactsResult }[]): Promise<void> {
  if (entries.length === 0) return;
  const named = new Map<number, NamedInterest>();
  for (const { facts } of entries) for (const interest of facts.interests) if (!named.has(interest.id)) named.set(interest.id, interest);
  const storedId = await storeInterests(db, named);
  const links = entries.map(({ storyId, facts }) => ({ storyId, interests: linkedInterests(facts.interests, storedId) }));

  const rows = entries.map(({ storyId, facts }, index) => ({
    id: storyId,
    title: facts.title,
    summary: facts.summary,
    image_url: facts.imageUrl,
    first_seen_at: facts.firstSeenAt.toISOString(),
    last_seen_at: facts.lastSeenAt.toISOString(),
    article_count: facts.articleCount,
    source_count: facts.sourceCount,
    bias_counts: facts.biasCounts,
    left_percent: facts.leftPercent,
    center_percent: facts.centerPercent,
    right_percent: facts.rightPercent,
    blindspot_for: facts.blindspotFor,
    editions: facts.editions,
    interest_ids: links[index]!.interests.map((link) => link.interestId),
  }));
  await db.execute(sql`
    update stories s set title = v.title, summary = v.summary, image_url = v.image_url,
      first_seen_at = v.first_seen_at, last_seen_at = v.last_seen_at, article_count = v.article_count,
      source_count = v.source_count, bias_counts = v.bias_counts, left_percent = v.left_percent,
      center_percent = v.center_percent, right_percent = v.right_percent, blindspot_for = v.blindspot_for,
      editions = v.editions, interest_ids = v.interest_ids, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
      id bigint, title text, summary text, image_url text, first_seen_at timestamptz, last_seen_at timestamptz,
      article_count int, source_count int, bias_counts jsonb, left_percent int, center_percent int, right_percent int,
      blindspot_for text, editions text[], interest_ids int[])
    where s.id = v.id`);

  await db.delete(storyInterests).where(inArray(storyInterests.storyId, entries.map((entry) => entry.storyId)));
  const values = links.flatMap(({ storyId, interests: list }) => list.map((link) => ({ storyId, ...link })));
  for (let start = 0; start < values.length; start += 5000) {
    await db.insert(storyInterests).values(values.slice(start, start + 5000)).onConflictDoNothing();
  }
}

/** Moves every member of `fromId` into `intoId`; the emptied story keeps a pointer for old links. */
export async function mergeStoryInto(db: Executor, fromId: number, intoId: number): Promise<void> {
  await db.update(storyArticles).set({ storyId: intoId }).where(eq(storyArticles.storyId, fromId));
  await db.delete(storyInterests).where(eq(storyInterests.storyId, fromId));
  await db
    .update(stories)
    .set({ mergedInto: intoId, articleCount: 0, sourceCount: 0, updatedAt: new Date() })
    .where(eq(stories.id, fromId));
  await db.update(stories).set({ mergedInto: intoId }).where(eq(stories.mergedInto, fromId));
}

/** Moves some articles' memberships from one story to another with why each is grouped there and why it left (the clusterer's split pass). */
export async function moveMemberships(db: Executor, fromId: number, rows: (Membership & { split: SplitReason })[]): Promise<void> {
  for (const { articleId, storyId, score, sharedTerms, sharedEntities, split } of rows) {
    await db
      .update(storyArticles)
      .set({ storyId, score, sharedTerms, sharedEntities, split })
      .where(and(eq(storyArticles.storyId, fromId), eq(storyArticles.articleId, articleId)));
  }
}

export interface ActiveMember {
  storyId: number;
  articleId: number;
  title: string;
  description: string;
  text: string;
  outletId: string;
  publishedAt: Date;
}

/** Members of stories still active after `since`, to rebuild the clusterer's memory after a restart. */
export async function loadActiveMembers(db: Executor, since: Date): Promise<ActiveMember[]> {
  const rows = await queryRows<ActiveMember & { storyId: string | number; articleId: string | number; publishedAt: string | Date }>(
    db,
    sql`select sa.story_id as "storyId", a.id as "articleId", a.title, a.description, a.text, a.outlet_id as "outletId",
               a.published_at as "publishedAt"
        from stories s join story_articles sa on sa.story_id = s.id join articles a on a.id = sa.article_id
        where s.merged_into is null and s.last_seen_at >= ${since}
        order by a.published_at, a.id`,
  );
  return rows.map((row) => ({ ...row, storyId: Number(row.storyId), articleId: Number(row.articleId), publishedAt: new Date(row.publishedAt) }));
}

export async function readEngineValue<T>(db: Executor, key: string): Promise<T | undefined> {
  const rows = await db.select({ value: engineState.value }).from(engineState).where(eq(engineState.key, key));
  return rows[0]?.value as T | undefined;
}

export async function writeEngineValue(db: Executor, key: string, value: unknown): Promise<void> {
  await db
    .insert(engineState)
    .values({ key, value, updatedAt: new Date() })
    .onConflictDoUpdate({ target: engineState.key, set: { value, updatedAt: new Date() } });
}

export async function latestStoryTime(db: Executor): Promise<Date | null> {
  const rows = await db
    .select({ at: sql<string | null>`max(${stories.lastSeenAt})` })
    .from(stories)
    .where(and(isNull(stories.mergedInto)));
  return rows[0]?.at ? new Date(rows[0].at) : null;
}
