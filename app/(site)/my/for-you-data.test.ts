import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createStory } from "@/test/factories/stories";
import { createTestUser } from "@/test/factories/users";
import type { DatabaseHandle } from "@/lib/db";
import { upsertRelation, type FollowRelation } from "@/lib/queries/follows";
import { mergeStoryInto } from "@/lib/queries/story-writes";
import { ensureTopicInterests } from "@/lib/queries/personal-topics";
import { TOPICS } from "@/lib/news/interests/taxonomy";
import { forgetPersonalPools, personalPools, readRecent } from "@/lib/site/personal-pools";
import { loadForYou } from "./for-you-data";

const WEATHER = 32;
const TAXES = 53;
const now = new Date("2026-03-10T12:00:00Z");
const at = (hour: number) => new Date(`2026-03-10T${String(hour).padStart(2, "0")}:00:00Z`);

let handle: DatabaseHandle;
const story: Record<string, number> = {};

beforeAll(async () => {
  handle = await createTestDatabase();
  await createOutlets(handle.db, [outletRecord("lefty", { bias: "left" }), outletRecord("middle", { bias: "center" }), outletRecord("righty", { bias: "right" })]);
  await ensureTopicInterests(handle.db, TOPICS);
  story.heat = await createStory(handle.db, [
    { outletId: "lefty", title: "Heatwave grips Texas as temperatures soar", publishedAt: at(9) },
    { outletId: "middle", title: "Texas heatwave: temperatures soar past records", publishedAt: at(10) },
  ]);
  story.tennis = await createStory(handle.db, [{ outletId: "righty", title: "Tennis star wins Wimbledon final in five sets", publishedAt: at(11) }]);
  story.stormTax = await createStory(handle.db, [{ outletId: "middle", title: "Storm relief: tax break promised after weather damage", publishedAt: at(11) }]);
  story.blockedOnly = await createStory(handle.db, [{ outletId: "lefty", title: "Snowstorm weather warning issued for the Alps", publishedAt: at(8) }]);
  story.unrelated = await createStory(handle.db, [{ outletId: "middle", title: "Film festival opens with a premiere of a new movie", publishedAt: at(11) }]);
});

async function reader(relations: [kind: "interest" | "outlet", id: string, relation: FollowRelation][]): Promise<number> {
  const { user } = await createTestUser(handle.db);
  for (const [kind, targetId, relation] of relations) await upsertRelation(handle.db, { userId: user.id, kind, targetId }, relation, now);
  return user.id;
}

describe("For You's data", () => {
  it("shows the followed topic's and the followed outlet's stories, most covered first, with the reason", async () => {
    const userId = await reader([
      ["interest", String(WEATHER), "follow"],
      ["outlet", "righty", "follow"],
    ]);
    const data = await loadForYou(handle.db, userId, now);
    const ids = data.items.map((item) => item.card.id);
    expect(ids[0]).toBe(story.heat); // two sources beat one on the same day
    expect(ids).toEqual(expect.arrayContaining([story.heat, story.tennis, story.stormTax, story.blockedOnly]));
    expect(ids).not.toContain(story.unrelated);
    const heat = data.items.find((item) => item.card.id === story.heat)!;
    expect(heat.becauseInterests).toEqual(["Weather"]);
    expect(heat.card.topInterest).toEqual({ id: WEATHER, name: "Weather" });
    expect(data.items.find((item) => item.card.id === story.tennis)!.becauseOutlets).toEqual(["Righty"]);
    expect(data.followedInterests).toEqual([{ id: WEATHER, name: "Weather" }]);
  });

  it("leaves out stories with a muted topic and stories only blocked sources covered", async () => {
    const userId = await reader([
      ["interest", String(WEATHER), "follow"],
      ["interest", String(TAXES), "mute"],
      ["outlet", "lefty", "block"],
    ]);
    const ids = (await loadForYou(handle.db, userId, now)).items.map((item) => item.card.id);
    expect(ids).toEqual([story.heat]); // middle still covers it
  });

  it("is empty for a reader who follows nothing", async () => {
    const data = await loadForYou(handle.db, await reader([]), now);
    expect(data.items).toEqual([]);
    expect(data.followedInterests).toEqual([]);
  });

  it("picks every reader's stories from one shared pool, read again once the engine's change empties it", async () => {
    const weather = await reader([["interest", String(WEATHER), "follow"]]);
    const righty = await reader([["outlet", "righty", "follow"]]);
    await loadForYou(handle.db, weather, now);
    const flood = await createStory(handle.db, [{ outletId: "righty", title: "Flood warning as heavy rain and storms hit the coast", publishedAt: at(11) }]);
    // Both readers are served from the pool read before the new story (no query of their own).
    expect((await loadForYou(handle.db, righty, now)).items.map((item) => item.card.id)).toEqual([story.tennis]);
    forgetPersonalPools(); // what the revalidation route does on the engine's "stories" notice
    expect((await loadForYou(handle.db, righty, now)).items.map((item) => item.card.id)).toEqual(expect.arrayContaining([story.tennis, flood]));
    expect((await loadForYou(handle.db, weather, now)).items.map((item) => item.card.id)).toContain(flood);
  });

  it("reads the shared list once for requests that come together before it is read", async () => {
    forgetPersonalPools();
    const [first, second] = await Promise.all([personalPools(handle.db, now), personalPools(handle.db, now)]);
    expect(second).toBe(first); // one read, the same lists
    expect(first.recent.length).toBeGreaterThan(0);
    expect(await personalPools(handle.db, now)).toBe(first);
  });

  it("after the engine's notice, updates the list with the stories it wrote: new ones in, merged-away ones out", async () => {
    const righty = await reader([["outlet", "righty", "follow"]]);
    const quake = await createStory(handle.db, [{ outletId: "righty", title: "Earthquake shakes the capital overnight", publishedAt: at(10) }]);
    forgetPersonalPools();
    expect((await loadForYou(handle.db, righty, now)).items.map((item) => item.card.id)).toContain(quake);
    await mergeStoryInto(handle.db, quake, story.tennis!);
    forgetPersonalPools();
    expect((await loadForYou(handle.db, righty, now)).items.map((item) => item.card.id)).not.toContain(quake);
    // The same as reading the whole list afresh.
    const updated = (await personalPools(handle.db, now)).recent.map((row) => row.id);
    expect(updated).toEqual((await readRecent(handle.db, (await personalPools(handle.db, now)).at!)).map((row) => row.id));
  });

  it("reads the list in slices that together give every story once, newest first", async () => {
    // Two stories last seen at the same moment: the slices' boundary must fall between them and keep both.
    await createStory(handle.db, [{ outletId: "lefty", title: "Parliament votes on the railway budget tonight", publishedAt: at(7) }]);
    await createStory(handle.db, [{ outletId: "righty", title: "Railway budget vote in parliament tonight", publishedAt: at(7) }]);
    const whole = (await readRecent(handle.db, now, 1_000)).map((row) => row.id);
    expect(whole.length).toBeGreaterThanOrEqual(7);
    for (const slice of [1, 2, 3]) expect((await readRecent(handle.db, now, slice)).map((row) => row.id)).toEqual(whole);
  });

  it("makes cards for the stories the page shows only, and says whether there are more", async () => {
    const userId = await reader([["outlet", "middle", "follow"]]);
    const all = await loadForYou(handle.db, userId, now);
    expect(all.items.length).toBeGreaterThan(1);
    expect(all.more).toBe(false);
    const first = await loadForYou(handle.db, userId, now, 1);
    expect(first.items.map((item) => item.card.id)).toEqual([all.items[0]!.card.id]);
    expect(first.more).toBe(true);
  });
});
