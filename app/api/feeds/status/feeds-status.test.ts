import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { SITE } from "@/test/factories/users";
import type { DatabaseHandle } from "@/lib/db";
import { feeds } from "@/lib/db/schema";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { withoutCredentials } from "@/lib/engine/feed-status";
import { queryRows } from "@/lib/db/rows";
import { sql } from "drizzle-orm";
import { GET as feedStatusRoute } from "./route";

const TOKEN = "operator-token-for-tests-0123456789";
process.env.OPERATOR_TOKEN = TOKEN;

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
  await createOutlets(handle.db, [outletRecord("paid-daily")]);
  await handle.db.insert(feeds).values({
    outletId: "paid-daily",
    url: "https://reader:hunter2@paid.example/rss?apikey=s3cret&section=world",
    lastError: "HTTP 401 from https://reader:hunter2@paid.example/rss?apikey=s3cret",
  });
});

const get = (query = "", headers: Record<string, string> = {}) => feedStatusRoute(new Request(`${SITE}/api/feeds/status${query}`, { headers }));

describe("GET /api/feeds/status (issue 23)", () => {
  it("is a 404 without the operator's token, or with a wrong one", async () => {
    expect((await get()).status).toBe(404);
    expect((await get("?token=not-the-operator-token")).status).toBe(404);
    expect((await get("", { authorization: "Bearer nope" })).status).toBe(404);
  });

  it("shows the operator every feed, with no password or key of its address", async () => {
    for (const response of [await get(`?token=${TOKEN}`), await get("", { authorization: `Bearer ${TOKEN}` })]) {
      expect(response.status).toBe(200);
      const body = (await response.json()) as { feeds: { url: string; lastError: string | null; articleCount: number }[] };
      const feed = body.feeds.find((row) => row.url.includes("paid.example"))!;
      expect(feed.url).toBe("https://***@paid.example/rss?apikey=***&section=world");
      expect(feed.lastError).toBe("HTTP 401 from https://***@paid.example/rss?apikey=***");
      expect(JSON.stringify(body)).not.toMatch(/hunter2|s3cret/);
      expect(feed.articleCount).toBe(0);
    }
  });

  it("counts a feed's articles by an index", async () => {
    const rows = await queryRows<{ indexname: string }>(handle.db, sql`select indexname from pg_indexes where tablename = 'articles' and indexdef like '%(feed_id)%'`);
    expect(rows.map((row) => row.indexname)).toEqual(["articles_feed_id"]);
  });

  it("leaves addresses without credentials as they are", () => {
    expect(withoutCredentials("https://news.example/feed.xml?page=2")).toBe("https://news.example/feed.xml?page=2");
    expect(withoutCredentials("timeout after 10000 ms")).toBe("timeout after 10000 ms");
  });
});
