import { beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "@/test/db";
import { SITE } from "@/test/factories/users";
import { setDatabaseForTests } from "@/lib/db/test-override";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as stripeWebhook } from "@/app/api/stripe/webhook/route";
import { PATCH as patchSubscriptions } from "@/app/public/email-subscription/route";
import { bodyLimitFor, DEFAULT_BODY_LIMIT, readBodyText, statedLengthTooLarge } from "./request-body";

beforeAll(async () => {
  setDatabaseForTests(await createTestDatabase());
});

/** A body sent in chunks with no Content-Length, as `Transfer-Encoding: chunked` arrives. */
function streamed(chunks: number, chunkBytes: number): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent++ >= chunks) return controller.close();
      controller.enqueue(new Uint8Array(chunkBytes).fill(0x61));
    },
  });
}

const post = (path: string, body: BodyInit | ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
  new Request(`${SITE}${path}`, { method: "POST", headers: { origin: SITE, "content-type": "application/json", ...headers }, body, duplex: "half" } as RequestInit);

describe("request body limits (issue 23)", () => {
  it("refuses an anonymous sign-in post over 64 KB with 413 in the error shape, by its stated length", async () => {
    const response = await login(post("/api/auth/login", JSON.stringify({ email: "a@example.com", password: "x".repeat(70_000) })));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: { code: "payload_too_large", message: "The request body must be at most 64 KB" } });
  });

  it("stops reading a chunked body with no length at the limit, and as a form too", async () => {
    let pulled = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(16 * 1024).fill(0x61));
      },
    });
    const json = await login(post("/api/auth/login", endless));
    expect(json.status).toBe(413);
    expect(pulled).toBeLessThan(10);
    const form = await login(post("/api/auth/login", streamed(10, 16 * 1024), { "content-type": "application/x-www-form-urlencoded" }));
    expect(form.status).toBe(413);
  });

  it("still reads a body under the limit", async () => {
    const response = await login(post("/api/auth/login", JSON.stringify({ email: "nobody@example.com", password: "whatever123" }), { "x-forwarded-for": "192.0.2.201" }));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { message: "Incorrect email or password." } });
  });

  it("caps the public e-mail routes and the Stripe webhook, the webhook at 1 MB", async () => {
    const patch = await patchSubscriptions(new Request(`${SITE}/public/email-subscription?token=abc`, { method: "PATCH", headers: { origin: SITE }, body: "[" + "0,".repeat(40_000) + "0]" }));
    expect(patch.status).toBe(413);
    const huge = await stripeWebhook(post("/api/stripe/webhook", streamed(70, 16 * 1024)));
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({ error: { message: "The request body must be at most 1024 KB" } });
  });

  it("gives routes that need more their own limit, and the web process refuses a stated length over it", async () => {
    expect(bodyLimitFor("/api/auth/login")).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor("/v04/user/set")).toBeGreaterThan(Math.ceil((256 * 1024) / 3) * 4);
    expect(statedLengthTooLarge("/api/auth/register", String(500 * 1024 * 1024))).toBe(true);
    expect(statedLengthTooLarge("/v04/user/set", String(400 * 1024))).toBe(false);
    expect(statedLengthTooLarge("/public/email-token", "65537")).toBe(true);
    expect(statedLengthTooLarge("/article/1", String(10 ** 9))).toBe(false);
    expect(await readBodyText(new Request(SITE, { method: "POST", body: "héllo" }))).toBe("héllo");
  });
});
