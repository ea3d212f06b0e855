import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "@/test/db";
import { apiRequest, createTestUser } from "@/test/factories/users";
import { startTestMail, type TestSmtpServer } from "@/test/smtp";
import type { DatabaseHandle } from "@/lib/db";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { emailClicks, emailSubscriptions, users } from "@/lib/db/schema";
import { drainOutbox } from "@/lib/mail/outbox";
import { issueEmailToken } from "@/lib/mail/public-email";
import type { MailTransport } from "@/lib/mail/transport";
import { emailHash } from "@/lib/newsletters/email-hash";
import { GET as getToken, POST as postToken } from "./email-token/route";
import { GET as listSubs, PATCH as patchSubs, POST as createSubs } from "./email-subscription/route";
import { GET as structure } from "./emails/getEmailSubscriptionStructure/route";
import { POST as registerClick } from "./emails/registerClick/route";

let handle: DatabaseHandle;
let smtp: TestSmtpServer;
let transport: MailTransport;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
  ({ smtp, transport } = await startTestMail());
});

let ipCounter = 0;
const ip = () => ({ "x-forwarded-for": `203.0.113.${(ipCounter++ % 200) + 1}` });
const verifiedUser = async (email: string, subscriptionStatus?: string) => {
  const created = await createTestUser(handle.db, { email, subscriptionStatus });
  await handle.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, created.user.id));
  return created;
};
const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

describe("the e-mail token calls", () => {
  it("hand a token to the signed-in, verified owner of the address only", async () => {
    const owner = await verifiedUser("owner@example.com");
    const got = await getToken(apiRequest(`/public/email-token?${q({ userEmail: "Owner@Example.com" })}`, { token: owner.token, headers: ip() }));
    expect(got.status).toBe(200);
    expect((await json(got)).token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const created = await postToken(apiRequest("/public/email-token", { body: { userEmail: "owner@example.com" }, token: owner.token, headers: ip() }));
    expect(created.status).toBe(201);

    // Someone else's address, an unverified account's own address, or no session: 404 with one body.
    const other = await createTestUser(handle.db, { email: "unverified@example.com" });
    const answers = await Promise.all([
      getToken(apiRequest(`/public/email-token?${q({ userEmail: "owner@example.com" })}`, { token: other.token, headers: ip() })),
      getToken(apiRequest(`/public/email-token?${q({ userEmail: "unverified@example.com" })}`, { token: other.token, headers: ip() })),
      getToken(apiRequest(`/public/email-token?${q({ userEmail: "owner@example.com" })}`, { headers: ip() })),
      getToken(apiRequest(`/public/email-token?${q({ userEmail: "nobody@example.com" })}`, { headers: ip() })),
    ]);
    expect(answers.map((response) => response.status)).toEqual([404, 404, 404, 404]);
    const bodies = await Promise.all(answers.map(json));
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    expect(JSON.stringify(bodies[0])).not.toMatch(/token"/);
  });

  it("mails a link to anyone else who asks, with the same answer for a known and an unknown address", async () => {
    await verifiedUser("known@example.com");
    const known = await postToken(apiRequest("/public/email-token", { body: { userEmail: "known@example.com" }, headers: ip() }));
    const unknown = await postToken(apiRequest("/public/email-token", { body: { userEmail: "stranger@example.com" }, headers: ip() }));
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await json(known)).toEqual(await json(unknown));
    await drainOutbox(handle.db, transport, { workerId: "t", from: "OpenGround <n@openground.test>" });
    const mail = smtp.received.find((received) => received.envelopeTo.includes("stranger@example.com"))!;
    expect(mail.parsed.subject).toBe("Manage your OpenGround newsletters");
    const token = /\/newsletters\/manage\?token=([A-Za-z0-9_-]{43})/.exec(mail.parsed.text!)![1]!;
    const listed = await listSubs(apiRequest(`/public/email-subscription?${q({ token })}`, { headers: ip() }));
    expect(listed.status).toBe(200);
    expect(await listed.json()).toEqual([]);
  });

  it("refuses bad input with 400 naming the field", async () => {
    const response = await getToken(apiRequest(`/public/email-token?${q({ userEmail: "not an address" })}`, { headers: ip() }));
    expect(response.status).toBe(400);
    expect(((await json(response)).error as { message: string }).message).toBe("userEmail: must be a valid email address");
  });
});

describe("the subscription calls", () => {
  it("create what is missing, list it, and update only the address's own rows", async () => {
    const token = await issueEmailToken(handle.db, "reader@example.com", new Date());
    const created = await createSubs(
      apiRequest("/public/email-subscription", {
        body: {
          token,
          subscriptions: [
            { emailIdentifier: "daily-ground", isSubscribed: true },
            { emailIdentifier: "offbeat", isSubscribed: true },
            { emailIdentifier: "burst-your-bubble", isSubscribed: true }, // premium: a free address may not
            { emailIdentifier: "no-such-letter", isSubscribed: true },
          ],
        },
        headers: ip(),
      }),
    );
    expect(await created.json()).toEqual({ errors: [{ emailIdentifier: "burst-your-bubble" }, { emailIdentifier: "no-such-letter" }] });
    const again = await createSubs(apiRequest("/public/email-subscription", { body: { token, subscriptions: [{ emailIdentifier: "daily-ground", isSubscribed: true }] }, headers: ip() }));
    expect(await again.json()).toEqual({ errors: [{ emailIdentifier: "daily-ground" }] });

    const list = (await (await listSubs(apiRequest(`/public/email-subscription?${q({ token })}`, { headers: ip() }))).json()) as { id: number; emailIdentifier: string; isSubscribed: boolean }[];
    expect(list.map((row) => [row.emailIdentifier, row.isSubscribed])).toEqual([["daily-ground", true], ["offbeat", true]]);
    const one = await (await listSubs(apiRequest(`/public/email-subscription?${q({ token, emailIdentifier: "offbeat" })}`, { headers: ip() }))).json();
    expect(one).toEqual([list[1]]);

    // Someone else's row, by id, with this token: refused and untouched.
    const otherToken = await issueEmailToken(handle.db, "other@example.com", new Date());
    await createSubs(apiRequest("/public/email-subscription", { body: { token: otherToken, subscriptions: [{ emailIdentifier: "daily-ground", isSubscribed: true }] }, headers: ip() }));
    const [foreign] = await handle.db.select().from(emailSubscriptions).where(eq(emailSubscriptions.emailHash, emailHash("other@example.com")));
    const patched = await patchSubs(
      apiRequest(`/public/email-subscription?${q({ token })}`, {
        method: "PATCH",
        body: [
          { id: list[0]!.id, isSubscribed: false, userUnsubscribed: true },
          { id: foreign!.id, isSubscribed: false, userUnsubscribed: true },
        ],
        headers: ip(),
      }),
    );
    expect(await patched.json()).toEqual({ errors: [{ id: foreign!.id }] });
    const [mine] = await handle.db.select().from(emailSubscriptions).where(eq(emailSubscriptions.id, list[0]!.id));
    expect([mine!.isSubscribed, mine!.userUnsubscribed]).toEqual([false, true]);
    const [theirs] = await handle.db.select().from(emailSubscriptions).where(eq(emailSubscriptions.id, foreign!.id));
    expect(theirs!.isSubscribed).toBe(true);

    const shape = (await (await structure(apiRequest(`/public/emails/getEmailSubscriptionStructure?${q({ token })}`, { headers: ip() }))).json()) as {
      newsletters: { slug: string; isSubscribed: boolean; available: boolean; identifiers: string[]; previewLink: string }[];
    };
    expect(shape.newsletters.map((entry) => [entry.slug, entry.isSubscribed, entry.available])).toEqual([
      ["daily-ground", false, true],
      ["blindspot-report", false, true],
      ["offbeat", true, true],
      ["burst-your-bubble", false, false],
    ]);
  });

  it("lets a premium account's address take Burst Your Bubble", async () => {
    await verifiedUser("paying@example.com", "premium");
    const token = await issueEmailToken(handle.db, "paying@example.com", new Date());
    const created = await createSubs(apiRequest("/public/email-subscription", { body: { token, subscriptions: [{ emailIdentifier: "burst-your-bubble", isSubscribed: true }] }, headers: ip() }));
    expect(await created.json()).toEqual({ errors: [] });
  });

  it("gives wrong, expired and made-up tokens one answer, never a 500 and nothing about the address", async () => {
    const expired = await issueEmailToken(handle.db, "old@example.com", new Date(Date.now() - 181 * 86_400_000));
    const tokens = ["x", "A".repeat(43), expired, "../../etc/passwd", "'; drop table users; --"];
    for (const token of tokens) {
      const gets = [
        await listSubs(apiRequest(`/public/email-subscription?${q({ token })}`, { headers: ip() })),
        await structure(apiRequest(`/public/emails/getEmailSubscriptionStructure?${q({ token })}`, { headers: ip() })),
      ];
      for (const response of gets) {
        expect(response.status, token).toBe(404);
        expect(await response.json()).toEqual({ error: { code: "not_found", message: "Unknown or expired token" } });
      }
      const changes = [
        await patchSubs(apiRequest(`/public/email-subscription?${q({ token })}`, { method: "PATCH", body: [], headers: ip() })),
        await createSubs(apiRequest("/public/email-subscription", { body: { token, subscriptions: [] }, headers: ip() })),
      ];
      for (const response of changes) {
        expect(response.status, token).toBe(401);
        expect(await response.json()).toEqual({ error: { code: "unauthorized", message: "Unauthorized" } });
      }
    }
    const missing = await listSubs(apiRequest("/public/email-subscription", { headers: ip() }));
    expect(missing.status).toBe(400);
    const badBody = await patchSubs(apiRequest(`/public/email-subscription?${q({ token: "x" })}`, { method: "PATCH", body: { not: "a list" }, headers: ip() }));
    expect(badBody.status).toBe(400);
  });

  it("answers 429 Too Many Requests when one address calls too often", async () => {
    const headers = { "x-forwarded-for": "198.51.100.250" };
    let last = 0;
    for (let i = 0; i < 121; i++) last = (await listSubs(apiRequest(`/public/email-subscription?${q({ token: "x" })}`, { headers }))).status;
    expect(last).toBe(429);
  });
});

describe("POST /public/emails/registerClick", () => {
  it("records the click with the hashed address of a good token, and answers 204 either way", async () => {
    const token = await issueEmailToken(handle.db, "clicker@example.com", new Date());
    const fields = { path: "/article/12", emailIdentifier: "daily-ground", numberInSeries: 42, variant: "a", edition: "top-us", category: "newsletter", subCategory: "story" };
    expect((await registerClick(apiRequest("/public/emails/registerClick", { body: { ...fields, token }, headers: ip() }))).status).toBe(204);
    expect((await registerClick(apiRequest("/public/emails/registerClick", { body: { ...fields, token: "bogus" }, headers: ip() }))).status).toBe(204);
    const rows = await handle.db.select().from(emailClicks);
    expect(rows.map((row) => [row.emailHash, row.numberInSeries, row.edition])).toEqual([
      [emailHash("clicker@example.com"), "42", "top-us"],
      [null, "42", "top-us"],
    ]);
    expect((await registerClick(apiRequest("/public/emails/registerClick", { body: { path: "/" }, headers: ip() }))).status).toBe(400);
  });
});
