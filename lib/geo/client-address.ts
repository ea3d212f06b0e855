// Which addresses are worth looking up. Only a public address has a location: private, loopback,
// link-local, CGNAT and documentation ranges (the same RFC 6890 table the feed fetcher's SSRF guard
// uses) say nothing about where a visitor is, and looking them up would only return noise.
import { isIP } from "node:net";
import { classifyAddress } from "@/lib/ingest/fetch/address-policy";

export interface LookupAddress {
  address: string;
  family: 4 | 6;
}

// Node's dual-stack sockets report IPv4 clients as IPv4-mapped IPv6 (RFC 4291 §2.5.5.2), e.g.
// "::ffff:8.8.8.8"; the IPv4 database is the one that knows them.
const MAPPED_IPV4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i;

/** Strips what proxies and headers wrap an address in: brackets, a port, an IPv6 zone id. */
function stripDecorations(raw: string): string {
  const text = raw.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text)?.[1];
  if (bracketed !== undefined) return bracketed.replace(/%.*$/, "");
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(text)?.[1];
  if (ipv4WithPort !== undefined) return ipv4WithPort;
  return text.replace(/%.*$/, "");
}

/**
 * The address to look up and which database holds it, or null when the input is not a valid IP
 * literal or not a public address. `"[2a00:1450::1]:443"` → `{ address: "2a00:1450::1", family: 6 }`;
 * `"::ffff:8.8.8.8"` → `{ address: "8.8.8.8", family: 4 }`; `"10.0.0.1"`, `"::1"`, `"unknown"` → null.
 */
export function lookupAddress(raw: string): LookupAddress | null {
  let address = stripDecorations(raw);
  const mapped = MAPPED_IPV4.exec(address)?.[1];
  if (mapped !== undefined) address = mapped;
  const family = isIP(address);
  if (family !== 4 && family !== 6) return null;
  if (classifyAddress(address) !== "public") return null;
  return { address: family === 6 ? address.toLowerCase() : address, family };
}
