import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { announceChange } from "@/lib/db/change-notice";
import { databaseErrorMessage } from "@/lib/db/error-message";
import { queryRows } from "@/lib/db/rows";
import { log } from "@/lib/log";
import { StoryClusterer, type ClusterInput } from "@/lib/news/cluster/story-clusterer";
import {
  allocateStoryIds,
  articlesByIds,
  insertMemberships,
  insertStoryShells,
  latestStoryTime,
  loadActiveMembers,
  mergeStoryInto,
  moveMemberships,
  pendingArticles,
  readEngineValue,
  returnArticlesToQueue,
  setArticleAside,
  writeEngineValue,
  type Executor,
  type Membership,
  type PendingArticle,
} from "@/lib/queries/story-writes";
import { refreshStoryFacts } from "./refresh-story-facts";

// Clustering runs in one process at a time (a transaction-scoped advisory lock), in batches, each
// batch one transaction: memberships, new stories, merges and the stories' facts commit together.
// The clusterer's memory lives in the process; an epoch in engine_state tells a process whether
// another one clustered since, in which case it rebuilds its memory from the database first.
const CLUSTER_LOCK_KEY = 727_274_002;
const EPOCH_KEY = "cluster_epoch";
export const ACTIVE_WINDOW_MS = 3 * 24 * 3600_000;

export interface ClusterEngine {
  clusterer: StoryClusterer | null;
  epoch: number | null;
  idPool: number[];
  streamTime: number;
}

export function createClusterEngine(): ClusterEngine {
  return { clusterer: null, epoch: null, idPool: [], streamTime: 0 };
}

export function clusterInput(article: Pick<PendingArticle, "id" | "title" | "description" | "text" | "outletId" | "publishedAt">): ClusterInput {
  return {
    id: String(article.id),
    title: article.title,
    lead: article.description,
    body: article.text || undefined,
    publishedAt: article.publishedAt.getTime(),
    source: article.outletId,
  };
}

async function rebuild(db: Executor, engine: ClusterEngine): Promise<void> {
  const started = Date.now();
  engine.idPool = [];
  const clusterer = new StoryClusterer({
    activeWindowMs: ACTIVE_WINDOW_MS,
    newStoryId: () => {
      const id = engine.idPool.shift();
      if (id === undefined) throw new Error("story id pool exhausted");
      return String(id);
    },
  });
  const latest = await latestStoryTime(db);
  let restored = 0;
  if (latest) {
    for (const member of await loadActiveMembers(db, new Date(latest.getTime() - ACTIVE_WINDOW_MS))) {
      clusterer.restore(clusterInput({ ...member, id: member.articleId }), String(member.storyId));
      restored++;
    }
    engine.streamTime = latest.getTime();
  }
  engine.clusterer = clusterer;
  log.info("clusterer memory rebuilt", { articles: restored, stories: clusterer.activeStoryCount, durationMs: Date.now() - started });
}

export interface ClusterBatchResult {
  clustered: number;
  newStories: number;
  merged: number;
  /** Articles moved to a story that fits them better (the reassignment pass). */
  moved: number;
  /** Articles set aside because clustering them failed (issue 23). */
  setAside: number;
  busy: boolean;
}

/** Clusters one batch of pending articles; `busy` when another process holds the clustering lock. */
export async function clusterBatch(db: Database, engine: ClusterEngine, batchSize = 500): Promise<ClusterBatchResult> {
  try {
    return await db.transaction(async (tx) => {
      const [lock] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(${CLUSTER_LOCK_KEY}) as locked`);
      if (!lock?.locked) return { clustered: 0, newStories: 0, merged: 0, moved: 0, setAside: 0, busy: true };
      const epoch = (await readEngineValue<number>(tx, EPOCH_KEY)) ?? 0;
      if (!engine.clusterer || engine.epoch !== epoch) await rebuild(tx, engine);
      const clusterer = engine.clusterer!;

      const pending = await pendingArticles(tx, batchSize);
      if (pending.length === 0) return { clustered: 0, newStories: 0, merged: 0, moved: 0, setAside: 0, busy: false };
      engine.idPool = await allocateStoryIds(tx, pending.length);

      const shells: { id: number; title: string; seenAt: Date }[] = [];
      const memberships: Membership[] = [];
      const touched = new Set<number>();
      for (const article of pending) {
        const decision = clusterer.add(clusterInput(article));
        const storyId = Number(decision.storyId);
        if (decision.isNewStory) shells.push({ id: storyId, title: article.title, seenAt: article.publishedAt });
        memberships.push({
          articleId: article.id,
          storyId,
          score: decision.score,
          sharedTerms: decision.sharedTerms,
          sharedEntities: decision.sharedEntities,
        });
        touched.add(storyId);
        engine.streamTime = Math.max(engine.streamTime, article.publishedAt.getTime());
      }
      // The second look: an article decided before its own story formed moves to it. Only this
      // batch's articles get one, so the move is made to their memberships before they are stored.
      const moves = clusterer.reassignMembers();
      const byArticle = new Map(memberships.map((membership) => [String(membership.articleId), membership]));
      for (const move of moves) {
        const membership = byArticle.get(move.articleId);
        if (!membership) throw new Error(`the clusterer moved article ${move.articleId}, which is not in this batch`);
        Object.assign(membership, { storyId: Number(move.intoStoryId), score: move.score, sharedTerms: move.sharedTerms, sharedEntities: move.sharedEntities });
        touched.add(Number(move.intoStoryId));
      }
      const now = new Date();
      await insertStoryShells(tx, shells);
      await insertMemberships(tx, memberships, now);

      const merges = clusterer.mergeConverged(engine.streamTime);
      for (const merge of merges) {
        await mergeStoryInto(tx, Number(merge.fromStoryId), Number(merge.intoStoryId));
        touched.delete(Number(merge.fromStoryId));
        touched.add(Number(merge.intoStoryId));
      }
      // The split pass: a story whose members tell two events is cut, its articles of this batch or of
      // earlier ones moving to a new story (its facts, title included, are computed just below).
      engine.idPool = await allocateStoryIds(tx, clusterer.splitBound());
      for (const split of clusterer.splitMixed()) {
        const [from, into] = [Number(split.fromStoryId), Number(split.intoStoryId)];
        await insertStoryShells(tx, [{ id: into, title: "", seenAt: new Date(engine.streamTime) }]);
        const moved = await articlesByIds(tx, split.articleIds.map(Number));
        const why = { fromStoryId: from, rule: split.rule, score: split.score, within: split.within, kept: split.kept, rules: split.rules, before: split.before };
        await moveMemberships(tx, from, moved.map((article) => ({ articleId: article.id, storyId: into, ...clusterer.explainMember(split.intoStoryId, clusterInput(article)), split: why })));
        touched.add(from);
        touched.add(into);
      }
      clusterer.evictInactive(engine.streamTime);
      await refreshStoryFacts(tx, [...touched]);
      await writeEngineValue(tx, EPOCH_KEY, epoch + 1);
      // Delivered when this batch commits: the web process then refreshes its cached pages.
      await announceChange(tx, "stories");
      engine.epoch = epoch + 1;
      return { clustered: pending.length, newStories: shells.length, merged: merges.length, moved: moves.length, setAside: 0, busy: false };
    });
  } catch (error) {
    // The transaction rolled back but the clusterer's memory did not: rebuild it next time.
    engine.clusterer = null;
    engine.epoch = null;
    throw error;
  }
}

function add(total: ClusterBatchResult, batch: ClusterBatchResult): void {
  total.clustered += batch.clustered;
  total.newStories += batch.newStories;
  total.merged += batch.merged;
  total.moved += batch.moved;
  total.setAside += batch.setAside;
  total.busy = batch.busy;
}

const nothing = (): ClusterBatchResult => ({ clustered: 0, newStories: 0, merged: 0, moved: 0, setAside: 0, busy: false });

/**
 * Articles failing one after another beyond this are not each at fault: the clusterer or the database
 * is (a broken story every article touches, a full disk). They go back in the queue and the turn fails.
 */
const SET_ASIDE_IN_A_ROW = 3;

/**
 * After a batch failed (issue 23: the same batch used to fail again every turn, blocking all later
 * clustering): its articles one at a time, oldest first; one whose own batch fails is set aside with
 * the error, logged, and the rest go on. More than SET_ASIDE_IN_A_ROW failing in a row is a fault of
 * the engine, not of articles: those are put back and the error thrown.
 */
async function clusterOneByOne(db: Database, engine: ClusterEngine, count: number): Promise<ClusterBatchResult> {
  const total = nothing();
  let inARow: number[] = [];
  for (let i = 0; i < count; i++) {
    const [next] = await pendingArticles(db, 1);
    if (!next) break;
    try {
      const batch = await clusterBatch(db, engine, 1);
      add(total, batch);
      inARow = [];
      if (batch.busy || batch.clustered === 0) break;
    } catch (error) {
      const message = databaseErrorMessage(error);
      if (inARow.length === SET_ASIDE_IN_A_ROW) {
        await returnArticlesToQueue(db, inARow);
        throw new Error(`Clustering fails for every article, not one: ${message}`, { cause: error });
      }
      if (await setArticleAside(db, next.id, message, new Date())) {
        total.setAside++;
        inARow.push(next.id);
      }
      log.error("article set aside: clustering it failed", { articleId: next.id, title: next.title, error: message });
    }
  }
  return total;
}

/** Clusters until nothing is pending (or another process holds the lock). */
export async function clusterPending(db: Database, engine: ClusterEngine, batchSize = 500): Promise<ClusterBatchResult> {
  const total = nothing();
  for (;;) {
    let batch: ClusterBatchResult;
    try {
      batch = await clusterBatch(db, engine, batchSize);
    } catch (error) {
      log.error("clustering batch failed: its articles go one at a time", { batchSize, error: databaseErrorMessage(error) });
      batch = await clusterOneByOne(db, engine, batchSize);
    }
    add(total, batch);
    if (batch.busy || batch.clustered + batch.setAside < batchSize) return total;
  }
}
