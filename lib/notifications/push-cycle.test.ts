import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq, inArray } from "drizzle-orm";
import webpush from "web-push";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { createOutlets, outletRecord } from "@/test/factories/outlets";
import { createStory } from "@/test/factories/stories";
import { apiRequest, createTestUser } from "@/test/factories/users";
import type { DatabaseHandle } from "@/lib/db";
import { PUSH_BROWSER_LIMIT } from "@/lib/accounts/limits";
import { pushNotifications, pushSubscriptions, users } from "@/lib/db/schema";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { GET as summaryRoute } from "@/app/api/notifications/route";
import { POST as seenRoute } from "@/app/api/notifications/seen/route";
import { DELETE as unsubscribeRoute, POST as subscribeRoute } from "@/app/api/notifications/subscription/route";
import { runPushCycle } from "./push-cycle";
import { MAJOR_SOURCES, type PushPayload } from "./rules";

// Issue 22 end to end below the browser: a reader's browser subscription reaches the server through the
// API, the push cycle picks a breaking story and the daily briefing, and the real web-push library
// encrypts each message to a real ECDH key pair and signs it with VAPID. A local HTTP server stands in
// for the browser vendor's push service; the test decrypts what it received (RFC 8291 / RFC 8188) and
// checks the VAPID JWT's signature, as a push service and the browser would.

const vapid = webpush.generateVAPIDKeys();
process.env.VAPID_PUBLIC_KEY = vapid.publicKey;
process.env.VAPID_PRIVATE_KEY = vapid.privateKey;
process.env.VAPID_SUBJECT = "mailto:operator@openground.example";
process.env.PUSH_ALLOW_PRIVATE = "1";
const sendOptions = { vapid: { ...vapid, subject: "mailto:operator@openground.example" }, allowPrivate: true };

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const received: Received[] = [];
const statusFor = new Map<string, number>();
/** Paths whose push service takes the message and does not answer until the test releases it. */
const heldPaths = new Set<string>();
const held: (() => void)[] = [];
let pushService: http.Server;
let origin: string;

/** A browser's side of a subscription: its ECDH key pair and auth secret. */
function browserKeys() {
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  return { ecdh, p256dh: ecdh.getPublicKey().toString("base64url"), auth: crypto.randomBytes(16).toString("base64url") };
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac("sha256", key).update(data).digest();

/** RFC 8291 decryption of an aes128gcm body, as the browser does it. */
function decrypt(body: Buffer, keys: ReturnType<typeof browserKeys>): PushPayload {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = keys.ecdh.computeSecret(serverPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), keys.ecdh.getPublicKey(), serverPublic, Buffer.from([1])]);
  const ikm = hmac(hmac(Buffer.from(keys.auth, "base64url"), shared), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12);
  const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  const end = padded.lastIndexOf(2); // the last record's delimiter, then zero padding
  return JSON.parse(padded.subarray(0, end).toString("utf8")) as PushPayload;
}

/** Checks the VAPID Authorization header as a push service does, and answers its claims. */
function verifyVapid(authorization: string | undefined): { aud: string; sub: string; exp: number } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  expect(match, `Authorization: ${authorization}`).not.toBeNull();
  const [, jwt, key] = match!;
  expect(key).toBe(vapid.publicKey);
  const [header, claims, signature] = jwt!.split(".") as [string, string, string];
  const raw = Buffer.from(key!, "base64url");
  const publicKey = crypto.createPublicKey({
    key: { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33, 65).toString("base64url") },
    format: "jwk",
  });
  const valid = crypto.verify("sha256", Buffer.from(`${header}.${claims}`), { key: publicKey, dsaEncoding: "ieee-p1363" }, Buffer.from(signature, "base64url"));
  expect(valid).toBe(true);
  expect(JSON.parse(Buffer.from(header, "base64url").toString())).toMatchObject({ alg: "ES256", typ: "JWT" });
  return JSON.parse(Buffer.from(claims, "base64url").toString()) as { aud: string; sub: string; exp: number };
}

let handle: DatabaseHandle;
const now = new Date("2026-11-26T12:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  setDatabaseForTests(handle);
  pushService = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ path: request.url ?? "", headers: request.headers, body: Buffer.concat(chunks) });
      const answer = () => response.writeHead(statusFor.get(request.url ?? "") ?? 201).end();
      if (heldPaths.has(request.url ?? "")) held.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  await createOutlets(
    handle.db,
    Array.from({ length: MAJOR_SOURCES }, (_, index) => outletRecord(`outlet-${index}`)),
  );
});

afterAll(() => new Promise<void>((resolve) => pushService.close(() => resolve())));

const subscribe = (token: string, body: unknown) => subscribeRoute(apiRequest("/api/notifications/subscription", { token, body }));
const takeReceived = () => received.splice(0, received.length);

describe("push notifications to a local push endpoint", () => {
  it("refuses bad subscriptions with the field named, and a visitor without a session", async () => {
    const { token } = await createTestUser(handle.db);
    const keys = browserKeys();
    const bad = await subscribe(token, { endpoint: `${origin}/push/x`, keys: { p256dh: "too-short", auth: keys.auth } });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: { code: "bad_request", message: "keys.p256dh: must be a 65-byte P-256 public key" } });
    const offCurve = await subscribe(token, { endpoint: `${origin}/push/x`, keys: { p256dh: Buffer.alloc(65, 4).toString("base64url"), auth: keys.auth } });
    expect(await offCurve.json()).toEqual({ error: { code: "bad_request", message: "keys.p256dh: must be a 65-byte P-256 public key" } });
    const notUrl = await subscribe(token, { endpoint: "file:///etc/passwd", keys: { p256dh: keys.p256dh, auth: keys.auth } });
    expect(notUrl.status).toBe(400);
    expect((await notUrl.json()).error.message).toMatch(/^endpoint: /);
    const anonymous = await subscribeRoute(apiRequest("/api/notifications/subscription", { body: { endpoint: `${origin}/push/x`, keys } }));
    expect(anonymous.status).toBe(401);
    expect(await handle.db.select().from(pushSubscriptions)).toEqual([]);
  });

  it("limits each reader to 20 subscription changes a minute, with Retry-After", async () => {
    const { user, token } = await createTestUser(handle.db);
    const keys = browserKeys();
    const body = { endpoint: `${origin}/push/limit-${user.id}`, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    for (let i = 0; i < 20; i++) expect((await subscribe(token, body)).status).toBe(204);
    const refused = await subscribe(token, body);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    await handle.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
  });

  it("keeps a reader's 10 latest browsers: an 11th forgets the oldest", async () => {
    const { user, token } = await createTestUser(handle.db);
    const keys = browserKeys();
    const endpoints = Array.from({ length: PUSH_BROWSER_LIMIT + 1 }, (_, index) => `${origin}/push/many-${user.id}-${index}`);
    for (const endpoint of endpoints) expect((await subscribe(token, { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } })).status).toBe(204);
    const stored = await handle.db.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(stored.map((row) => row.endpoint).sort()).toEqual(endpoints.slice(1).sort());
    await handle.db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
  });

  it("sends a breaking story once, encrypted to the browser's keys and signed with VAPID, and the dot counts it until viewed", async () => {
    const { user, token } = await createTestUser(handle.db);
    const keys = browserKeys();
    expect((await subscribe(token, { endpoint: `${origin}/push/breaking`, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } })).status).toBe(204);
    const storyId = await createStory(
      handle.db,
      Array.from({ length: MAJOR_SOURCES }, (_, index) => ({ outletId: `outlet-${index}`, title: `Dam bursts upstream of the capital ${index}`, publishedAt: new Date(now.getTime() - 3600_000) })),
    );

    const first = await runPushCycle(handle.db, { ...sendOptions, now });
    expect(first).toMatchObject({ notifications: 1, sent: 1, failed: 0, removed: 0 });
    const [message, ...others] = takeReceived();
    expect(others).toEqual([]);
    expect(message!.path).toBe("/push/breaking");
    expect(message!.headers).toMatchObject({ "content-encoding": "aes128gcm", ttl: "86400", urgency: "high" });
    const claims = verifyVapid(message!.headers.authorization);
    expect(claims.aud).toBe(origin);
    expect(claims.sub).toBe("mailto:operator@openground.example");
    expect(claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(decrypt(message!.body, keys)).toMatchObject({ title: "Breaking", url: `/article/${storyId}`, tag: `story-${storyId}`, sound: true });

    // A second cycle (or a second worker, or a restart) does not send it again.
    expect(await runPushCycle(handle.db, { ...sendOptions, now: new Date(now.getTime() + 60_000) })).toMatchObject({ notifications: 0, sent: 0 });
    expect(takeReceived()).toEqual([]);

    const summary = await summaryRoute(apiRequest("/api/notifications", { token }));
    const body = (await summary.json()) as { publicKey: string; unseen: number; recent: { url: string }[] };
    expect(body).toMatchObject({ publicKey: vapid.publicKey, unseen: 1 });
    expect(body.recent.map((item) => item.url)).toEqual([`/article/${storyId}`]);
    expect(await (await seenRoute(apiRequest("/api/notifications/seen", { token, body: {} }))).json()).toEqual({ cleared: 1, unseen: 0 });
    expect(((await (await summaryRoute(apiRequest("/api/notifications", { token }))).json()) as { unseen: number }).unseen).toBe(0);

    // Unsubscribing removes this browser: nothing more is sent to it.
    expect((await unsubscribeRoute(apiRequest("/api/notifications/subscription", { token, method: "DELETE", body: { endpoint: `${origin}/push/breaking` } }))).status).toBe(204);
    expect(await handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
  });

  it("sends the daily briefing at pnDailyTime in the reader's time zone exactly once, silently when pnSound is off", async () => {
    const { user, token } = await createTestUser(handle.db);
    // 12:00 UTC is 21:00 in Tokyo; level "off" for breaking would also stop the briefing, so "important":
    // the breaking story of the test above (15 sources) is major, so it comes too.
    await handle.db.update(users).set({ timeZoneId: "Asia/Tokyo", pnDailyTime: 21 * 3600, pnSound: false, pnLevel: "important", topFeedEdition: "top-uk" }).where(eq(users.id, user.id));
    const keys = browserKeys();
    expect((await subscribe(token, { endpoint: `${origin}/push/daily`, keys: { p256dh: keys.p256dh, auth: keys.auth } })).status).toBe(204);

    const early = await runPushCycle(handle.db, { ...sendOptions, now: new Date(now.getTime() - 3600_000) }); // 20:00 in Tokyo
    const beforeTime = takeReceived().map((message) => decrypt(message.body, keys));
    expect(beforeTime.map((payload) => payload.tag)).not.toContain("daily-briefing");
    expect(early.notifications).toBe(beforeTime.length);

    await runPushCycle(handle.db, { ...sendOptions, now });
    await runPushCycle(handle.db, { ...sendOptions, now: new Date(now.getTime() + 30 * 60_000) }); // a restart later that evening
    const payloads = takeReceived().map((message) => decrypt(message.body, keys));
    const daily = payloads.filter((payload) => payload.tag === "daily-briefing");
    expect(daily).toHaveLength(1);
    expect(daily[0]).toMatchObject({ title: "Your daily briefing", url: "/daily-briefing/top-uk", sound: false });
    const stored = await handle.db.select().from(pushNotifications).where(eq(pushNotifications.userId, user.id));
    expect(stored.filter((row) => row.kind === "daily").map((row) => row.key)).toEqual(["daily:2026-11-26"]);
  });

  it("a push service that does not answer holds up no other reader's notification", async () => {
    // The stalled reader is created first, so the cycle comes to them first.
    const stalled = await createTestUser(handle.db);
    const other = await createTestUser(handle.db);
    heldPaths.add("/push/stalled");
    const keys = browserKeys();
    for (const [reader, path] of [[stalled, "/push/stalled"], [other, "/push/other"]] as const) {
      expect((await subscribe(reader.token, { endpoint: `${origin}${path}`, keys: { p256dh: keys.p256dh, auth: keys.auth } })).status).toBe(204);
    }
    // The breaking story of the tests above is due to both.
    const cycle = runPushCycle(handle.db, { ...sendOptions, timeoutMs: 60_000, now: new Date(now.getTime() + 120_000) });
    const arrived = () => received.some((message) => message.path === "/push/other");
    for (let waited = 0; !arrived() && waited < 5000; waited += 20) await new Promise((resolve) => setTimeout(resolve, 20));
    const otherArrivedWhileStalled = arrived();
    heldPaths.clear();
    for (const release of held.splice(0)) release();
    const result = await cycle;
    takeReceived();
    await handle.db.delete(pushSubscriptions).where(inArray(pushSubscriptions.userId, [stalled.user.id, other.user.id]));
    expect(otherArrivedWhileStalled).toBe(true);
    expect(result).toMatchObject({ sent: 2, failed: 0 });
  });

  it("forgets a browser whose push service answers 410 Gone", async () => {
    const { user, token } = await createTestUser(handle.db);
    const keys = browserKeys();
    statusFor.set("/push/gone", 410);
    expect((await subscribe(token, { endpoint: `${origin}/push/gone`, keys: { p256dh: keys.p256dh, auth: keys.auth } })).status).toBe(204);
    const result = await runPushCycle(handle.db, { ...sendOptions, now });
    expect(result.removed).toBe(1);
    expect(takeReceived().map((message) => message.path)).toEqual(["/push/gone"]);
    expect(await handle.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id))).toEqual([]);
  });
});
