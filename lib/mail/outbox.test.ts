import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createTestDatabase } from "@/test/db";
import { startTestMail, type TestSmtpServer } from "@/test/smtp";
import type { DatabaseHandle } from "@/lib/db";
import { emailOutbox } from "@/lib/db/schema";
import { enqueueMail, type OutboxMessage } from "@/lib/queries/email-outbox";
import { drainOutbox, retryTime } from "./outbox";
import type { MailTransport } from "./transport";

let handle: DatabaseHandle;
let smtp: TestSmtpServer;
let transport: MailTransport;
const FROM = "OpenGround <news@openground.test>";

beforeAll(async () => {
  handle = await createTestDatabase();
  ({ smtp, transport } = await startTestMail());
});

const message = (key: string, to: string): OutboxMessage => ({
  dedupeKey: key,
  kind: "newsletter",
  to,
  subject: `Subject ${key}`,
  html: `<p>Hello <b>${key}</b></p>`,
  text: `Hello ${key}`,
  headers: { "List-Unsubscribe": `<https://openground.test/u/${key}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
});

describe("the outbox, drained to a real SMTP server", () => {
  it("delivers each queued message once, with both parts and its headers", async () => {
    const start = smtp.received.length;
    const now = new Date();
    expect(await enqueueMail(handle.db, [message("a1", "a1@example.com"), message("a2", "a2@example.com")], now)).toBe(2);
    // The same key again (a second composer run, a second worker) queues nothing.
    expect(await enqueueMail(handle.db, [message("a1", "a1@example.com")], now)).toBe(0);
    const result = await drainOutbox(handle.db, transport, { workerId: "w1", from: FROM });
    expect(result).toEqual({ sent: 2, failed: 0 });
    const got = (await smtp.waitFor(start + 2)).slice(start);
    const first = got.find((mail) => mail.envelopeTo[0] === "a1@example.com")!;
    expect(first.parsed.subject).toBe("Subject a1");
    expect(first.parsed.text?.trim()).toBe("Hello a1");
    expect(first.parsed.html).toContain("<b>a1</b>");
    expect(first.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(first.raw).toMatch(/^List-Unsubscribe: <https:\/\/openground.test\/u\/a1>$/m);
    expect(first.parsed.messageId).toMatch(/^<outbox-\d+@openground\.test>$/);
    // Nothing is due any more.
    expect(await drainOutbox(handle.db, transport, { workerId: "w1", from: FROM })).toEqual({ sent: 0, failed: 0 });
  });

  it("keeps a refused message for a later attempt with back-off, and gives up after the last", async () => {
    smtp.refuse.add("bounce@example.com");
    const now = new Date();
    await enqueueMail(handle.db, [message("b1", "bounce@example.com")], now);
    expect(await drainOutbox(handle.db, transport, { workerId: "w1", from: FROM, now: () => now })).toEqual({ sent: 0, failed: 1 });
    const [row] = await handle.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, "b1"));
    expect(row!.status).toBe("pending");
    expect(row!.lastError).toMatch(/550|mailbox/);
    expect(row!.notBefore.getTime()).toBe(now.getTime() + 60_000);
    // Not due again before its time.
    expect(await drainOutbox(handle.db, transport, { workerId: "w1", from: FROM, now: () => now })).toEqual({ sent: 0, failed: 0 });
    expect(retryTime(2, now)!.getTime() - now.getTime()).toBe(2 * 60_000);
    expect(retryTime(8, now)).toBeNull();
    smtp.refuse.delete("bounce@example.com");
    const later = new Date(now.getTime() + 61_000);
    expect(await drainOutbox(handle.db, transport, { workerId: "w1", from: FROM, now: () => later })).toEqual({ sent: 1, failed: 0 });
  });

  it("loses nothing and sends nothing twice when a worker is killed mid-send and another takes over", async () => {
    const start = smtp.received.length;
    const now = new Date(Date.now() + 3_600_000); // after everything earlier in this file
    const keys = ["k1", "k2", "k3", "k4", "k5"];
    await enqueueMail(handle.db, keys.map((key) => message(key, `${key}@example.com`)), now);
    // Worker A sends two, then hangs on the third forever (the process is killed: its promise never settles).
    let sends = 0;
    const dying: MailTransport = {
      describe: "dying",
      send: (mail) => (++sends <= 2 ? transport.send(mail) : new Promise(() => {})),
      close: () => {},
    };
    void drainOutbox(handle.db, dying, { workerId: "A", from: FROM, concurrency: 1, leaseMs: 60_000, now: () => now });
    await smtp.waitFor(start + 2);
    await new Promise((resolve) => setTimeout(resolve, 200)); // A marks its second message sent
    // While A's lease holds, B finds nothing to do.
    expect(await drainOutbox(handle.db, transport, { workerId: "B", from: FROM, now: () => now })).toEqual({ sent: 0, failed: 0 });
    // After the lease, B sends the three A never finished, and only those.
    const afterLease = new Date(now.getTime() + 61_000);
    expect(await drainOutbox(handle.db, transport, { workerId: "B", from: FROM, now: () => afterLease })).toEqual({ sent: 3, failed: 0 });
    const got = (await smtp.waitFor(start + 5)).slice(start).map((mail) => mail.envelopeTo[0]);
    expect(got.sort()).toEqual(keys.map((key) => `${key}@example.com`));
    const rows = await handle.db.select().from(emailOutbox);
    expect(rows.filter((row) => keys.includes(row.dedupeKey)).every((row) => row.status === "sent")).toBe(true);
  });
});

describe("without SMTP_URL", () => {
  it("writes each message as an .eml file an operator can open", async () => {
    const fs = await import("node:fs");
    const os = await import("node:os");
    const path = await import("node:path");
    const { fileTransport } = await import("./transport");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "og-outbox-"));
    const now = new Date(Date.now() + 7_200_000);
    await enqueueMail(handle.db, [message("file1", "file1@example.com")], now);
    const files = fileTransport(dir);
    expect(await drainOutbox(handle.db, files, { workerId: "F", from: FROM, now: () => now })).toEqual({ sent: 1, failed: 0 });
    const [name] = fs.readdirSync(dir);
    const eml = fs.readFileSync(path.join(dir, name!), "utf8");
    expect(eml).toMatch(/^To: file1@example.com$/m);
    expect(eml).toMatch(/^Subject: Subject file1$/m);
    fs.rmSync(dir, { recursive: true });
  });
});

describe("housekeeping", () => {
  it("prunes sent messages and spent bodies after 30 days, never a pending one", async () => {
    const { pruneMail, storeMailBody } = await import("@/lib/queries/email-outbox");
    const old = new Date(Date.now() - 40 * 86_400_000);
    await storeMailBody(handle.db, { key: "old-body", subject: "s", html: "h", text: "t", headers: {} }, old);
    await enqueueMail(handle.db, [{ ...message("old-pending", "p@example.com"), html: undefined, text: undefined, bodyKey: "old-body", vars: {} }], old);
    const later = new Date(Date.now() + 40 * 86_400_000);
    await pruneMail(handle.db, later);
    const left = await handle.db.select().from(emailOutbox);
    expect(left.map((row) => row.dedupeKey)).toEqual(["old-pending"]); // every sent row was older than 30 days by then
  });
});
