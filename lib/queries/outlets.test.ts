import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { createTestDatabase } from "@/test/db";
import { outletRecord } from "@/test/factories/outlets";
import { upsertOutlets } from "./outlets";

// How a registry sync changes an existing database's feeds (issue 27): a feed the registry moves to
// another outlet follows it, one it drops is no longer fetched, and aggregator feeds are marked.

describe("syncing registry outlets' feeds", () => {
  let db: Database;
  const feedsOf = (outletId: string) =>
    queryRows<{ url: string; aggregator: boolean }>(db, sql`select url, aggregator from feeds where outlet_id = ${outletId} order by url`);

  beforeAll(async () => {
    db = (await createTestDatabase()).db;
    // Before: MS NOW's feed filed under NBC News, with a sports feed beside it.
    await upsertOutlets(
      db,
      [
        outletRecord("nbc-news", { feeds: ["https://feeds.nbc.example/news", "https://feeds.nbc.example/msnbc", "https://nbc.example/id/19782292/rss.xml"] }),
        outletRecord("msnbc", { feeds: [] }),
      ],
      "registry",
    );
    await db.execute(sql`update feeds set articles_added = 7 where url = 'https://feeds.nbc.example/msnbc'`);
  });

  it("moves a feed to the outlet the registry now files it under, keeping its history, and drops feeds it no longer lists", async () => {
    await upsertOutlets(
      db,
      [
        outletRecord("nbc-news", { feeds: ["https://feeds.nbc.example/news"] }),
        outletRecord("msnbc", { feeds: ["https://feeds.nbc.example/msnbc"], aggregatorFeeds: ["https://gather.example/rss"] }),
      ],
      "registry",
    );
    expect(await feedsOf("nbc-news")).toEqual([{ url: "https://feeds.nbc.example/news", aggregator: false }]);
    expect(await feedsOf("msnbc")).toEqual([
      { url: "https://feeds.nbc.example/msnbc", aggregator: false },
      { url: "https://gather.example/rss", aggregator: true },
    ]);
    const [moved] = await queryRows<{ added: number }>(db, sql`select articles_added as added from feeds where url = 'https://feeds.nbc.example/msnbc'`);
    expect(Number(moved!.added)).toBe(7);
  });

  it("never drops the feeds of an operator's import", async () => {
    await upsertOutlets(db, [outletRecord("own-paper", { feeds: ["https://own.example/a", "https://own.example/b"] })], "operator");
    await upsertOutlets(db, [outletRecord("own-paper", { feeds: ["https://own.example/a"] })], "operator");
    expect((await feedsOf("own-paper")).map((feed) => feed.url)).toEqual(["https://own.example/a", "https://own.example/b"]);
  });
});
