import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import type { DatabaseHandle } from "@/lib/db";
import { feeds } from "@/lib/db/schema";
import { claimDueFeeds, recordFetchOutcome } from "./feeds";

// Feeds are created due "now" (the real clock); the test clock runs an hour ahead of it.
const at = (minutes: number) => new Date(Date.now() + 3_600_000 + minutes * 60_000);
const now = at(0);
const claimOptions = { now, limit: 10, perHostLimit: 2, leaseMs: 60_000, maxErrors: 5 };

describe("claimDueFeeds", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await createOutlets(handle.db, [
      outletRecord("alpha", {
        feeds: ["http://a.example/1", "http://a.example/2", "http://a.example/3", "https://b.example/1", "https://c.example/x"],
      }),
    ]);
    // c.example is not due yet; one b feed has failed too often.
    await handle.db.update(feeds).set({ nextCheckAt: at(60) }).where(eq(feeds.url, "https://c.example/x"));
  });

  it("claims due feeds only, at most perHostLimit per host, and never the same feed twice while leased", async () => {
    const first = await claimDueFeeds(handle.db, { ...claimOptions, workerId: "w1" });
    const hosts = first.map((feed) => new URL(feed.url).host);
    expect(hosts.filter((host) => host === "a.example")).toHaveLength(2);
    expect(first.map((feed) => feed.url)).toContain("https://b.example/1");
    expect(first.map((feed) => feed.url)).not.toContain("https://c.example/x");

    const second = await claimDueFeeds(handle.db, { ...claimOptions, workerId: "w2" });
    expect(second.map((feed) => feed.url)).toEqual(["http://a.example/3"]);
    const third = await claimDueFeeds(handle.db, { ...claimOptions, workerId: "w3" });
    expect(third).toEqual([]);
  });

  it("releases the claim and schedules the next check when an outcome is recorded", async () => {
    const [feed] = await handle.db.select().from(feeds).where(eq(feeds.url, "http://a.example/3"));
    await recordFetchOutcome(handle.db, feed!.id, { kind: "error", status: 500, message: "HTTP 500 from a.example" }, {
      fetchedAt: now,
      durationMs: 12,
      nextCheckAt: at(5),
      errorCount: 1,
    });
    const [stored] = await handle.db.select().from(feeds).where(eq(feeds.id, feed!.id));
    expect(stored).toMatchObject({ claimedBy: null, claimedUntil: null, errorCount: 1, lastError: "HTTP 500 from a.example", lastStatus: 500 });
    expect(await claimDueFeeds(handle.db, { ...claimOptions, perHostLimit: 5, now: at(6), workerId: "w4" })).toEqual(
      expect.arrayContaining([expect.objectContaining({ url: "http://a.example/3", errorCount: 1 })]),
    );
  });

  it("skips feeds at or over the error limit", async () => {
    await handle.db.update(feeds).set({ errorCount: 5, claimedUntil: null }).where(eq(feeds.url, "http://a.example/1"));
    const later = at(600);
    const claimed = await claimDueFeeds(handle.db, { ...claimOptions, now: later, workerId: "w5" });
    expect(claimed.map((feed) => feed.url)).not.toContain("http://a.example/1");
  });
});
