import { beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db";
import { articles, stories } from "@/lib/db/schema";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createTestUser } from "@/test/factories/users";
import { recentReads } from "./personal-reads";
import { recordRead } from "./reads";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});

describe("recentReads (the history on /account)", () => {
  it("lists each story once, at its latest read, newest first, with that read's outlet", async () => {
    await createOutlets(handle.db, [outletRecord("history-planet", { name: "History Planet" })]);
    const [first, second] = await handle.db
      .insert(stories)
      .values([
        { title: "Border story", firstSeenAt: new Date(), lastSeenAt: new Date() },
        { title: "Heat story", firstSeenAt: new Date(), lastSeenAt: new Date() },
      ])
      .returning();
    const [article] = await handle.db
      .insert(articles)
      .values({ outletId: "history-planet", url: "https://history-planet.example/a", hash: "hp1", title: "A", publishedAt: new Date() })
      .returning();
    const { user } = await createTestUser(handle.db);
    const at = (minute: number) => new Date(Date.UTC(2030, 0, 1, 12, minute));
    // Opened the border story, then read one of its articles, with the heat story read in between.
    await recordRead(handle.db, { userId: user.id, storyId: first!.id, readAt: at(0) });
    await recordRead(handle.db, { userId: user.id, storyId: second!.id, readAt: at(1) });
    await recordRead(handle.db, { userId: user.id, storyId: first!.id, articleId: article!.id, readAt: at(2) });

    const history = await recentReads(handle.db, { userId: user.id, limit: 10 });
    expect(history.map((read) => [read.title, read.outletName, read.readAt.toISOString()])).toEqual([
      ["Border story", "History Planet", at(2).toISOString()],
      ["Heat story", null, at(1).toISOString()],
    ]);
    expect(await recentReads(handle.db, { userId: user.id, limit: 1 })).toHaveLength(1);
    const stranger = (await createTestUser(handle.db)).user;
    expect(await recentReads(handle.db, { userId: stranger.id, limit: 10 })).toEqual([]);
  });
});
