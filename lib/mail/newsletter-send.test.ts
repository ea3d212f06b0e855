import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "@/test/db";
import { apiRequest, createTestUser } from "@/test/factories/users";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createStory } from "@/test/factories/stories";
import { startTestMail, type TestSmtpServer } from "@/test/smtp";
import type { DatabaseHandle } from "@/lib/db";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { emailOutbox, emailSubscriptions, users } from "@/lib/db/schema";
import { emailHash } from "@/lib/newsletters/email-hash";
import { setSubscription } from "@/lib/queries/email-subscriptions";
import { POST as unsubscribe } from "@/app/api/newsletters/unsubscribe/route";
import { POST as registerClick } from "@/app/public/emails/registerClick/route";
import { drainOutbox } from "./outbox";
import { queueNewsletterIssue } from "./newsletter-send";
import { claimIssue, queueDueIssues } from "./newsletter-schedule";
import type { MailTransport } from "./transport";

let handle: DatabaseHandle;
let smtp: TestSmtpServer;
let transport: MailTransport;
const SITE = "http://localhost:3000";
const now = new Date();
const today = now.toISOString().slice(0, 10);

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
  ({ smtp, transport } = await startTestMail());
  await createOutlets(handle.db, [
    outletRecord("left-daily", { bias: "left" }),
    outletRecord("centre-wire", { bias: "center" }),
    outletRecord("right-times", { bias: "right" }),
  ]);
  const at = (hours: number) => new Date(now.getTime() - hours * 3600_000);
  await createStory(handle.db, [
    { outletId: "left-daily", title: "Senate passes the water bill", imageUrl: "https://img.example/resize/400/water.jpg", publishedAt: at(3) },
    { outletId: "centre-wire", title: "Senate passes water bill after long debate", publishedAt: at(2) },
    { outletId: "right-times", title: "Water bill clears the Senate", publishedAt: at(1) },
  ]);
  await createStory(handle.db, [
    { outletId: "right-times", title: "Rare whale spotted near the harbour", publishedAt: at(5) },
    { outletId: "centre-wire", title: "Rare whale seen in harbour", publishedAt: at(4) },
  ]);
});

async function subscriber(email: string, identifiers: string[], overrides: { subscriptionStatus?: string; timeZoneId?: string } = {}) {
  const { user } = await createTestUser(handle.db, { email, subscriptionStatus: overrides.subscriptionStatus });
  await handle.db.update(users).set({ emailVerifiedAt: now, timeZoneId: overrides.timeZoneId ?? null }).where(eq(users.id, user.id));
  for (const identifier of identifiers) await setSubscription(handle.db, { email, emailHash: emailHash(email), emailIdentifier: identifier, subscribed: true, source: "web", now });
  return user;
}
const deliver = () => drainOutbox(handle.db, transport, { workerId: "t", from: "OpenGround <news@openground.test>", now: () => new Date(now.getTime() + 2 * 86_400_000) });

describe("a newsletter issue, composed and delivered", () => {
  it("reaches each subscriber once with both parts, tracked links, the coverage in text and one-click unsubscribe", async () => {
    await subscriber("daily1@example.com", ["daily-ground", "offbeat"]);
    await subscriber("daily2@example.com", ["daily-ground"], { timeZoneId: "America/New_York" });
    const first = await queueNewsletterIssue(handle.db, { slug: "daily-ground", date: today, siteUrl: SITE, now });
    expect(first).toMatchObject({ queued: 2, skipped: 0 });
    // Queued again (a second worker, a restart): nothing new.
    expect((await queueNewsletterIssue(handle.db, { slug: "daily-ground", date: today, siteUrl: SITE, now })).queued).toBe(0);
    const [nyRow] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, "daily2@example.com"));
    // 07:00 in New York is 11:00 or 12:00 UTC (daylight saving or not).
    expect(nyRow!.notBefore.toISOString().slice(0, 10)).toBe(today);
    expect([11, 12]).toContain(nyRow!.notBefore.getUTCHours());

    const start = smtp.received.length;
    expect(await deliver()).toEqual({ sent: 2, failed: 0 });
    const mail = (await smtp.waitFor(start + 2)).slice(start).find((received) => received.envelopeTo.includes("daily1@example.com"))!;
    expect(mail.parsed.subject).toMatch(/^The Daily Ground, \w+day \d+ \w+: /);
    expect(mail.parsed.html).toContain("Senate");
    expect(mail.parsed.text).toMatch(/Left 33% · Centre 34% · Right 33%/);
    // §9: the 400-wide image is asked for at 600 and shown at 100 % of the column.
    expect(mail.parsed.html).toContain("https://img.example/resize/600/water.jpg");
    expect(mail.parsed.html).toMatch(/width:100%/);
    // Every link to the site is tracked.
    const links = [...String(mail.parsed.html).matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&")).filter((href) => href.startsWith(`${SITE}/`) && !href.includes("/newsletters/unsubscribe") && !href.includes("/newsletters/manage"));
    expect(links.length).toBeGreaterThan(3);
    for (const href of links) {
      const params = new URL(href).searchParams;
      expect(params.get("utm_medium"), href).toBe("email");
      for (const name of ["token", "emailIdentifier", "numberInSeries", "variant", "edition", "category", "subCategory"]) expect(params.get(name), `${href} ${name}`).toBeTruthy();
    }
    // The site registers a click made from one of them.
    const clicked = new URL(links[0]!);
    const click = await registerClick(
      apiRequest("/public/emails/registerClick", { body: { path: clicked.pathname, ...Object.fromEntries([...clicked.searchParams].filter(([name]) => name !== "utm_medium")) } }),
    );
    expect(click.status).toBe(204);

    // RFC 8058: List-Unsubscribe + List-Unsubscribe-Post; the one-click POST unsubscribes this newsletter only.
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    const unfolded = mail.raw.replace(/\r?\n[ \t]+/g, " ");
    const unsubscribeUrl = /^List-Unsubscribe: <([^>]+)>/m.exec(unfolded)![1]!.replace(/\s+/g, "");
    const response = await unsubscribe(new Request(unsubscribeUrl, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }));
    expect(response.status).toBe(200);
    const rows = await handle.db.select().from(emailSubscriptions).where(eq(emailSubscriptions.emailHash, emailHash("daily1@example.com")));
    expect(Object.fromEntries(rows.map((row) => [row.emailIdentifier, [row.isSubscribed, row.userUnsubscribed]]))).toEqual({ "daily-ground": [false, true], offbeat: [true, false] });
    // The footer links to the reader's subscriptions.
    expect(mail.parsed.text).toMatch(/Manage your newsletters/);
    expect(mail.parsed.html).toMatch(/\/newsletters\/manage\?token=[A-Za-z0-9_-]{43}/);
  });

  it("sends Burst Your Bubble only to addresses whose plan includes it", async () => {
    await subscriber("premium@example.com", ["burst-your-bubble"], { subscriptionStatus: "premium" });
    await subscriber("free@example.com", ["burst-your-bubble"]);
    const result = await queueNewsletterIssue(handle.db, { slug: "burst-your-bubble", date: today, siteUrl: SITE, now, sendNow: true });
    expect(result).toMatchObject({ queued: 1, skipped: 1 });
    const queued = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "newsletter"));
    expect(queued.map((row) => row.toAddress)).toContain("premium@example.com");
    expect(queued.map((row) => row.toAddress)).not.toContain("free@example.com");
  });

  it("queues each day's due issues once, whichever process looks first", async () => {
    const tuesday = new Date("2026-11-24T00:05:00Z");
    expect(await queueDueIssues(handle.db, { siteUrl: SITE, now: tuesday })).toEqual(["daily-ground", "blindspot-report"]);
    expect(await queueDueIssues(handle.db, { siteUrl: SITE, now: new Date("2026-11-24T09:00:00Z") })).toEqual([]);
  });

  it("lets only one process claim a day's issue", async () => {
    expect(await claimIssue(handle.db, "offbeat", "2026-11-25", now)).toBe(true);
    expect(await claimIssue(handle.db, "offbeat", "2026-11-25", now)).toBe(false);
  });
});
