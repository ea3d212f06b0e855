import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createStory } from "@/test/factories/stories";
import { createTestUser } from "@/test/factories/users";
import type { DatabaseHandle } from "@/lib/db";
import { sql } from "drizzle-orm";
import { queryRows } from "@/lib/db/rows";
import { biasProfile } from "@/lib/personal/bias-profile";
import { PROFILE_PERIODS, periodStart } from "@/lib/personal/period";
import { profileReads } from "@/lib/queries/personal-reads";
import { runReaderCountersBackfill } from "@/lib/queries/reader-counters-backfill";
import { clearReads, recordRead } from "@/lib/queries/reads";
import { recordStoryRead } from "@/lib/site/story-read";
import { loadProfile } from "./profile-data";

const now = new Date("2026-03-10T12:00:00Z");
const at = (hour: number) => new Date(`2026-03-10T${String(hour).padStart(2, "0")}:00:00Z`);
const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 3_600_000);

let handle: DatabaseHandle;
let heat: number;
let rightOnly: number;
let heatArticleFromLefty: number;

beforeAll(async () => {
  handle = await createTestDatabase();
  await createOutlets(handle.db, [
    outletRecord("lefty", { bias: "left", factuality: "high", ownershipType: "nonprofit" }),
    outletRecord("middle", { bias: "center", factuality: "veryHigh", ownershipType: "corporation" }),
    outletRecord("righty", { bias: "right", factuality: "mixed", ownershipType: "corporation" }),
    outletRecord("righter", { bias: "farRight", factuality: "low", ownershipType: "individual/family" }),
  ]);
  heat = await createStory(handle.db, [
    { outletId: "lefty", title: "Heatwave grips Texas as temperatures soar", publishedAt: at(9) },
    { outletId: "middle", title: "Texas heatwave: temperatures soar past records", publishedAt: at(10) },
  ]);
  rightOnly = await createStory(handle.db, [
    { outletId: "righty", title: "Border Patrol seizes record fentanyl load at crossing", publishedAt: at(11) },
    { outletId: "righter", title: "Record fentanyl seizure at the border crossing", publishedAt: at(11) },
  ]);
  const [row] = await queryRows<{ id: string }>(handle.db, sql`select a.id from articles a join story_articles sa on sa.article_id = a.id where sa.story_id = ${heat} and a.outlet_id = 'lefty'`);
  heatArticleFromLefty = Number(row!.id);
});

describe("My News Bias's data", () => {
  it("weighs article reads by their outlet and story reads across the story's outlets, over the chosen period", async () => {
    const { user } = await createTestUser(handle.db);
    await recordRead(handle.db, { userId: user.id, storyId: heat, articleId: heatArticleFromLefty, readAt: daysAgo(1) });
    await recordRead(handle.db, { userId: user.id, storyId: heat, readAt: daysAgo(2) }); // ½ lefty, ½ middle
    await recordRead(handle.db, { userId: user.id, storyId: heat, articleId: heatArticleFromLefty, readAt: daysAgo(20) });

    const week = await loadProfile(handle.db, user.id, "week", now);
    expect(week.profile.readCount).toBe(2);
    expect(week.profile.sides).toEqual({ left: 75, center: 25, right: 0 });
    expect(week.profile.factuality).toMatchObject({ high: 75, veryHigh: 25 });
    expect(week.profile.topOutlets.map((outlet) => [outlet.name, outlet.weight])).toEqual([
      ["Lefty", 1.5],
      ["Middle", 0.5],
    ]);
    expect(week.profile.topInterests[0]).toEqual({ id: 32, reads: 2 });
    expect(week.interestNames.get(32)).toBe("Weather");

    const month = await loadProfile(handle.db, user.id, "month", now);
    expect(month.profile.readCount).toBe(3);
    expect(month.profile.sides.left).toBe(83);
  });

  it("suggests the unread stories of the side read least", async () => {
    const { user } = await createTestUser(handle.db);
    await recordRead(handle.db, { userId: user.id, storyId: heat, articleId: heatArticleFromLefty, readAt: daysAgo(1) });
    const data = await loadProfile(handle.db, user.id, "week", now);
    expect(data.missing?.side).toBe("right");
    expect(data.missing?.cards.map((card) => card.id)).toEqual([rightOnly]);
    expect(data.missing?.cards[0]!.coverage).toEqual({ left: 0, center: 0, right: 100 });
  });

  it("has nothing to show or suggest before the reader reads", async () => {
    const { user } = await createTestUser(handle.db);
    const data = await loadProfile(handle.db, user.id, "year", now);
    expect(data.profile.readCount).toBe(0);
    expect(data.missing).toBeNull();
  });

  describe("from the counters kept as reads are recorded (issue 28)", () => {
    // At midnight UTC a period's days hold exactly its reads, so the counters and the history agree.
    const midnight = new Date("2026-03-11T00:00:00Z");
    const before = (days: number, hours = 0) => new Date(midnight.getTime() - days * 24 * 3_600_000 - hours * 3_600_000);
    const reference = async (userId: number, period: (typeof PROFILE_PERIODS)[number]) =>
      biasProfile(await profileReads(handle.db, { userId, since: periodStart(period, midnight) }));

    async function readALot(userId: number) {
      await recordRead(handle.db, { userId, storyId: heat, articleId: heatArticleFromLefty, readAt: before(1, 3) });
      await recordRead(handle.db, { userId, storyId: heat, readAt: before(2, 5) });
      await recordRead(handle.db, { userId, storyId: heat, readAt: before(8, 1) });
      await recordRead(handle.db, { userId, storyId: rightOnly, readAt: before(40) });
      await recordRead(handle.db, { userId, storyId: rightOnly, readAt: before(5, 2) }); // the story's latest read moves to this day
      await recordRead(handle.db, { userId, storyId: rightOnly, readAt: before(5, 9) }); // same day, earlier, recorded later
      await recordRead(handle.db, { userId, storyId: heat, readAt: before(200) }); // an old read recorded after newer ones
    }

    it("gives every period the figures the reading history gives, stories counted once across days", async () => {
      const { user } = await createTestUser(handle.db);
      await readALot(user.id);
      for (const period of PROFILE_PERIODS) {
        const { profile } = await loadProfile(handle.db, user.id, period, midnight);
        expect(profile, period).toEqual(await reference(user.id, period));
      }
      const week = (await loadProfile(handle.db, user.id, "week", midnight)).profile;
      expect([week.readCount, week.storyCount]).toEqual([4, 2]);
      expect((await loadProfile(handle.db, user.id, "year", midnight)).profile.storyCount).toBe(2);
    });

    it("rebuilds the same counters from the history (the backfill job)", async () => {
      const { user } = await createTestUser(handle.db);
      await readALot(user.id);
      const kept = await Promise.all(PROFILE_PERIODS.map((period) => loadProfile(handle.db, user.id, period, midnight)));
      for (const table of ["reader_days", "reader_outlet_days", "reader_interest_days"]) await handle.db.execute(sql`delete from ${sql.identifier(table)} where user_id = ${user.id}`);
      await handle.db.execute(sql`insert into reader_counters_pending (user_id) values (${user.id})`);
      await runReaderCountersBackfill(handle.db, { batchSize: 100, budgetMs: 60_000 });
      const rebuilt = await Promise.all(PROFILE_PERIODS.map((period) => loadProfile(handle.db, user.id, period, midnight)));
      expect(rebuilt.map((data) => data.profile)).toEqual(kept.map((data) => data.profile));
      expect(rebuilt[2]!.profile.readCount).toBe(7);
    });

    it("counts a reload within 30 minutes once, and forgets the counters with the history", async () => {
      const { user } = await createTestUser(handle.db);
      await recordStoryRead(handle.db, { userId: user.id, storyId: rightOnly, now: before(1) });
      await recordStoryRead(handle.db, { userId: user.id, storyId: rightOnly, now: new Date(before(1).getTime() + 20 * 60_000) });
      const once = (await loadProfile(handle.db, user.id, "week", midnight)).profile;
      expect([once.readCount, once.storyCount, once.sides.right]).toEqual([1, 1, 100]);
      expect(once).toEqual(await reference(user.id, "week"));

      await clearReads(handle.db, user.id);
      const cleared = await loadProfile(handle.db, user.id, "year", midnight);
      expect(cleared.profile.readCount).toBe(0);
      expect(cleared.profile.topOutlets).toEqual([]);
      expect(cleared.missing).toBeNull();
    });
  });
});
