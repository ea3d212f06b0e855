import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { ARRESTS_A, ARRESTS_B, BACKGROUND, NOMINEE_HEARING } from "@/lib/news/cluster/cluster-fixtures";
import type { ClusterInput } from "@/lib/news/cluster/story-clusterer";
import { createTestDatabase } from "@/test/db";
import { clusterInputUrl, storeClusterInputs } from "@/test/factories/cluster-inputs";
import { clusterPending, createClusterEngine, type ClusterBatchResult } from "./cluster-pending";

// The clusterer's second look through the engine: an article decided into a neighbouring event's
// story moves, once its batch is in, to the story of its own event; the move is stored with why it
// fits there, and both stories' facts follow.
const ARTICLES = [...BACKGROUND, NOMINEE_HEARING, ARRESTS_A, ARRESTS_B];
const url = clusterInputUrl;

interface Membership {
  url: string;
  storyId: number;
  score: number;
  sharedTerms: string[];
  articleCount: number;
}

describe("second look in the engine", () => {
  let handle: DatabaseHandle;
  let result: ClusterBatchResult;
  let byUrl: Map<string, Membership>;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await storeClusterInputs(handle.db, ARTICLES);
    result = await clusterPending(handle.db, createClusterEngine());
    const rows = await queryRows<Membership>(
      handle.db,
      sql`select a.url, sa.story_id::int as "storyId", sa.score, sa.shared_terms as "sharedTerms", s.article_count as "articleCount"
          from story_articles sa join articles a on a.id = sa.article_id join stories s on s.id = sa.story_id`,
    );
    byUrl = new Map(rows.map((row) => [row.url, row]));
  });

  it("moves the first arrests report from the hearing's story to the arrests' story", () => {
    expect(result).toMatchObject({ clustered: ARTICLES.length, moved: 1 });
    const hearing = byUrl.get(url(NOMINEE_HEARING))!;
    const first = byUrl.get(url(ARRESTS_A))!;
    const second = byUrl.get(url(ARRESTS_B))!;
    expect(first.storyId).toBe(second.storyId);
    expect(hearing.storyId).not.toBe(first.storyId);
  });

  it("stores why the moved article fits its new story, and both stories' facts follow the move", () => {
    const first = byUrl.get(url(ARRESTS_A))!;
    expect(first.sharedTerms).toEqual(expect.arrayContaining(["Capitol", "protesters"]));
    expect(first.score).toBeGreaterThanOrEqual(0.25);
    expect(first.articleCount).toBe(2);
    expect(byUrl.get(url(NOMINEE_HEARING))!.articleCount).toBe(1);
  });
});
