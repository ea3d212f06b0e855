import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { BACKGROUND, UN_COUNCIL as COUNCIL, UN_POVERTY as POVERTY } from "@/lib/news/cluster/cluster-fixtures";
import type { ClusterInput } from "@/lib/news/cluster/story-clusterer";
import { createTestDatabase } from "@/test/db";
import { clusterInputUrl as url, storeClusterInputs } from "@/test/factories/cluster-inputs";
import { clusterPending, createClusterEngine, type ClusterBatchResult } from "./cluster-pending";

// The split and merge passes through the engine (issue 26, seventh round's held-out check): the split
// pass takes the UN poverty report out of the UN rights council story; later batches bring only
// unrelated reports. The merge pass used to fuse the poverty report back each batch and the split pass
// to cut it out again into a new story: its stored story, its page's address and its "why split"
// changed every batch. Now it stays where the split put it.

/** Unrelated reports of the next day, one per batch. */
const LATER: ClusterInput[] = [
  { id: "later-1", source: "outlet-a", title: "Wildfire forces evacuations near Boulder foothills", lead: "Crews fought the blaze through the night as winds picked up.", publishedAt: Date.parse("2026-06-22T08:00:00Z") },
  { id: "later-2", source: "outlet-b", title: "Carmaker recalls electric vans over battery fault", lead: "Owners are told not to charge the vans indoors until repairs are made.", publishedAt: Date.parse("2026-06-22T10:00:00Z") },
  { id: "later-3", source: "outlet-c", title: "Marathon record falls in Berlin heat", lead: "The winner finished in two hours and a minute despite the temperature.", publishedAt: Date.parse("2026-06-22T12:00:00Z") },
];

interface Stored {
  storyId: number;
  splitFrom: number | null;
}

describe("the split and merge passes in the engine", () => {
  let handle: DatabaseHandle;
  const engine = createClusterEngine();

  async function stored(article: ClusterInput): Promise<Stored> {
    const [row] = await queryRows<Stored>(
      handle.db,
      sql`select sa.story_id::int as "storyId", (sa.split->>'fromStoryId')::int as "splitFrom"
          from story_articles sa join articles a on a.id = sa.article_id where a.url = ${url(article)}`,
    );
    return row!;
  }

  async function mergedStories(): Promise<number> {
    const [row] = await queryRows<{ count: number }>(handle.db, sql`select count(*)::int as count from stories where merged_into is not null`);
    return row!.count;
  }

  beforeAll(async () => {
    handle = await createTestDatabase();
    await storeClusterInputs(handle.db, [...BACKGROUND, COUNCIL, POVERTY]);
    await clusterPending(handle.db, engine);
  });

  it("keeps the report the split pass took out in one stored story, batch after batch of unrelated reports", async () => {
    const council = await stored(COUNCIL);
    const first = await stored(POVERTY);
    // The first batch joined the two (the UN and the US in both headlines) and the split pass cut them.
    expect(first.storyId).not.toBe(council.storyId);
    expect(first.splitFrom).toBe(council.storyId);
    const merged = await mergedStories();
    for (const article of LATER) {
      await storeClusterInputs(handle.db, [article]);
      const batch: ClusterBatchResult = await clusterPending(handle.db, engine);
      expect(batch.clustered).toBe(1);
      expect(batch.merged).toBe(0);
      expect(await stored(POVERTY)).toEqual(first);
      expect(await stored(COUNCIL)).toEqual(council);
      // No story was fused away (the poverty report's earlier stories were, each batch, before the fix).
      expect(await mergedStories()).toBe(merged);
    }
  });
});
