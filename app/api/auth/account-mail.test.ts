import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "@/test/db";
import { SITE, apiRequest, createTestUser, setCookies } from "@/test/factories/users";
import { startTestMail, type TestSmtpServer } from "@/test/smtp";
import type { DatabaseHandle } from "@/lib/db";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { users } from "@/lib/db/schema";
import { resolveSessionToken } from "@/lib/auth/sessions";
import { drainOutbox } from "@/lib/mail/outbox";
import type { MailTransport } from "@/lib/mail/transport";
import { resetPassword } from "@/lib/accounts/account-mail";
import { POST as register } from "./register/route";
import { POST as login } from "./login/route";
import { POST as verify } from "./verify-email/route";
import { POST as forgot } from "./forgot-password/route";
import { POST as reset } from "./reset-password/route";
import { POST as resend } from "./resend-verification/route";

// Account mail end to end below the browser: the routes queue mail, the outbox drains it to a real SMTP
// server, and the links read from the received mail drive the next step.

let handle: DatabaseHandle;
let smtp: TestSmtpServer;
let transport: MailTransport;
beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
  ({ smtp, transport } = await startTestMail());
});

async function deliver(): Promise<void> {
  await drainOutbox(handle.db, transport, { workerId: "test", from: "OpenGround <news@openground.test>" });
}
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));
const linkIn = (text: string, path: string) => {
  const match = new RegExp(`${SITE.replace(/[.:/]/g, "\\$&")}${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[1]!;
};
const form = (path: string, fields: Record<string, string>, session?: string) =>
  new Request(`${SITE}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE, "x-forwarded-for": "192.0.2.80", ...(session ? { authorization: `Bearer ${session}` } : {}) },
    body: new URLSearchParams(fields).toString(),
  });

describe("verification after registration", () => {
  it("mails a link that confirms the address once, signs the reader in and starts the welcome series", async () => {
    const response = await register(apiRequest("/api/auth/register", { body: { email: "newcomer@example.com", password: "a long password" } }));
    expect(response.status).toBe(201);
    await deliver();
    const [mail] = mailsTo("newcomer@example.com");
    expect(mail!.parsed.subject).toBe("Confirm your OpenGround account");
    expect(mail!.parsed.html).toContain("Confirm my address");
    const token = linkIn(mail!.parsed.text!, "/verify-email");
    expect(Buffer.from(token, "base64url").length).toBeGreaterThanOrEqual(16); // ≥ 128 bits

    const confirmed = await verify(form("/api/auth/verify-email", { token }));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toBe("/account?verified=1");
    expect(setCookies(confirmed).has("GROUND_LOGIN_TOKEN")).toBe(true);
    const [row] = await handle.db.select().from(users).where(eq(users.email, "newcomer@example.com"));
    expect(row!.emailVerifiedAt).not.toBeNull();

    const again = await verify(form("/api/auth/verify-email", { token }));
    expect(again.headers.get("location")).toMatch(/^\/verify-email\?error=This\+link\+has\+expired/);
    await deliver();
    // Part 1 of the welcome series now; the other four wait for their day.
    expect(mailsTo("newcomer@example.com").map((received) => received.parsed.subject)).toEqual(["Confirm your OpenGround account", "Welcome to OpenGround"]);
  });

  it("refuses a made-up token with the same message, and never 500", async () => {
    for (const token of ["", "short", "x".repeat(43), "y".repeat(300)]) {
      const response = await verify(apiRequest("/api/auth/verify-email", { body: { token } }));
      expect(response.status).toBe(400);
    }
  });
});

describe("a new confirmation link from /account", () => {
  it("is sent to an unconfirmed address, and to nobody for a confirmed one or a shadow account, with one answer", async () => {
    const unconfirmed = await createTestUser(handle.db, { email: "unconfirmed@example.com" });
    const confirmed = await createTestUser(handle.db, { email: "confirmed@example.com" });
    await handle.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, confirmed.user.id));
    const shadow = await register(apiRequest("/api/auth/register", { body: { email: "confirmed@example.com", password: "not the owner's" } }));
    const shadowToken = /GROUND_LOGIN_TOKEN=([^;]+)/.exec(setCookies(shadow).get("GROUND_LOGIN_TOKEN")!)![1]!;
    const answers = await Promise.all([unconfirmed.token, confirmed.token, shadowToken].map((token) => resend(form("/api/auth/resend-verification", {}, token))));
    expect(answers.map((response) => response.headers.get("location"))).toEqual(Array(3).fill("/account?verificationSent=1"));
    await deliver();
    expect(mailsTo("unconfirmed@example.com").map((mail) => mail.parsed.subject)).toEqual(["Confirm your OpenGround account"]);
    expect(mailsTo("confirmed@example.com").map((mail) => mail.parsed.subject)).toEqual(["You already have an OpenGround account"]);
  });
});

describe("password reset", () => {
  it("answers the same for a known and an unknown address, and mails only the known one", async () => {
    const { user } = await createTestUser(handle.db, { email: "forgetful@example.com" });
    const known = await forgot(apiRequest("/api/auth/forgot-password", { body: { email: user.email } }));
    const unknown = await forgot(apiRequest("/api/auth/forgot-password", { body: { email: "nobody-here@example.com" } }));
    expect([known.status, unknown.status]).toEqual([202, 202]);
    expect(await known.json()).toEqual(await unknown.json());
    const bad = await forgot(apiRequest("/api/auth/forgot-password", { body: { email: "not an address" } }));
    expect(bad.status).toBe(400);
    await deliver();
    expect(mailsTo("forgetful@example.com")).toHaveLength(1);
    expect(mailsTo("nobody-here@example.com")).toHaveLength(0);
  });

  it("sets the new password from the mailed link once, signs out everywhere and signs this browser in", async () => {
    const { user, token: oldSession } = await createTestUser(handle.db, { email: "resetter@example.com" });
    await forgot(form("/api/auth/forgot-password", { email: "Resetter@Example.com" }));
    await deliver();
    const mail = mailsTo("resetter@example.com").at(-1)!;
    expect(mail.parsed.subject).toBe("Reset your OpenGround password");
    const token = linkIn(mail.parsed.text!, "/reset-password");

    // A password that breaks the rules keeps the link usable.
    const short = await reset(form("/api/auth/reset-password", { token, password: "short" }));
    expect(new URL(short.headers.get("location")!, SITE).searchParams.get("error")).toBe("Password must be at least 8 characters.");
    const done = await reset(form("/api/auth/reset-password", { token, password: "my new long password" }));
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe("/account?passwordReset=1");
    expect(setCookies(done).has("GROUND_LOGIN_TOKEN")).toBe(true);
    expect(await resolveSessionToken(handle.db, oldSession, new Date())).toBeNull();

    const reused = await reset(apiRequest("/api/auth/reset-password", { body: { token, password: "another password" } }));
    expect(reused.status).toBe(400);
    expect(((await reused.json()) as { error: { message: string } }).error.message).toBe("This link has expired or was already used. Ask for a new one.");
    const signedIn = await login(apiRequest("/api/auth/login", { body: { email: user.email, password: "my new long password" } }));
    expect(signedIn.status).toBe(200);
  });

  it("refuses a link older than one hour", async () => {
    await createTestUser(handle.db, { email: "late@example.com" });
    await forgot(apiRequest("/api/auth/forgot-password", { body: { email: "late@example.com" } }));
    await deliver();
    const token = linkIn(mailsTo("late@example.com").at(-1)!.parsed.text!, "/reset-password");
    const later = new Date(Date.now() + 61 * 60_000);
    expect(await resetPassword(handle.db, { token, password: "too late password", userAgent: null, now: later })).toMatchObject({ ok: false });
  });
});
