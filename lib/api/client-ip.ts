import { isIPv4, isIPv6 } from "node:net";
import { getEnv } from "@/lib/env";

// The address rate limits count against (issue 23, "Per-IP limits bypassed with X-Forwarded-For").
// `npm start` has no proxy in front unless the operator puts one there, so a client-sent X-Forwarded-For
// is trusted only as far as TRUSTED_PROXY_HOPS says: 0 (the default) is the socket's own address; n is
// the address the n-th proxy in front of us saw (the n-th entry from the right, as each proxy appends).
// The web process (scripts/server.ts) works it out from the socket, which a route handler cannot see,
// and hands it on in CLIENT_IP_HEADER, always overwriting one a client sent.

export const CLIENT_IP_HEADER = "x-openground-client-ip";

/** The client's address: the socket's with `hops` = 0, else `hops` proxies back along X-Forwarded-For. */
export function addressFromHops(forwardedFor: string | string[] | undefined | null, socketAddress: string | undefined, hops: number): string {
  const joined = Array.isArray(forwardedFor) ? forwardedFor.join(",") : (forwardedFor ?? "");
  const forwarded = joined.split(",").map((part) => part.trim()).filter(Boolean);
  // Nearest first: the socket (our last proxy, or the client itself), then each address a proxy appended.
  const chain = [socketAddress, ...forwarded.reverse()];
  // A request that came through fewer proxies than configured did not come through them: its furthest
  // address is the one a client could not have invented (as Express's "trust proxy" n).
  const picked = chain[Math.min(hops, chain.length - 1)] ?? chain.findLast((address) => address !== undefined);
  return normalizeAddress(picked ?? "") || "unknown";
}

/** `::ffff:192.0.2.1` (an IPv4 client on a dual-stack socket) as `192.0.2.1`; anything else as given. */
function normalizeAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * The forwarding headers a client may have written itself: with no trusted proxy in front, nobody but
 * the client set X-Forwarded-Host / -Proto / -Port, and Next would build the request's URL (and so
 * absolute links, when PUBLIC_URL is unset) from them. The web process drops them then (issue 23).
 */
export const FORWARDING_HEADERS = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port", "forwarded"] as const;

export function untrustedForwardingHeaders(hops: number): readonly string[] {
  return hops > 0 ? [] : FORWARDING_HEADERS;
}

/** The client's address for this request (see above). */
export function clientIp(headers: Headers): string {
  const trusted = headers.get(CLIENT_IP_HEADER)?.trim();
  if (trusted) return trusted;
  // Not behind scripts/server.ts (`next dev`, a route handler called in a test): no socket to read, so
  // the forwarded chain as far as the setting trusts it.
  return addressFromHops(headers.get("x-forwarded-for"), undefined, getEnv().TRUSTED_PROXY_HOPS);
}

/**
 * The bucket a per-IP limit counts: an IPv4 address, or an IPv6 address's /64 (one subscriber's network;
 * anyone with IPv6 holds at least a /64, so counting single addresses would give them 2^64 tries).
 */
export function addressBucket(address: string): string {
  if (isIPv4(address)) return address;
  const bare = address.replace(/^\[|\]$/g, "").split("%")[0] ?? "";
  if (!isIPv6(bare)) return address;
  const [head = "", tail = ""] = bare.includes("::") ? bare.split("::") : [bare, ""];
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4) counts as two groups; only the first four groups matter.
  const tailCount = tailGroups.reduce((count, group) => count + (group.includes(".") ? 2 : 1), 0);
  const groups = [...headGroups, ...Array<string>(Math.max(0, 8 - headGroups.length - tailCount)).fill("0"), ...tailGroups];
  return `${groups.slice(0, 4).map((group) => (parseInt(group, 16) || 0).toString(16)).join(":")}::/64`;
}

/** The per-IP rate limit key of this request. */
export function clientIpBucket(headers: Headers): string {
  return addressBucket(clientIp(headers));
}
