import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "@/test/db";
import { SITE, apiRequest, createTestUser } from "@/test/factories/users";
import type { DatabaseHandle } from "@/lib/db";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { emailOutbox, emailSubscriptions, users } from "@/lib/db/schema";
import { issueEmailToken } from "@/lib/mail/public-email";
import { emailHash } from "@/lib/newsletters/email-hash";
import { POST as subscribe } from "./subscribe/route";
import { POST as manage } from "./manage/route";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
});

const form = (path: string, fields: Record<string, string>, token?: string) =>
  new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE, "x-forwarded-for": "192.0.2.77", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: new URLSearchParams(fields).toString(),
  });
const query = (response: Response) => Object.fromEntries(new URL(response.headers.get("location")!, SITE).searchParams);
const RETURN = "/newsletters/daily-ground/subscribe/";

describe("newsletter sign-up (spec §4–§5)", () => {
  it("answers the checks in the spec's order, then subscribes a verified reader and sends today's issue", async () => {
    const { user, token } = await createTestUser(handle.db, { email: "signup@example.com" });
    await handle.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const fields = { emailIdentifiers: "daily-ground", returnTo: RETURN };
    expect(query(await subscribe(form("/api/newsletters/subscribe", { ...fields, email: "" })))).toMatchObject({ error: "Please sign in to subscribe to our newsletters." });
    expect(query(await subscribe(form("/api/newsletters/subscribe", { ...fields, email: "" }, token)))).toMatchObject({ error: "Please enter an email address." });
    expect(query(await subscribe(form("/api/newsletters/subscribe", { ...fields, email: "nope@" }, token)))).toMatchObject({ error: "Please enter a valid email address." });
    const done = await subscribe(form("/api/newsletters/subscribe", { ...fields, email: "Signup@Example.com" }, token));
    expect(done.headers.get("location")).toMatch(/^\/newsletters\/daily-ground\/subscribe\/\?done=/);
    expect(query(done).done).toBe("You are subscribed to The Daily Ground.");
    const [row] = await handle.db.select().from(emailSubscriptions).where(eq(emailSubscriptions.emailHash, emailHash("signup@example.com")));
    expect([row!.emailIdentifier, row!.isSubscribed, row!.userUnsubscribed]).toEqual(["daily-ground", true, false]);
    const queued = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "signup@example.com"));
    expect(queued.map((message) => message.kind)).toEqual(["newsletter"]);
  });

  it("asks an address the reader has not proven to confirm by mail, and refuses premium to a free plan", async () => {
    const { token } = await createTestUser(handle.db, { email: "unproven@example.com" });
    const json = await subscribe(apiRequest("/api/newsletters/subscribe", { body: { email: "someone-else@example.com", emailIdentifiers: ["offbeat"] }, token }));
    expect(json.status).toBe(202);
    expect(await handle.db.$count(emailSubscriptions, eq(emailSubscriptions.emailHash, emailHash("someone-else@example.com")))).toBe(0);
    const [mail] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "someone-else@example.com"));
    expect(mail!.subject).toBe("Confirm your subscription to Offbeat");
    const premium = await subscribe(apiRequest("/api/newsletters/subscribe", { body: { email: "unproven@example.com", emailIdentifiers: "burst-your-bubble" }, token }));
    expect(premium.status).toBe(403);
    const unknown = await subscribe(apiRequest("/api/newsletters/subscribe", { body: { email: "unproven@example.com", emailIdentifiers: "nope" }, token }));
    expect(unknown.status).toBe(400);
  });

  it("subscribes and unsubscribes from the manage page with a mailed token", async () => {
    const token = await issueEmailToken(handle.db, "linked@example.com", new Date());
    const on = await manage(form("/api/newsletters/manage", { token, emailIdentifier: "blindspot-report", subscribed: "1" }));
    expect(query(on).done).toBe("Subscribed to Blindspot Report.");
    const off = await manage(form("/api/newsletters/manage", { token, emailIdentifier: "blindspot-report", subscribed: "0" }));
    expect(query(off).done).toBe("Unsubscribed from Blindspot Report.");
    const bad = await manage(form("/api/newsletters/manage", { token: "x".repeat(43), emailIdentifier: "blindspot-report", subscribed: "1" }));
    expect(query(bad).error).toBe("Unknown or expired token");
  });
});
