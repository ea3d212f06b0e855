import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "@/test/db";
import { SITE, createTestUser } from "@/test/factories/users";
import type { DatabaseHandle } from "@/lib/db";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { users } from "@/lib/db/schema";
import { issueEmailToken } from "@/lib/mail/public-email";
import * as tokenRoute from "@/app/public/email-token/route";
import * as subscriptionRoute from "@/app/public/email-subscription/route";
import * as structureRoute from "@/app/public/emails/getEmailSubscriptionStructure/route";
import { withoutEmailClickParams } from "./email-click";
import { emailClick } from "./visit-tracking";
import { fetchOrCreateToken, fetchSubscriptionStructure, planSync, syncEmailSubscriptions } from "./email-subscriptions";

// The client functions against the real route handlers and database: `fetch` hands each request to the
// route that serves its path, as the browser's fetch would to the server.
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
});

type Handler = (request: Request) => Promise<Response>;
const routes: Record<string, Record<string, unknown>> = {
  "/public/email-token": tokenRoute,
  "/public/email-subscription": subscriptionRoute,
  "/public/emails/getEmailSubscriptionStructure": structureRoute,
};
function siteFetch(session?: string) {
  return async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, SITE).pathname;
    const handler = routes[path]?.[init.method ?? "GET"] as Handler | undefined;
    if (!handler) return new Response(null, { status: 404 });
    const headers = new Headers(init.headers);
    headers.set("x-forwarded-for", "192.0.2.9");
    if (session) headers.set("authorization", `Bearer ${session}`);
    return handler(new Request(new URL(url, SITE), { ...init, headers }));
  };
}

describe("the e-mail subscription sync (spec §4)", () => {
  it("plans updates for what differs, creates for what is missing, and leaves the rest", () => {
    const existing = [
      { id: 1, emailIdentifier: "daily-ground", isSubscribed: true },
      { id: 2, emailIdentifier: "offbeat", isSubscribed: false },
    ];
    expect(
      planSync(existing, [
        { emailIdentifier: "daily-ground", isSubscribed: false },
        { emailIdentifier: "offbeat", isSubscribed: false },
        { emailIdentifier: "blindspot-report", isSubscribed: true },
      ]),
    ).toEqual({ updates: [{ id: 1, isSubscribed: false, userUnsubscribed: true }], creates: [{ emailIdentifier: "blindspot-report", isSubscribed: true }] });
  });

  it("signs a verified reader up through the token calls, then switches one off", async () => {
    const { user, token: session } = await createTestUser(handle.db, { email: "syncer@example.com" });
    await handle.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
    const fetch = siteFetch(session);
    expect(await syncEmailSubscriptions(fetch, { email: user.email, wanted: [{ emailIdentifier: "daily-ground", isSubscribed: true }, { emailIdentifier: "offbeat", isSubscribed: true }] })).toEqual({ updated: 0, created: 2 });
    expect(await syncEmailSubscriptions(fetch, { email: user.email, wanted: [{ emailIdentifier: "daily-ground", isSubscribed: true }, { emailIdentifier: "offbeat", isSubscribed: false }] })).toEqual({ updated: 1, created: 0 });
    const token = await fetchOrCreateToken(fetch, user.email);
    const structure = await fetchSubscriptionStructure<{ newsletters: { slug: string; isSubscribed: boolean }[] }>(fetch, token);
    expect(structure.newsletters.filter((entry) => entry.isSubscribed).map((entry) => entry.slug)).toEqual(["daily-ground"]);
  });

  it("fails with the spec's messages", async () => {
    const fetch = siteFetch();
    await expect(syncEmailSubscriptions(fetch, { wanted: [] })).rejects.toThrow("One of email or token is required");
    await expect(fetchOrCreateToken(fetch, "someone@example.com")).rejects.toThrow("Failed to fetch or create token for valid email");
    await expect(fetchSubscriptionStructure(fetch, "not-a-token")).rejects.toThrow("Failed to fetch subscription structure");
    const token = await issueEmailToken(handle.db, "free-reader@example.com", new Date());
    await expect(syncEmailSubscriptions(fetch, { token, wanted: [{ emailIdentifier: "burst-your-bubble", isSubscribed: true }, { emailIdentifier: "nope", isSubscribed: true }] })).rejects.toThrow(
      "Failed to create email subscriptions for burst-your-bubble, nope",
    );
  });
});

describe("e-mail click registration (spec §5)", () => {
  it("is sent only with utm_medium=email, a token and an emailIdentifier, and never on /extension/ paths", () => {
    expect(emailClick(new URL("https://site.example/article/3?utm_medium=email&token=t&emailIdentifier=daily-ground&numberInSeries=4"))).toEqual({
      token: "t",
      path: "/article/3",
      emailIdentifier: "daily-ground",
      numberInSeries: "4",
      variant: undefined,
      edition: undefined,
      category: undefined,
      subCategory: undefined,
    });
    expect(emailClick(new URL("https://site.example/article/3?utm_medium=social&token=t&emailIdentifier=x"))).toBeNull();
    expect(emailClick(new URL("https://site.example/article/3?utm_medium=email&emailIdentifier=x"))).toBeNull();
    expect(emailClick(new URL("https://site.example/extension/a?utm_medium=email&token=t&emailIdentifier=x"))).toBeNull();
    expect(withoutEmailClickParams("/article/3", "?utm_medium=email&token=t&emailIdentifier=x&page=2", "#top")).toBe("/article/3?page=2#top");
  });
});
