import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import { interests, stories, storyInterests } from "@/lib/db/schema";
import type { FactsInterest, StoryFactsResult } from "@/lib/news/story-facts";
import { createTestDatabase } from "@/test/db";
import { allocateStoryIds, insertStoryShells, writeStoriesFacts } from "./story-writes";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});

function facts(title: string, named: FactsInterest[]): StoryFactsResult {
  const at = new Date("2030-03-01T12:00:00Z");
  return {
    title,
    summary: "",
    imageUrl: null,
    firstSeenAt: at,
    lastSeenAt: at,
    articleCount: 1,
    sourceCount: 1,
    biasCounts: { left: 0, leanLeft: 0, center: 1, leanRight: 0, right: 0, unknown: 0 } as StoryFactsResult["biasCounts"],
    leftPercent: 0,
    centerPercent: 100,
    rightPercent: 0,
    blindspotFor: null,
    editions: ["top-us"],
    interests: named,
  };
}

const organisation = (id: number, name: string, slug: string, score = 1): FactsInterest => ({ id, kind: "organisation", name, slug, score });

async function newStories(count: number): Promise<number[]> {
  const ids = await allocateStoryIds(handle.db, count);
  await insertStoryShells(handle.db, ids.map((id) => ({ id, title: "shell", seenAt: new Date("2030-03-01T12:00:00Z") })));
  return ids;
}

describe("writeStoriesFacts", () => {
  it("links names that share a slug to the one stored interest instead of failing the whole batch", async () => {
    const [first, second] = await newStories(2);
    await writeStoriesFacts(handle.db, [
      { storyId: first!, facts: facts("Senate votes", [organisation(2_000_000_001, "U.S. Senate", "org-us-senate", 0.5)]) },
      // Same slug under another id (punctuation), named twice in one story: one link, the best score.
      { storyId: second!, facts: facts("Senate again", [organisation(2_000_000_002, "US Senate", "org-us-senate", 0.4), organisation(2_000_000_001, "U.S. Senate", "org-us-senate", 0.9)]) },
    ]);
    const stored = await handle.db.select().from(interests).where(eq(interests.slug, "org-us-senate"));
    expect(stored.map((row) => row.id)).toEqual([2_000_000_001]);
    const links = await handle.db.select().from(storyInterests).where(inArray(storyInterests.storyId, [first!, second!]));
    expect(links.map((link) => [link.storyId, link.interestId, link.score]).sort()).toEqual(
      [
        [first!, 2_000_000_001, 0.5],
        [second!, 2_000_000_001, 0.9],
      ].sort(),
    );
    const [row] = await handle.db.select({ interestIds: stories.interestIds }).from(stories).where(eq(stories.id, second!));
    expect(row!.interestIds).toEqual([2_000_000_001]);
  });

  it("links a name whose hashed id another name already holds to that interest", async () => {
    const [story] = await newStories(1);
    await writeStoriesFacts(handle.db, [{ storyId: story!, facts: facts("Pay", [organisation(2_000_000_010, "Acme Corp", "org-acme-corp")]) }]);
    await writeStoriesFacts(handle.db, [{ storyId: story!, facts: facts("Pay", [organisation(2_000_000_010, "Globex", "org-globex")]) }]);
    const links = await handle.db.select().from(storyInterests).where(eq(storyInterests.storyId, story!));
    expect(links.map((link) => link.interestId)).toEqual([2_000_000_010]);
    expect(await handle.db.select().from(interests).where(eq(interests.slug, "org-globex"))).toEqual([]);
  });
});
