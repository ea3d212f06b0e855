import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { apiRequest, createTestUser } from "@/test/factories/users";
import type { DatabaseHandle } from "@/lib/db";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { GET as summaryRoute } from "./route";
import { POST as subscribeRoute } from "./subscription/route";

// Issue 22: a site without VAPID keys hides the header's toggle (the summary's publicKey is null) and
// stores no subscription (503 in the project's error shape). With keys: lib/notifications/push-cycle.test.ts.
delete process.env.VAPID_PUBLIC_KEY;
delete process.env.VAPID_PRIVATE_KEY;

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
});

describe("notifications on a site without VAPID keys", () => {
  it("tells the toggle to stay hidden and refuses subscriptions", async () => {
    const { token } = await createTestUser(handle.db);
    expect(await (await summaryRoute(apiRequest("/api/notifications", { token }))).json()).toEqual({ publicKey: null, unseen: 0, recent: [] });
    const p256dh = Buffer.alloc(65, 4).toString("base64url");
    const response = await subscribeRoute(apiRequest("/api/notifications/subscription", { token, body: { endpoint: "https://push.example/x", keys: { p256dh, auth: Buffer.alloc(16).toString("base64url") } } }));
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ error: { code: "unavailable", message: "Push notifications are not configured on this site" } });
  });

  it("answers 401 to a visitor without a session", async () => {
    expect((await summaryRoute(apiRequest("/api/notifications"))).status).toBe(401);
  });
});
