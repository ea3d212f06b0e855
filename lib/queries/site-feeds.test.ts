import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createStory } from "@/test/factories/stories";
import { countLiveStories, interestsForSitemap, recentStoriesForSitemap, relatedInterests } from "./site-feeds";

let handle: DatabaseHandle;
const hour = 3600_000;
const base = Date.parse("2026-03-10T12:00:00Z");

async function interestId(name: string): Promise<number> {
  const rows = await queryRows<{ id: number }>(handle.db, sql`select id from interests where name = ${name}`);
  if (!rows[0]) throw new Error(`the engine found no interest named ${name}`);
  return Number(rows[0].id);
}

beforeAll(async () => {
  handle = await createTestDatabase();
  await createOutlets(handle.db, [
    outletRecord("left-daily", { bias: "left" }),
    outletRecord("centre-wire", { bias: "center" }),
    outletRecord("right-post", { bias: "right" }),
  ]);
  const at = (hours: number) => new Date(base + hours * hour);
  await createStory(handle.db, [
    { outletId: "left-daily", title: "Houston floods as storm hits Texas coast", publishedAt: at(0) },
    { outletId: "centre-wire", title: "Storm floods Houston, Texas officials say", publishedAt: at(1) },
  ]);
  await createStory(handle.db, [
    { outletId: "right-post", title: "Texas governor signs border bill in Austin", publishedAt: at(2) },
    { outletId: "centre-wire", title: "Austin: Texas governor signs border security bill", publishedAt: at(3) },
  ]);
  await createStory(handle.db, [{ outletId: "centre-wire", title: "Houston Astros win opening game", publishedAt: at(4) }]);
});

describe("related interests", () => {
  it("lists the interests that share stories with one, most shared first, never the interest itself", async () => {
    const texas = await interestId("Texas");
    const houston = await interestId("Houston");
    const related = await relatedInterests(handle.db, texas, { limit: 20 });
    const names = related.map((interest) => interest.name);
    expect(names).not.toContain("Texas");
    expect(names).toContain("Houston");
    expect(names).toContain("Austin");
    // Houston shares one story with Texas (the floods); the Astros story does not mention Texas.
    expect(related.find((interest) => interest.id === houston)?.sharedStories).toBe(1);
    const counts = related.map((interest) => interest.sharedStories);
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
  });

  it("honours the limit and the time window", async () => {
    const texas = await interestId("Texas");
    expect(await relatedInterests(handle.db, texas, { limit: 1 })).toHaveLength(1);
    const onlyLater = await relatedInterests(handle.db, texas, { limit: 20, since: new Date(base + 1.5 * hour) });
    expect(onlyLater.map((interest) => interest.name)).not.toContain("Houston");
    expect(onlyLater.map((interest) => interest.name)).toContain("Austin");
  });

  it("is empty for an interest without stories", async () => {
    expect(await relatedInterests(handle.db, 2_000_000_000, { limit: 5 })).toEqual([]);
  });
});

describe("counts and sitemap lists", () => {
  it("counts the live stories and lists the newest first", async () => {
    expect(await countLiveStories(handle.db)).toBe(3);
    const stories = await recentStoriesForSitemap(handle.db, 10);
    expect(stories).toHaveLength(3);
    expect(stories[0]!.lastSeenAt).toBe(new Date(base + 4 * hour).toISOString());
  });

  it("lists interests with stories, the most covered first", async () => {
    const interests = await interestsForSitemap(handle.db, 100);
    expect(interests[0]!.id).toBe(await interestId("Texas"));
    expect(interests[0]!.stories).toBeGreaterThanOrEqual(2);
  });
});
