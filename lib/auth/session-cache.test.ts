import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { apiRequest, createTestUser } from "@/test/factories/users";
import type { DatabaseHandle } from "@/lib/db";
import { sessions } from "@/lib/db/schema";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { updateUserSettings } from "@/lib/queries/users";
import { GET as getUser } from "@/app/v04/user/web/route";
import { GET as logout } from "@/app/v04/user/logout/route";
import { DELETE as signOutEverywhere, GET as listSessions } from "@/app/v04/user/sessions/route";
import { cachedSession, keepSession, SESSION_CACHE_MS } from "./session-cache";
import type { ActiveSession } from "@/lib/queries/sessions";

// The web process's one-second session cache (issue 28): the personal GETs skip the session lookup
// when it was just made, and a session that ends, or a user row that changes, in this process is never
// answered from it.

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
});

const web = (token: string) => getUser(apiRequest("/v04/user/web", { token }));

describe("the session cache", () => {
  it("refuses a signed-out session at once, though it was just looked up", async () => {
    const { token } = await createTestUser(handle.db);
    expect((await web(token)).status).toBe(200);
    expect((await web(token)).status).toBe(200);
    expect((await logout(apiRequest("/v04/user/logout", { token }))).status).toBe(204);
    expect((await web(token)).status).toBe(401);
  });

  it("refuses every session of a reader who signs out everywhere, at once", async () => {
    const { user, token } = await createTestUser(handle.db);
    const { startSession } = await import("./sessions");
    const other = await startSession(handle.db, { userId: user.id, userAgent: "another browser", now: new Date() });
    expect((await web(other)).status).toBe(200);
    expect((await signOutEverywhere(apiRequest("/v04/user/sessions", { token, method: "DELETE", headers: { origin: "http://localhost:3000" } }))).status).toBe(204);
    expect((await web(other)).status).toBe(401);
    expect((await web(token)).status).toBe(401);
  });

  it("answers a changed user row at once (a settings change in this process)", async () => {
    const { user, token } = await createTestUser(handle.db);
    const before = await (await web(token)).json();
    await updateUserSettings(handle.db, user.id, { imageMode: before.imageMode === "color" ? "grayscale" : "color" }, new Date());
    const after = await (await web(token)).json();
    expect(after.imageMode).not.toBe(before.imageMode);
  });

  it("serves a session ended by another process for at most a second, and only to the personal GETs", async () => {
    const { token } = await createTestUser(handle.db);
    expect((await web(token)).status).toBe(200);
    const started = Date.now();
    // Deleted behind this process's back (another web process, the operator's CLI).
    await handle.db.delete(sessions).where(eq(sessions.userAgent, "vitest"));
    const cached = await web(token);
    if (Date.now() - started < SESSION_CACHE_MS) expect(cached.status).toBe(200);
    // A route without the cache looks the session up every time.
    expect((await listSessions(apiRequest("/v04/user/sessions", { token }))).status).toBe(401);
    await new Promise((resolve) => setTimeout(resolve, SESSION_CACHE_MS - (Date.now() - started) + 50));
    expect((await web(token)).status).toBe(401);
  });

  it("keeps an entry for SESSION_CACHE_MS of the request's clock, never for a clock before it", () => {
    const session = { sessionId: 1, lastSeenAt: new Date(0), user: { id: 1 } } as ActiveSession;
    const at = new Date("2026-03-10T12:00:00Z");
    keepSession("hash-a", session, at);
    expect(cachedSession("hash-a", new Date(at.getTime() + SESSION_CACHE_MS - 1))).toBe(session);
    expect(cachedSession("hash-a", new Date(at.getTime() - 1))).toBeNull();
    keepSession("hash-a", session, at);
    expect(cachedSession("hash-a", new Date(at.getTime() + SESSION_CACHE_MS))).toBeNull();
    expect(cachedSession("hash-a", at)).toBeNull(); // forgotten once stale
  });
});
