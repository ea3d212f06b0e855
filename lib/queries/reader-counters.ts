import { sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import type { Bias, Factuality } from "@/lib/news/bias-scale";
import { TOP_INTERESTS, type ProfileCounts } from "@/lib/personal/bias-profile";
import type { Executor } from "@/lib/queries/story-writes";

// My News Bias's counters (issue 28, lib/db/schema.ts reader_days / reader_outlet_days /
// reader_interest_days): what lib/personal/bias-profile.ts weighs, summed per reader and UTC day as each
// read is recorded, so the page reads a reader's days instead of weighing their reading history.
//
// A read counts as it was when it was read: a story read is split across the outlets the story had
// then, and counts toward the interests the story had then. (The reading-history weighing,
// profileReads, asks the story's outlets and interests now; the two agree until the engine changes a
// story that was read.)

/** A read's UTC day, as the counters store it. */
export function readDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * Adds one read (just inserted, in the same transaction) to the reader's counters. `previousRead` is
 * the reader's latest read of the story before this one (null for the first): the story moves to this
 * read's day in `stories` when this read is later and on another day.
 */
export async function countRead(
  tx: Executor,
  read: { userId: number; storyId: number; outletId: string | null; readAt: Date },
  previousRead: Date | null,
): Promise<void> {
  const day = readDay(read.readAt);
  const moves = previousRead === null || (read.readAt > previousRead && readDay(previousRead) !== day);
  if (moves && previousRead !== null) {
    await tx.execute(sql`update reader_days set stories = stories - 1 where user_id = ${read.userId} and day = ${readDay(previousRead)}`);
  }
  await tx.execute(sql`
    insert into reader_days (user_id, day, reads, stories) values (${read.userId}, ${day}, 1, ${moves ? 1 : 0})
    on conflict (user_id, day) do update set reads = reader_days.reads + 1, stories = reader_days.stories + excluded.stories`);
  const outlets =
    read.outletId !== null
      ? sql`select ${read.outletId}::text as outlet_id, 1::float8 as weight`
      : sql`select outlet_id, 1::float8 / count(*) over () as weight
            from (select distinct a.outlet_id from story_articles sa join articles a on a.id = sa.article_id where sa.story_id = ${read.storyId}) o`;
  await tx.execute(sql`
    insert into reader_outlet_days (user_id, day, outlet_id, weight)
    select ${read.userId}, ${day}, outlet_id, weight from (${outlets}) w
    on conflict (user_id, day, outlet_id) do update set weight = reader_outlet_days.weight + excluded.weight`);
  await tx.execute(sql`
    insert into reader_interest_days (user_id, day, interest_id, reads)
    select ${read.userId}, ${day}, i.id, 1 from stories s cross join lateral (select distinct unnest(s.interest_ids) as id) i where s.id = ${read.storyId}
    on conflict (user_id, day, interest_id) do update set reads = reader_interest_days.reads + 1`);
}

/** Forgets a reader's counters (with their reading history). */
export async function clearReaderCounters(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`delete from reader_days where user_id = ${userId}`);
  await tx.execute(sql`delete from reader_outlet_days where user_id = ${userId}`);
  await tx.execute(sql`delete from reader_interest_days where user_id = ${userId}`);
}

/** One reader's reads are recorded one at a time (their counters' story count depends on the last read). */
const READER_LOCK_SPACE = 727_274_028;

/**
 * Takes the reader for the rest of the transaction: their advisory lock (one read recorded at a time),
 * then their pending row, if they have one, locked (FOR UPDATE: a batch of the backfill building them
 * holds it until it commits; after it, the row is gone). Answers whether the reader's counters are still
 * to be built: then the caller must not count a read into them (the build counts every read in the
 * history, this one included, exactly once).
 */
export async function lockReaderCounters(tx: Executor, userId: number): Promise<{ pending: boolean }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${READER_LOCK_SPACE}, ${userId})`);
  const rows = await queryRows<{ userId: number }>(tx, sql`select user_id as "userId" from reader_counters_pending where user_id = ${userId} for update`);
  return { pending: rows.length > 0 };
}

/**
 * Makes one reader's counters ready before they are read (My News Bias): a reader the backfill has not
 * reached yet is built now from their own reads (a few ms for thousands of reads), never shown half built.
 * Answers whether it had to build them.
 */
export async function ensureReaderCounters(db: Database, userId: number): Promise<boolean> {
  const waiting = await queryRows<{ userId: number }>(db, sql`select user_id as "userId" from reader_counters_pending where user_id = ${userId}`);
  if (waiting.length === 0) return false;
  return db.transaction(async (tx) => {
    if (!(await lockReaderCounters(tx, userId)).pending) return false; // a batch built them meanwhile
    await buildReaderCounters(tx, [userId]);
    await tx.execute(sql`delete from reader_counters_pending where user_id = ${userId}`);
    return true;
  });
}

/** Readers as one SQL array parameter (one parameter whatever their number; PGlite and node-postgres alike). */
export function readerArray(userIds: readonly number[]): SQL {
  return sql`${`{${userIds.map((id) => Math.trunc(id)).join(",")}}`}::int[]`;
}

/**
 * Builds these readers' counters from their reading history (set-based), replacing what they held. The
 * caller holds the readers (lib/queries/reader-counters-backfill.ts: their pending rows locked, so no
 * read of theirs is recorded meanwhile). Story reads are split across the stories' outlets as they are now.
 */
export async function buildReaderCounters(tx: Executor, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  const readers = sql`user_id = any(${readerArray(userIds)})`;
  await tx.execute(sql`delete from reader_days where ${readers}`);
  await tx.execute(sql`delete from reader_outlet_days where ${readers}`);
  await tx.execute(sql`delete from reader_interest_days where ${readers}`);
  await tx.execute(sql`
    insert into reader_days (user_id, day, reads, stories)
    select user_id, day, sum(reads), sum(stories) from (
      select user_id, (read_at at time zone 'UTC')::date as day, count(*) as reads, 0 as stories from reads where ${readers} group by 1, 2
      union all
      select user_id, (max(read_at) at time zone 'UTC')::date, 0, 1 from reads where ${readers} group by user_id, story_id
    ) c group by 1, 2`);
  // Reads of one story by one reader on one day, so each story's outlets and interests are joined once.
  const storyDays = (where: SQL) =>
    sql`select user_id, (read_at at time zone 'UTC')::date as day, story_id, count(*) as n from reads where ${readers} and ${where} group by 1, 2, 3`;
  await tx.execute(sql`
    insert into reader_outlet_days (user_id, day, outlet_id, weight)
    select user_id, day, outlet_id, sum(weight) from (
      select user_id, (read_at at time zone 'UTC')::date as day, outlet_id, count(*)::float8 as weight
      from reads where ${readers} and outlet_id is not null group by 1, 2, 3
      union all
      select r.user_id, r.day, so.outlet_id, r.n * so.share
      from (${storyDays(sql`outlet_id is null`)}) r
      join (
        select story_id, outlet_id, 1::float8 / count(*) over (partition by story_id) as share
        from (select distinct sa.story_id, a.outlet_id from story_articles sa join articles a on a.id = sa.article_id
              where sa.story_id in (select story_id from reads where ${readers} and outlet_id is null)) d
      ) so on so.story_id = r.story_id
    ) w group by 1, 2, 3`);
  await tx.execute(sql`
    insert into reader_interest_days (user_id, day, interest_id, reads)
    select r.user_id, r.day, si.id, sum(r.n)
    from (${storyDays(sql`true`)}) r
    join (select distinct s.id as story_id, unnest(s.interest_ids) as id from stories s
          where s.id in (select story_id from reads where ${readers})) si on si.story_id = r.story_id
    group by 1, 2, 3`);
}

interface OutletWeightRow {
  id: string;
  name: string;
  bias: Bias;
  factuality: Factuality;
  ownershipType: string | null;
  weight: number | string;
}

/** A reader's counters summed from `since`'s UTC day on (the whole of that day counts). */
export async function readerProfileCounts(db: Database, params: { userId: number; since: Date }): Promise<ProfileCounts> {
  await ensureReaderCounters(db, params.userId);
  const from = readDay(params.since);
  const [totals, outlets, interests] = await Promise.all([
    queryRows<{ reads: number | string | null; stories: number | string | null }>(
      db,
      sql`select sum(reads) as reads, sum(stories) as stories from reader_days where user_id = ${params.userId} and day >= ${from}`,
    ),
    queryRows<OutletWeightRow>(
      db,
      sql`select o.id, o.name, o.bias, o.factuality, o.ownership_type as "ownershipType", w.weight
          from (select outlet_id, sum(weight) as weight from reader_outlet_days where user_id = ${params.userId} and day >= ${from} group by outlet_id) w
          join outlets o on o.id = w.outlet_id`,
    ),
    queryRows<{ id: number | string; reads: number | string }>(
      db,
      sql`select interest_id as id, sum(reads) as reads from reader_interest_days where user_id = ${params.userId} and day >= ${from}
          group by interest_id order by sum(reads) desc, interest_id limit ${TOP_INTERESTS}`,
    ),
  ]);
  return {
    readCount: Number(totals[0]?.reads ?? 0),
    storyCount: Number(totals[0]?.stories ?? 0),
    outlets: outlets.map(({ weight, ...outlet }) => ({ outlet, weight: Number(weight) })),
    interests: interests.map((row) => ({ id: Number(row.id), reads: Number(row.reads) })),
  };
}

/** Which of `storyIds` the reader read since `since` ("what you're missing" leaves them out). */
export async function readStoryIdsAmong(db: Database, params: { userId: number; since: Date; storyIds: readonly number[] }): Promise<Set<number>> {
  if (params.storyIds.length === 0) return new Set();
  const ids = sql.join(params.storyIds.map((id) => sql`${id}`), sql`, `);
  const rows = await queryRows<{ storyId: number | string }>(
    db,
    sql`select distinct story_id as "storyId" from reads where user_id = ${params.userId} and story_id in (${ids}) and read_at >= ${params.since}`,
  );
  return new Set(rows.map((row) => Number(row.storyId)));
}
