import http from "node:http";
import https from "node:https";
import webpush from "web-push";
import { resolveVettedHost } from "@/lib/ingest/fetch/resolve-host";
import type { PushPayload } from "./rules";
import type { VapidKeys } from "./vapid";

// One Web Push message to one browser's push service (RFC 8030), encrypted to the browser's keys
// (RFC 8291, aes128gcm) and signed with the site's VAPID key (RFC 8292) by the web-push package.
// web-push's own sender speaks https only and resolves the endpoint's host itself; this one sends the
// request web-push builds through the feed reader's vetted, pinned connection instead, so an endpoint
// a browser (or anyone with a session) registers can never aim the server at a private address, unless
// PUSH_ALLOW_PRIVATE lets the tests' local push endpoint over http on 127.0.0.1.

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome =
  | { kind: "sent"; status: number }
  /** 404 or 410: the browser dropped the subscription; delete it. */
  | { kind: "gone"; status: number }
  | { kind: "failed"; status: number | null; message: string };

export interface PushSendOptions {
  vapid: VapidKeys;
  allowPrivate: boolean;
  /** Seconds the push service keeps an undelivered message. */
  ttlSeconds?: number;
  timeoutMs?: number;
}

const GONE = new Set([404, 410]);

export async function sendPush(target: PushTarget, payload: PushPayload, options: PushSendOptions): Promise<PushOutcome> {
  let url: URL;
  try {
    url = new URL(target.endpoint);
  } catch {
    return { kind: "failed", status: null, message: "not a URL" };
  }
  if (url.protocol !== "https:" && !(options.allowPrivate && url.protocol === "http:")) {
    return { kind: "failed", status: null, message: `refused ${url.protocol} endpoint` };
  }
  const timeoutMs = options.timeoutMs ?? 10_000;
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    // Throws on keys that are not a point of the curve (a subscription no browser made): that browser fails, not the cycle.
    const details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, JSON.stringify(payload), {
      vapidDetails: options.vapid,
      TTL: options.ttlSeconds ?? 24 * 3600,
      urgency: payload.tag === "daily-briefing" ? "normal" : "high",
    });
    const host = await resolveVettedHost(url.hostname, options.allowPrivate, signal);
    const status = await new Promise<number>((resolve, reject) => {
      const request = (url.protocol === "https:" ? https : http).request(
        url,
        { method: details.method, headers: details.headers, lookup: host.lookup, signal, servername: host.hostname },
        (response) => {
          response.resume(); // the push service's body says nothing we use
          response.on("end", () => resolve(response.statusCode ?? 0));
          response.on("error", reject);
        },
      );
      request.on("error", reject);
      request.end(details.body);
    });
    if (status >= 200 && status < 300) return { kind: "sent", status };
    if (GONE.has(status)) return { kind: "gone", status };
    return { kind: "failed", status, message: `push service answered ${status}` };
  } catch (error) {
    return { kind: "failed", status: null, message: error instanceof Error ? error.message : String(error) };
  }
}
