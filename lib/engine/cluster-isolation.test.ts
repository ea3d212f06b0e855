import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { ARRESTS_A, ARRESTS_B, BACKGROUND, NOMINEE_HEARING } from "@/lib/news/cluster/cluster-fixtures";
import type { ClusterInput } from "@/lib/news/cluster/story-clusterer";
import { createTestDatabase } from "@/test/db";
import { clusterInputUrl, storeClusterInputs } from "@/test/factories/cluster-inputs";
import { clusterPending, createClusterEngine, type ClusterBatchResult } from "./cluster-pending";
import { feedStatus } from "./feed-status";

// Issue 23: "an exception while clustering blocks all later clustering, because the same batch is
// retried with no isolation of the bad article." The database refuses one article's membership (a
// trigger, standing for any fault tied to one article); the others must still be clustered.
const ARTICLES = [...BACKGROUND, NOMINEE_HEARING, ARRESTS_A, ARRESTS_B];
const BAD = NOMINEE_HEARING;
const url = clusterInputUrl;

interface Row {
  url: string;
  clustered: boolean;
  clusterError: string | null;
  member: boolean;
}

describe("one article that cannot be clustered", () => {
  let handle: DatabaseHandle;
  const results: ClusterBatchResult[] = [];
  let rows: Map<string, Row>;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await storeClusterInputs(handle.db, ARTICLES);
    const [bad] = await queryRows<{ id: number }>(handle.db, sql`select id::int from articles where url = ${url(BAD)}`);
    await handle.db.execute(
      sql.raw(`create function refuse_membership() returns trigger language plpgsql as $$
        begin
          if new.article_id = ${bad!.id} then raise exception 'simulated clustering failure'; end if;
          return new;
        end $$`),
    );
    await handle.db.execute(sql`create trigger refuse_membership before insert on story_articles for each row execute function refuse_membership()`);
    const engine = createClusterEngine();
    results.push(await clusterPending(handle.db, engine), await clusterPending(handle.db, engine));
    const found = await queryRows<Row>(
      handle.db,
      sql`select a.url, a.clustered_at is not null as clustered, a.cluster_error as "clusterError",
                 exists (select 1 from story_articles sa where sa.article_id = a.id) as member
          from articles a`,
    );
    rows = new Map(found.map((row) => [row.url, row]));
  });

  it("clusters every other article", () => {
    expect(results[0]).toMatchObject({ clustered: ARTICLES.length - 1, setAside: 1 });
    for (const article of ARTICLES.filter((a) => a !== BAD)) expect(rows.get(url(article))).toMatchObject({ clustered: true, member: true, clusterError: null });
  });

  it("sets the bad article aside with the database's error, so the next turn is not blocked by it", () => {
    expect(rows.get(url(BAD))).toMatchObject({ clustered: true, member: false, clusterError: "simulated clustering failure" });
    expect(results[1]).toMatchObject({ clustered: 0, setAside: 0 });
  });

  it("counts it on the feeds' status", async () => {
    expect((await feedStatus(handle.db)).totals).toMatchObject({ articles: ARTICLES.length, unclustered: 0, setAside: 1 });
  });
});

describe("clustering that fails for every article", () => {
  it("is the engine's fault, not the articles': it throws and leaves them all in the queue", async () => {
    const handle = await createTestDatabase();
    await storeClusterInputs(handle.db, ARTICLES);
    await handle.db.execute(
      sql.raw(`create function refuse_all() returns trigger language plpgsql as $$ begin raise exception 'disk full'; end $$`),
    );
    await handle.db.execute(sql`create trigger refuse_all before insert on story_articles for each row execute function refuse_all()`);
    await expect(clusterPending(handle.db, createClusterEngine())).rejects.toThrow("Clustering fails for every article, not one: disk full");
    expect((await feedStatus(handle.db)).totals).toMatchObject({ articles: ARTICLES.length, unclustered: ARTICLES.length, setAside: 0 });
  });
});
