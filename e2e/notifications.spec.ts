import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { waitForHydration } from "./page-checks";

// Issue 22: a signed-in reader switches push notifications on in the header, the subscription reaches
// the server, the server's push loop sends the daily briefing to the browser's push service, the header
// shows the notification dot until the reader opens the list, and the service worker shows a push.
//
// The limit: headless Chromium cannot create a real push subscription here. pushManager.subscribe()
// fails with "AbortError: Registration failed - permission denied" even after
// context.grantPermissions(["notifications"]), and a real subscription would need the browser vendor's
// push service, which an offline machine cannot reach. So the page's PushManager answers with a
// subscription the test makes: a local HTTP push endpoint and a real ECDH key pair, whose message the
// test decrypts. Everything else is real: the toggle, the API, the stored subscription, the push loop,
// web-push's encryption and VAPID signature, the service worker (its push event through the DevTools
// protocol).

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac("sha256", key).update(data).digest();

/** RFC 8291 (aes128gcm) decryption, as the browser does it. */
function decrypt(body: Buffer, ecdh: crypto.ECDH, auth: Buffer): { title: string; url: string; sound: boolean } {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const serverPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const ikm = hmac(hmac(auth, ecdh.computeSecret(serverPublic)), Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), serverPublic, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const decipher = crypto.createDecipheriv("aes-128-gcm", hmac(prk, Buffer.from("Content-Encoding: aes128gcm\0\x01")).subarray(0, 16), hmac(prk, Buffer.from("Content-Encoding: nonce\0\x01")).subarray(0, 12));
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
  return JSON.parse(padded.subarray(0, padded.lastIndexOf(2)).toString("utf8"));
}

test("a reader switches notifications on, receives the daily briefing, sees the dot until viewing it", async ({ page, context, baseURL }) => {
  test.setTimeout(90_000);
  const received: { headers: http.IncomingHttpHeaders; body: Buffer }[] = [];
  const pushService = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, "127.0.0.1", resolve));
  const endpoint = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}/push/reader`;
  const ecdh = crypto.createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = crypto.randomBytes(16);

  // The stand-in subscription (see above), kept in localStorage so it outlives a reload.
  await context.addInitScript(
    ({ endpoint, p256dh, auth }) => {
      const KEY = "e2e-push-subscription";
      const subscription = () => ({
        endpoint,
        expirationTime: null,
        toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh, auth } }),
        unsubscribe: async () => (localStorage.removeItem(KEY), true),
      });
      PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
        localStorage.setItem(KEY, String(options?.applicationServerKey));
        return subscription() as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function () {
        return (localStorage.getItem(KEY) ? subscription() : null) as unknown as PushSubscription | null;
      };
    },
    { endpoint, p256dh: ecdh.getPublicKey().toString("base64url"), auth: auth.toString("base64url") },
  );
  await context.grantPermissions(["notifications"], { origin: baseURL! });

  const email = `push-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  expect((await page.request.post("/api/auth/register", { data: { email, password: "a long enough password" } })).status()).toBe(201);
  // The daily briefing is due from this minute on, in the reader's zone (UTC).
  const nowSeconds = Math.floor((Date.now() % 86_400_000) / 60_000) * 60;
  expect((await page.request.post("/v04/user/set", { data: { timeZoneId: "UTC", pnDailyTime: nowSeconds, pnSound: false }, headers: { "x-gn-v": "web" } })).status()).toBe(200);

  await page.goto("/blindspot");
  await waitForHydration(page);
  const bell = page.getByRole("banner").locator("summary[title='Notifications']");
  await expect(bell).toHaveAccessibleName("Notifications");
  await bell.click();
  const toggle = page.getByRole("switch", { name: "Push notifications on this device" });
  await expect(toggle).not.toBeChecked();
  await toggle.click();
  await expect(toggle).toBeChecked();
  // The toggle subscribed with the site's VAPID key.
  const { publicKey } = (await (await page.request.get("/api/notifications")).json()) as { publicKey: string };
  expect(await page.evaluate(() => localStorage.getItem("e2e-push-subscription"))).toBe(publicKey);

  // The push loop (every 2 s in this server) sends the briefing to the subscription the server stored.
  await expect.poll(() => received.length, { timeout: 30_000 }).toBeGreaterThan(0);
  const briefing = received.map((message) => decrypt(message.body, ecdh, auth)).find((payload) => payload.title === "Your daily briefing");
  expect(briefing).toMatchObject({ url: "/daily-briefing/top-us", sound: false });
  expect(received[0]!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));

  // The dot: shown after a reload, gone once the list was opened, and stays gone.
  await page.reload();
  await waitForHydration(page);
  await expect(bell).toHaveAccessibleName(/^Notifications, \d+ unseen$/);
  await expect(page.getByTestId("notification-dot")).toBeVisible();
  await bell.click();
  await expect(page.getByRole("link", { name: /Your daily briefing/ })).toHaveAttribute("href", "/daily-briefing/top-us");
  await expect(page.getByTestId("notification-dot")).toHaveCount(0);
  await page.reload();
  await waitForHydration(page);
  await expect(bell).toHaveAccessibleName("Notifications");

  // The service worker's push handler (a push delivered through the DevTools protocol, as a push service
  // would): it shows the notification and tells open pages, which refresh the dot. Headless Chromium
  // refuses showNotification itself (Notification.permission reads "denied" there even after
  // grantPermissions), so what the worker would show is read from its message to the page.
  const cdp = await context.newCDPSession(page);
  const registrationId = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const registration = registrations.find((entry) => entry.scopeURL === `${baseURL}/` && !entry.isDeleted);
      if (registration) resolve(registration.registrationId);
    }),
  );
  await cdp.send("ServiceWorker.enable");
  await page.evaluate(() => {
    const messages: unknown[] = [];
    (window as unknown as { pushMessages: unknown[] }).pushMessages = messages;
    navigator.serviceWorker.addEventListener("message", (event) => messages.push(event.data));
  });
  await cdp.send("ServiceWorker.deliverPushMessage", {
    origin: baseURL!,
    registrationId: await registrationId,
    data: JSON.stringify({ title: "Breaking", body: "A test story (20 sources)", url: "/article/1", tag: "story-1", sound: false }),
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { pushMessages: unknown[] }).pushMessages))
    .toEqual([{ type: "openground-push", title: "Breaking", body: "A test story (20 sources)", url: "/article/1", silent: true }]);

  // Switching off removes the subscription: the switch stays off after a reload.
  await page.reload();
  await waitForHydration(page);
  await bell.click();
  await expect(toggle).toBeChecked();
  const unsubscribed = page.waitForResponse((response) => response.url().endsWith("/api/notifications/subscription") && response.request().method() === "DELETE");
  await toggle.click();
  expect((await unsubscribed).status()).toBe(204);
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await waitForHydration(page);
  await bell.click();
  await expect(toggle).not.toBeChecked();
  await new Promise<void>((resolve) => pushService.close(() => resolve()));
});
