import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createStory } from "@/test/factories/stories";
import { createTestInterests, createTestUser } from "@/test/factories/users";
import { backfillReaderCountersBatch, pendingReaderCount, runReaderCountersBackfill } from "./reader-counters-backfill";
import { readerProfileCounts } from "./reader-counters";
import { clearReads, recordRead } from "./reads";

// The counters' backfill job (issue 28, second part) on a real database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL, where the concurrent cases really run side by side on a pool of 4).

let handle: DatabaseHandle;
let storyIds: number[] = [];
let articleIds: number[] = [];
const day = (n: number, hour = 9) => new Date(Date.UTC(2026, 2, 1 + n, hour));

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  await createOutlets(db, [outletRecord("lefty", { bias: "left" }), outletRecord("middle", { bias: "center" }), outletRecord("righty", { bias: "right" })]);
  const interests = await createTestInterests(db, 3, 7000);
  storyIds = [
    await createStory(db, [
      { outletId: "lefty", title: "Senate passes infrastructure bill", publishedAt: day(0) },
      { outletId: "middle", title: "Infrastructure bill clears the Senate", publishedAt: day(0) },
    ]),
    await createStory(db, [{ outletId: "righty", title: "Border seizure sets a record", publishedAt: day(0) }]),
    await createStory(db, [
      { outletId: "lefty", title: "Heatwave grips Texas", publishedAt: day(0) },
      { outletId: "middle", title: "Texas heatwave breaks records", publishedAt: day(0) },
      { outletId: "righty", title: "Texas swelters in record heat", publishedAt: day(0) },
    ]),
  ];
  await db.execute(sql`update stories set interest_ids = ${`{${interests[0]},${interests[1]}}`}::int[] where id = ${storyIds[0]}`);
  await db.execute(sql`update stories set interest_ids = ${`{${interests[2]}}`}::int[] where id = ${storyIds[1]}`);
  const rows = await queryRows<{ id: string }>(db, sql`select a.id from articles a join story_articles sa on sa.article_id = a.id where sa.story_id = ${storyIds[2]} order by a.id`);
  articleIds = rows.map((row) => Number(row.id));
});

/** Some reads for a reader: story reads on several days (a story read twice on two days), and article reads. */
async function readSome(userId: number, seed: number): Promise<void> {
  for (let i = 0; i < 6; i++) {
    const story = storyIds[(seed + i) % storyIds.length]!;
    const articleId = story === storyIds[2] && i % 2 === 0 ? articleIds[(seed + i) % articleIds.length]! : null;
    await recordRead(handle.db, { userId, storyId: story, articleId, readAt: day((seed * 3 + i * 2) % 9, 8 + i) });
  }
}

/** Every counter row of these readers, weights rounded (the job and the per-read upkeep add in different orders). */
async function counters(userIds: number[]): Promise<unknown[]> {
  const ids = sql`${`{${userIds.join(",")}}`}::int[]`;
  const days = await queryRows(handle.db, sql`select user_id, day::text, reads, stories from reader_days where user_id = any(${ids}) and (reads <> 0 or stories <> 0) order by 1, 2`);
  const outlets = await queryRows(
    handle.db,
    sql`select user_id, day::text, outlet_id, round(weight::numeric, 9)::text as weight from reader_outlet_days where user_id = any(${ids}) and weight > 1e-9 order by 1, 2, 3`,
  );
  const interests = await queryRows(handle.db, sql`select user_id, day::text, interest_id, reads from reader_interest_days where user_id = any(${ids}) and reads <> 0 order by 1, 2, 3`);
  return [days, outlets, interests];
}

/** Readers as the counters' migration leaves them: history kept, counters not built, marked pending. */
async function forgetCounters(userIds: number[]): Promise<void> {
  const ids = sql`${`{${userIds.join(",")}}`}::int[]`;
  for (const table of ["reader_days", "reader_outlet_days", "reader_interest_days"]) {
    await handle.db.execute(sql`delete from ${sql.identifier(table)} where user_id = any(${ids})`);
  }
  await handle.db.execute(sql`insert into reader_counters_pending (user_id) select unnest(${ids}) on conflict do nothing`);
}

async function readers(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const { user } = await createTestUser(handle.db);
    await readSome(user.id, i);
    ids.push(user.id);
  }
  return ids;
}

async function pendingAmong(userIds: number[]): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(handle.db, sql`select user_id as id from reader_counters_pending where user_id = any(${`{${userIds.join(",")}}`}::int[]) order by 1`);
  return rows.map((row) => Number(row.id));
}

/** Runs the job until nobody is pending (other tests' readers included). */
async function drain(batchSize: number): Promise<void> {
  while ((await backfillReaderCountersBatch(handle.db, batchSize)).readers > 0);
}

describe("the reader counters' backfill job", () => {
  it("builds, batch by batch, the same counters the per-read upkeep kept", async () => {
    const ids = await readers(5);
    const kept = await counters(ids);
    expect((kept[0] as unknown[]).length).toBeGreaterThan(10);
    await forgetCounters(ids);
    expect(await counters(ids)).toEqual([[], [], []]);
    expect(await pendingReaderCount(handle.db)).toBeGreaterThanOrEqual(5);

    const first = await backfillReaderCountersBatch(handle.db, 2);
    expect(first.readers).toBe(2);
    expect(await pendingAmong(ids)).toEqual(ids.slice(2));
    await drain(2);
    expect(await pendingAmong(ids)).toEqual([]);
    expect(await counters(ids)).toEqual(kept);
  });

  it("leaves an interrupted batch's readers pending and unbuilt, and builds them on the next run", async () => {
    const ids = await readers(3);
    const kept = await counters(ids);
    await forgetCounters(ids);
    // The batch fails half-way (its interests' insert), after it wrote the days and outlets.
    await handle.db.execute(sql.raw(`create function og_test_fail() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`));
    await handle.db.execute(sql.raw(`create trigger og_test_fail before insert on reader_interest_days for each row execute function og_test_fail()`));
    try {
      await expect(backfillReaderCountersBatch(handle.db, 1_000)).rejects.toMatchObject({ cause: { message: "disk full" } });
    } finally {
      await handle.db.execute(sql.raw(`drop trigger og_test_fail on reader_interest_days`));
      await handle.db.execute(sql.raw(`drop function og_test_fail()`));
    }
    expect(await pendingAmong(ids)).toEqual(ids);
    expect(await counters(ids)).toEqual([[], [], []]);

    const run = await runReaderCountersBackfill(handle.db, { batchSize: 2, budgetMs: 60_000 });
    expect(run.readers).toBeGreaterThanOrEqual(3);
    expect(run).toMatchObject({ left: 0, more: false });
    expect(await counters(ids)).toEqual(kept);
  });

  it("stops on its time budget and says there is more", async () => {
    const ids = await readers(3);
    await forgetCounters(ids);
    let clock = 0;
    const run = await runReaderCountersBackfill(handle.db, { batchSize: 1, budgetMs: 10, now: () => (clock += 10) });
    expect(run).toMatchObject({ readers: 1, more: true });
    expect(run.left).toBeGreaterThanOrEqual(2);
    await drain(10);
  });

  it("counts reads recorded between batches exactly once", async () => {
    const ids = await readers(4);
    await forgetCounters(ids);
    await backfillReaderCountersBatch(handle.db, 2); // ids[0] and ids[1] built, ids[2] and ids[3] pending
    expect(await pendingAmong(ids)).toEqual(ids.slice(2));
    for (const userId of [ids[0]!, ids[2]!]) {
      await recordRead(handle.db, { userId, storyId: storyIds[0]!, readAt: day(9, 7) }); // built: counted now; pending: by its build
      await recordRead(handle.db, { userId, storyId: storyIds[2]!, articleId: articleIds[1]!, readAt: day(9, 8) });
      await recordRead(handle.db, { userId, storyId: storyIds[0]!, readAt: day(10, 7) }); // the story moves to day 10
    }
    await clearReads(handle.db, ids[3]!); // a pending reader who clears the history is left with nothing to build
    expect(await pendingAmong(ids)).toEqual([ids[2]!]);
    await drain(2);
    const job = await counters(ids);
    // The reference: the same histories rebuilt in one go.
    await forgetCounters(ids);
    await drain(100);
    expect(job).toEqual(await counters(ids));
    const [days] = job as [{ user_id: number; day: string; reads: number; stories: number }[]];
    for (const userId of [ids[0]!, ids[2]!]) {
      expect(days.filter((row) => row.user_id === userId && row.day >= "2026-03-10").map((row) => [row.day, row.reads, row.stories])).toEqual([
        ["2026-03-10", 2, 1],
        ["2026-03-11", 1, 1],
      ]);
    }
    expect(days.filter((row) => row.user_id === ids[3])).toEqual([]);
  });

  it("builds each reader once with two workers at the same time, reads being recorded meanwhile", async () => {
    const ids = await readers(8);
    await forgetCounters(ids);
    const worker = () => runReaderCountersBackfill(handle.db, { batchSize: 1, budgetMs: 60_000 });
    const reading = (async () => {
      for (const [index, userId] of ids.entries()) {
        await recordRead(handle.db, { userId, storyId: storyIds[index % 3]!, readAt: day(11, 9) });
      }
    })();
    const [a, b] = await Promise.all([worker(), worker(), reading]);
    expect(a.readers + b.readers).toBeGreaterThanOrEqual(8);
    expect(await pendingAmong(ids)).toEqual([]);
    const job = await counters(ids);
    await forgetCounters(ids);
    await drain(100);
    expect(job).toEqual(await counters(ids));
    const eleventh = ((job[0] as { day: string; reads: number }[]).filter((row) => row.day === "2026-03-12"));
    expect(eleventh.reduce((sum, row) => sum + row.reads, 0)).toBeGreaterThanOrEqual(8);
  });

  it("gives My News Bias a pending reader's whole profile at once, built on demand", async () => {
    const ids = await readers(1);
    const userId = ids[0]!;
    const since = day(-1);
    const expected = await readerProfileCounts(handle.db, { userId, since });
    expect(expected.readCount).toBe(6);
    await forgetCounters(ids);
    const rounded = (counts: typeof expected) => ({ ...counts, outlets: counts.outlets.map((row) => ({ ...row, weight: row.weight.toFixed(9) })) });
    expect(rounded(await readerProfileCounts(handle.db, { userId, since }))).toEqual(rounded(expected));
    expect(await pendingAmong(ids)).toEqual([]);
  });

  it("never marks a new reader pending: their counters are kept as they read", async () => {
    const { user } = await createTestUser(handle.db);
    await readSome(user.id, 2);
    expect(await pendingAmong([user.id])).toEqual([]);
    expect((await readerProfileCounts(handle.db, { userId: user.id, since: day(-1) })).readCount).toBe(6);
  });
});
