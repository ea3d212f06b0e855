import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { createTestUser } from "@/test/factories/users";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import type { DatabaseHandle } from "@/lib/db";
import { articles, reads, sessions, stories } from "@/lib/db/schema";
import { resolveSessionToken, startSession } from "@/lib/auth/sessions";
import { hashSessionToken } from "@/lib/auth/session-token";
import { SESSION_IDLE_SECONDS, SESSION_TTL_SECONDS } from "@/lib/auth/constants";
import { startEngineLoop } from "@/lib/engine/engine-loop";
import { ingestSettings } from "@/lib/engine/settings";
import { getEnv } from "@/lib/env";
import { clearReads, recordRead } from "./reads";
import { deleteExpiredSessions, listUserSessions } from "./sessions";

const DAY = 24 * 3600_000;

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});

describe("sessions", () => {
  it("open for one year when used, then stop working and are swept", async () => {
    const { user } = await createTestUser(handle.db);
    const now = new Date("2030-01-01T00:00:00Z");
    const token = await startSession(handle.db, { userId: user.id, userAgent: "Firefox", now });
    const justBefore = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000 - 1);
    for (let at = now.getTime(); at < justBefore.getTime(); at += 20 * DAY) expect(await resolveSessionToken(handle.db, token, new Date(at))).not.toBeNull();
    expect((await resolveSessionToken(handle.db, token, justBefore))?.user.id).toBe(user.id);
    const expiry = new Date(now.getTime() + SESSION_TTL_SECONDS * 1000);
    expect(await resolveSessionToken(handle.db, token, expiry)).toBeNull();
    expect(await deleteExpiredSessions(handle.db, expiry)).toBeGreaterThanOrEqual(1);
  });

  it("end after 30 days unused, and are swept (issue 23)", async () => {
    const { user } = await createTestUser(handle.db);
    const now = new Date("2031-01-01T00:00:00Z");
    const token = await startSession(handle.db, { userId: user.id, userAgent: null, now });
    const idleLimit = now.getTime() + SESSION_IDLE_SECONDS * 1000;
    expect(await resolveSessionToken(handle.db, token, new Date(idleLimit - 60_000))).not.toBeNull(); // last seen moves on
    const other = await startSession(handle.db, { userId: user.id, userAgent: null, now });
    expect(await resolveSessionToken(handle.db, other, new Date(idleLimit))).toBeNull();
    const live = await listUserSessions(handle.db, user.id, new Date(idleLimit));
    expect(live.map((session) => session.lastSeenAt.getTime())).toEqual([idleLimit - 60_000]);
    expect(await deleteExpiredSessions(handle.db, new Date(idleLimit))).toBeGreaterThanOrEqual(1);
    const kept = await handle.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(kept.map((session) => session.tokenHash)).toEqual([hashSessionToken(token)]);
    expect(await resolveSessionToken(handle.db, token, new Date(idleLimit))).not.toBeNull();
  });

  it("are swept by the engine loop (the worker, or the embedded web process)", async () => {
    const { user } = await createTestUser(handle.db);
    const token = await startSession(handle.db, { userId: user.id, userAgent: null, now: new Date(Date.now() - SESSION_IDLE_SECONDS * 1000 - 60_000) });
    const count = async () => (await handle.db.select().from(sessions).where(eq(sessions.tokenHash, hashSessionToken(token)))).length;
    expect(await count()).toBe(1);
    const loop = startEngineLoop(handle.db, { ...ingestSettings(getEnv(), "test-worker"), batchSize: 1 }, 60_000);
    await loop.nextCycle();
    await loop.stop();
    expect(await count()).toBe(0);
  });

  it("record last-seen at most every five minutes", async () => {
    const { user } = await createTestUser(handle.db);
    const now = new Date("2030-06-01T12:00:00Z");
    const token = await startSession(handle.db, { userId: user.id, userAgent: null, now });
    const lastSeen = async () => (await handle.db.select().from(sessions).where(eq(sessions.userId, user.id))).find((row) => row.createdAt.getTime() === now.getTime())!.lastSeenAt;
    await resolveSessionToken(handle.db, token, new Date(now.getTime() + 60_000));
    expect((await lastSeen()).toISOString()).toBe(now.toISOString());
    const later = new Date(now.getTime() + 5 * 60_000);
    await resolveSessionToken(handle.db, token, later);
    expect((await lastSeen()).toISOString()).toBe(later.toISOString());
  });

  it("refuses malformed tokens without a lookup result", async () => {
    expect(await resolveSessionToken(handle.db, "short", new Date())).toBeNull();
  });
});

describe("reads", () => {
  it("copies the article's outlet, refuses unknown stories, and clears one user's history only", async () => {
    await createOutlets(handle.db, [outletRecord("daily-planet")]);
    const [story] = await handle.db.insert(stories).values({ title: "S", firstSeenAt: new Date(), lastSeenAt: new Date() }).returning();
    const [article] = await handle.db
      .insert(articles)
      .values({ outletId: "daily-planet", url: "https://daily-planet.example/a", hash: "h1", title: "A", publishedAt: new Date() })
      .returning();
    const me = (await createTestUser(handle.db)).user;
    const other = (await createTestUser(handle.db)).user;
    expect(await recordRead(handle.db, { userId: me.id, storyId: story!.id, articleId: article!.id, readAt: new Date() })).toMatchObject({ ok: true });
    expect(await recordRead(handle.db, { userId: other.id, storyId: story!.id, readAt: new Date() })).toMatchObject({ ok: true });
    expect(await recordRead(handle.db, { userId: me.id, storyId: story!.id, articleId: 987654, readAt: new Date() })).toEqual({ ok: false, missing: "article" });
    expect(await recordRead(handle.db, { userId: me.id, storyId: 987654, readAt: new Date() })).toEqual({ ok: false, missing: "story" });
    const [mine] = await handle.db.select().from(reads).where(eq(reads.userId, me.id));
    expect(mine).toMatchObject({ outletId: "daily-planet", articleId: article!.id });
    expect(await clearReads(handle.db, me.id)).toBe(1);
    expect(await handle.db.$count(reads)).toBe(1);
  });
});
