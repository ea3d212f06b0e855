import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import type { DatabaseHandle } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";
import { articles, feeds } from "@/lib/db/schema";
import { feedStatus } from "@/lib/engine/feed-status";
import { syncRegistry } from "@/lib/engine/sync-registry";
import { outletDomainIndex } from "@/lib/queries/outlets";
import type { ClaimedFeed } from "@/lib/queries/feeds";
import { startLocalServer, TEST_FETCH_OPTIONS, type LocalServer } from "./fetch/local-test-server";
import { refreshFeed, type RefreshContext } from "./refresh-feed";

// Issue 23, "One bad feed item blocks its feed forever, silently": a NUL in a JSON Feed, a feed of
// thousands of items, and an insert the database refuses, through the real fetch, parser and PostgreSQL.
const NOW = new Date("2026-03-02T12:00:00Z");
const BASE_INTERVAL_S = 600;

const nulFeed = JSON.stringify({
  version: "https://jsonfeed.org/version/1.1",
  title: "Nul\u0000 News",
  items: [
    {
      id: "nul-1",
      url: "https://www.bbc.co.uk/news/nul-1",
      title: "Budget\u0000 vote\u0007 passes",
      summary: "The\u0000 vote",
      authors: [{ name: "Ann\u0000 Writer" }],
      tags: ["poli\u0000tics"],
      date_published: "2026-03-02T10:00:00Z",
    },
  ],
});

function rss(items: { link: string; title: string }[]): string {
  const body = items.map((item, i) => `<item><title>${item.title}</title><link>${item.link}</link><guid>${item.link}</guid><pubDate>Mon, 02 Mar 2026 ${String(i % 10).padStart(2, "0")}:00:00 GMT</pubDate></item>`);
  return `<?xml version="1.0"?><rss version="2.0"><channel><title>Big</title><link>https://www.bbc.co.uk/</link>${body.join("")}</channel></rss>`;
}
const BIG_ITEMS = 6000;
const bigFeed = rss(Array.from({ length: BIG_ITEMS }, (_, i) => ({ link: `https://www.bbc.co.uk/news/big-${i}`, title: `Story number ${i} of the day` })));
const refusedFeed = rss([{ link: "https://www.bbc.co.uk/news/refused-1", title: "Refused by the database" }]);

describe("a feed the database could not take", () => {
  let handle: DatabaseHandle;
  let server: LocalServer;
  let outletId: string;
  let context: RefreshContext;

  async function addFeed(path: string): Promise<ClaimedFeed> {
    const [row] = await handle.db.insert(feeds).values({ outletId, url: `${server.url}${path}` }).returning({ id: feeds.id });
    return { id: row!.id, outletId, aggregator: false, url: `${server.url}${path}`, etag: null, lastModified: null, errorCount: 0 };
  }

  beforeAll(async () => {
    handle = await createTestDatabase();
    await syncRegistry(handle.db);
    await handle.db.update(feeds).set({ enabled: false });
    outletId = (await outletDomainIndex(handle.db)).get("bbc.co.uk")!;
    server = await startLocalServer((request, response) => {
      const body = { "/nul.json": nulFeed, "/big.xml": bigFeed, "/refused.xml": refusedFeed }[request.url ?? ""];
      response.writeHead(body ? 200 : 404, { "content-type": request.url?.endsWith(".json") ? "application/feed+json" : "application/rss+xml" });
      response.end(body ?? "");
    });
    context = {
      db: handle.db,
      fetchOptions: { ...TEST_FETCH_OPTIONS, maxBytes: 5_000_000 },
      domainIndex: await outletDomainIndex(handle.db),
      now: () => NOW,
      baseIntervalS: BASE_INTERVAL_S,
      maxIntervalS: 86_400,
    };
  });
  afterAll(() => server?.close());

  it("stores an item with NUL and other control characters in every field, without them", async () => {
    const result = await refreshFeed(context, await addFeed("/nul.json"));
    expect(result).toMatchObject({ outcome: "ok", articlesAdded: 1 });
    const [article] = await handle.db.select().from(articles).where(eq(articles.url, "https://www.bbc.co.uk/news/nul-1"));
    expect(article).toMatchObject({ title: "Budget vote passes", description: "The vote", author: "Ann Writer", categories: ["politics"] });
  });

  it("stores every item of a 6,000-item feed", async () => {
    const feed = await addFeed("/big.xml");
    const result = await refreshFeed(context, feed);
    expect(result).toMatchObject({ outcome: "ok", articlesAdded: BIG_ITEMS });
    const [count] = await queryRows<{ n: number }>(handle.db, sql`select count(*)::int as n from articles where feed_id = ${feed.id}`);
    expect(count!.n).toBe(BIG_ITEMS);
  }, 60_000);

  it("records a refused insert as the feed's error, backs off further each time, and shows it failing", async () => {
    await handle.db.execute(sql`
      create function refuse_article() returns trigger language plpgsql as $$
      begin
        if new.title = 'Refused by the database' then raise exception 'simulated storage failure'; end if;
        return new;
      end $$`);
    await handle.db.execute(sql`create trigger refuse_article before insert on articles for each row execute function refuse_article()`);
    const feed = await addFeed("/refused.xml");

    const first = await refreshFeed(context, feed);
    expect(first).toMatchObject({ outcome: "error", articlesAdded: 0 });
    expect(first.error).toContain("simulated storage failure");
    const [afterFirst] = await handle.db.select().from(feeds).where(eq(feeds.id, feed.id));
    expect(afterFirst).toMatchObject({ errorCount: 1, claimedBy: null });
    expect(afterFirst!.lastError).toMatch(/^Could not store the feed's items: .*simulated storage failure/);
    expect(afterFirst!.nextCheckAt.getTime() - NOW.getTime()).toBe(2 * BASE_INTERVAL_S * 1000);

    await refreshFeed(context, { ...feed, errorCount: 1 });
    const [afterSecond] = await handle.db.select().from(feeds).where(eq(feeds.id, feed.id));
    expect(afterSecond!.errorCount).toBe(2);
    expect(afterSecond!.nextCheckAt.getTime() - NOW.getTime()).toBe(4 * BASE_INTERVAL_S * 1000);

    await handle.db.update(feeds).set({ enabled: true }).where(eq(feeds.id, feed.id));
    const status = await feedStatus(handle.db);
    expect(status.totals.failing).toBe(1);
    expect(status.feeds.find((row) => row.id === feed.id)).toMatchObject({ errorCount: 2, lastError: expect.stringContaining("simulated storage failure") });
  });
});
