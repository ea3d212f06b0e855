import crypto from "node:crypto";
import webpush from "web-push";
import { describe, expect, it } from "vitest";
import { sendPush } from "./push-transport";
import { subscriptionSchema } from "./subscription-input";

// Issue 22: a subscription is an address the server will POST to, given by whoever holds a session. Only
// https endpoints on public addresses, unless PUSH_ALLOW_PRIVATE (the tests' local push endpoint).

const ecdh = crypto.createECDH("prime256v1");
ecdh.generateKeys();
const keys = { p256dh: ecdh.getPublicKey().toString("base64url"), auth: crypto.randomBytes(16).toString("base64url") };
const vapid = { ...webpush.generateVAPIDKeys(), subject: "mailto:operator@openground.example" };
const payload = { title: "Breaking", body: "b", url: "/article/1", tag: "story-1", sound: true };

describe("push endpoints", () => {
  it("are refused over http, and on a private or loopback address, unless allowed", async () => {
    expect(await sendPush({ endpoint: "http://push.example/x", ...keys }, payload, { vapid, allowPrivate: false })).toMatchObject({ kind: "failed", message: "refused http: endpoint" });
    const loopback = await sendPush({ endpoint: "https://127.0.0.1:9/x", ...keys }, payload, { vapid, allowPrivate: false });
    expect(loopback).toMatchObject({ kind: "failed", status: null });
    expect((loopback as { message: string }).message).toMatch(/^Refused to connect: /);
    const metadata = await sendPush({ endpoint: "https://169.254.169.254/latest", ...keys }, payload, { vapid, allowPrivate: false });
    expect((metadata as { message: string }).message).toMatch(/^Refused to connect: /);
  });

  it("a subscription's endpoint must be https at the API unless private endpoints are allowed", () => {
    const http = { endpoint: "http://push.example/x", keys };
    expect(subscriptionSchema(false).safeParse(http).error?.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`)).toEqual(["endpoint: must be an https URL"]);
    expect(subscriptionSchema(true).safeParse(http).success).toBe(true);
    expect(subscriptionSchema(false).safeParse({ endpoint: "https://push.example/x", keys: { ...keys, auth: "AAAA" } }).error?.issues[0]?.message).toBe("must be a 16-byte secret");
  });
});
