import http from "node:http";
import type { AddressInfo } from "node:net";

// A small HTTP server standing in for Stripe's API in tests only (issue 21: no network in tests; stripe-mock
// is not installable). The real SDK talks to it through STRIPE_API_URL / the client's host, port and
// protocol. It answers the calls we make (Checkout Sessions, the customer portal), keeps what it was sent,
// and serves a "Stripe page" for a session so a browser test can land on it.

export interface StandInSession {
  id: string;
  /** The form fields the SDK sent, flat ("line_items[0][price_data][unit_amount]" → "9999"). */
  params: Record<string, string>;
  url: string;
}

export interface StripeStandIn {
  url: string;
  sessions: StandInSession[];
  portals: Record<string, string>[];
  /** Subscription ids cancelled through DELETE /v1/subscriptions/{id}. */
  cancelled: string[];
  /** Coupons made through POST /v1/coupons (their form fields); a second one with the same id is refused as Stripe does. */
  coupons: Record<string, string>[];
  /** Coupon ids used up (a test marks one redeemed as Stripe does when its max_redemptions is reached): no longer valid. */
  redeemed: Set<string>;
  close(): Promise<void>;
}

export async function startStripeStandIn(port = 0): Promise<StripeStandIn> {
  const sessions: StandInSession[] = [];
  const portals: Record<string, string>[] = [];
  const cancelled: string[] = [];
  const coupons: Record<string, string>[] = [];
  const redeemed = new Set<string>();
  let base = "";
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const params = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8")));
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json", "request-id": `req_standin_${Date.now()}` });
        response.end(JSON.stringify(body));
      };
      const path = (request.url ?? "/").split("?")[0]!;
      // The API (/v1/…) wants a secret key; the "payment page" and the test's session look-up do not.
      if (path.startsWith("/v1/") && !request.headers.authorization?.startsWith("Bearer sk_")) {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API key" } });
      }
      if (request.method === "POST" && path === "/v1/checkout/sessions") {
        if (params["discounts[0][coupon]"] && redeemed.has(params["discounts[0][coupon]"])) {
          return send(400, { error: { type: "invalid_request_error", message: `This coupon (${params["discounts[0][coupon]"]}) is no longer valid.` } });
        }
        const id = `cs_test_standin_${sessions.length + 1}`;
        const session = { id, params, url: `${base}/pay/${id}` };
        sessions.push(session);
        return send(200, { id, object: "checkout.session", url: session.url, mode: params.mode, metadata: {}, status: "open" });
      }
      if (request.method === "GET" && path.startsWith("/pay/")) {
        const session = sessions.find((entry) => entry.id === path.slice("/pay/".length));
        response.writeHead(session ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
        return response.end(`<!doctype html><title>Stand-in Stripe Checkout</title><h1>Stand-in Stripe Checkout</h1><p id="session">${session?.id ?? "unknown"}</p>`);
      }
      if (request.method === "GET" && path.startsWith("/sessions/")) {
        const session = sessions.find((entry) => entry.id === path.slice("/sessions/".length));
        return session ? send(200, session) : send(404, { error: { message: "No such session" } });
      }
      if (request.method === "POST" && path === "/v1/billing_portal/sessions") {
        portals.push(params);
        return send(200, { id: `bps_${portals.length}`, object: "billing_portal.session", url: `${base}/portal/${portals.length}` });
      }
      if (request.method === "POST" && path === "/v1/coupons") {
        if (coupons.some((coupon) => coupon.id === params.id)) {
          return send(400, { error: { type: "invalid_request_error", code: "resource_already_exists", message: "Coupon already exists." } });
        }
        coupons.push(params);
        return send(200, { id: params.id, object: "coupon", percent_off: Number(params.percent_off), duration: params.duration, valid: true });
      }
      if (request.method === "GET" && path.startsWith("/v1/coupons/")) {
        const coupon = coupons.find((entry) => entry.id === decodeURIComponent(path.slice("/v1/coupons/".length)));
        if (!coupon) return send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: "No such coupon" } });
        return send(200, { id: coupon.id, object: "coupon", percent_off: Number(coupon.percent_off), duration: coupon.duration, valid: !redeemed.has(coupon.id!) });
      }
      if (request.method === "DELETE" && path.startsWith("/v1/subscriptions/")) {
        const id = path.slice("/v1/subscriptions/".length);
        cancelled.push(id);
        return send(200, { id, object: "subscription", status: "canceled" });
      }
      send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${request.method}: ${path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url: base, sessions, portals, cancelled, coupons, redeemed, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
