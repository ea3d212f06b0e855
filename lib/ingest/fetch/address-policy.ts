// Which IP addresses the fetcher may connect to (ARCHITECTURE.md §4: never private, loopback or
// link-local unless the operator allows it). Feed URLs come from outlets and operators, so a hostile or
// mistaken URL must not turn the fetcher into a probe of our own network (SSRF) or of a cloud metadata
// endpoint (169.254.169.254). Ranges follow the IANA special-purpose registries (RFC 6890).
import { isIP } from "node:net";

export type AddressKind =
  | "public"
  | "unspecified"
  | "loopback"
  | "private"
  | "link_local"
  | "cgnat"
  | "unique_local"
  | "ipv4_mapped"
  | "multicast"
  | "reserved"
  | "invalid";

interface Range {
  base: bigint;
  prefix: number;
  kind: AddressKind;
}

const V4_BITS = 32;
const V6_BITS = 128;

/** IPv4 ranges that are not the public internet (RFC 6890 §2.2.2). */
const IPV4_RANGES: Array<[string, number, AddressKind]> = [
  ["0.0.0.0", 8, "unspecified"], // "this network" (RFC 1122 §3.2.1.3)
  ["10.0.0.0", 8, "private"], // RFC 1918
  ["100.64.0.0", 10, "cgnat"], // shared address space (RFC 6598)
  ["127.0.0.0", 8, "loopback"], // RFC 1122 §3.2.1.3
  ["169.254.0.0", 16, "link_local"], // RFC 3927; includes cloud metadata services
  ["172.16.0.0", 12, "private"], // RFC 1918
  ["192.0.0.0", 24, "reserved"], // IETF protocol assignments (RFC 6890)
  ["192.0.2.0", 24, "reserved"], // documentation (RFC 5737)
  ["192.88.99.0", 24, "reserved"], // former 6to4 relay anycast (RFC 7526)
  ["192.168.0.0", 16, "private"], // RFC 1918
  ["198.18.0.0", 15, "reserved"], // benchmarking (RFC 2544)
  ["198.51.100.0", 24, "reserved"], // documentation (RFC 5737)
  ["203.0.113.0", 24, "reserved"], // documentation (RFC 5737)
  ["224.0.0.0", 4, "multicast"], // RFC 5771
  ["240.0.0.0", 4, "reserved"], // RFC 1112 §4, includes the 255.255.255.255 broadcast
];

/** IPv6 ranges that are not the public internet (RFC 6890 §2.2.3). */
const IPV6_RANGES: Array<[string, number, AddressKind]> = [
  ["::", 128, "unspecified"], // RFC 4291 §2.5.2
  ["::1", 128, "loopback"], // RFC 4291 §2.5.3
  ["::ffff:0:0", 96, "ipv4_mapped"], // RFC 4291 §2.5.5.2: would reach IPv4 hosts behind the check
  ["::ffff:0:0:0", 96, "ipv4_mapped"], // IPv4-translated (SIIT, RFC 2765 §2.1): the same, translated
  ["64:ff9b:1::", 48, "reserved"], // local-use NAT64 (RFC 8215): translates to whatever the network chose
  ["::", 96, "reserved"], // deprecated IPv4-compatible addresses (RFC 4291 §2.5.5.1)
  ["100::", 64, "reserved"], // discard-only (RFC 6666)
  ["2001::", 32, "reserved"], // Teredo (RFC 4380): tunnels to an IPv4 address hidden in the bits
  ["2001:2::", 48, "reserved"], // benchmarking (RFC 5180)
  ["2001:10::", 28, "reserved"], // ORCHID (RFC 4843), deprecated
  ["2001:20::", 28, "reserved"], // ORCHIDv2 (RFC 7343): identifiers, not routable
  ["2001:db8::", 32, "reserved"], // documentation (RFC 3849)
  ["fc00::", 7, "unique_local"], // RFC 4193
  ["fe80::", 10, "link_local"], // RFC 4291 §2.5.6
  ["fec0::", 10, "private"], // deprecated site-local (RFC 3879)
  ["ff00::", 8, "multicast"], // RFC 4291 §2.7
];

function parseIPv4(text: string): bigint {
  return text.split(".").reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

/** Parses a valid IPv6 literal (already checked by `isIP`), including `::` and a dotted IPv4 tail. */
function parseIPv6(text: string): bigint {
  let groups = text;
  let tail: bigint | null = null;
  const lastColon = text.lastIndexOf(":");
  if (text.slice(lastColon + 1).includes(".")) {
    tail = parseIPv4(text.slice(lastColon + 1));
    groups = text.slice(0, lastColon + 1) + "0:0";
  }
  const [head, rest] = groups.split("::") as [string, string | undefined];
  const headParts = head ? head.split(":") : [];
  const restParts = rest === undefined ? [] : rest ? rest.split(":") : [];
  const missing = 8 - headParts.length - restParts.length;
  const parts = rest === undefined ? headParts : [...headParts, ...Array<string>(missing).fill("0"), ...restParts];
  let value = parts.reduce((acc, part) => (acc << 16n) | BigInt(parseInt(part, 16)), 0n);
  if (tail !== null) value = (value & ~0xffffffffn) | tail;
  return value;
}

function compile(ranges: Array<[string, number, AddressKind]>, parse: (text: string) => bigint): Range[] {
  return ranges.map(([base, prefix, kind]) => ({ base: parse(base), prefix, kind }));
}

const V4 = compile(IPV4_RANGES, parseIPv4);
const V6 = compile(IPV6_RANGES, parseIPv6);

function matchRange(value: bigint, bits: number, ranges: Range[]): AddressKind | null {
  for (const range of ranges) {
    const shift = BigInt(bits - range.prefix);
    if (value >> shift === range.base >> shift) return range.kind;
  }
  return null;
}

function classifyIPv4(value: bigint): AddressKind {
  return matchRange(value, V4_BITS, V4) ?? "public";
}

/**
 * Classifies an IP literal. IPv6 forms that embed an IPv4 address and are routed to it (NAT64
 * 64:ff9b::/96, RFC 6052; 6to4 2002::/16, RFC 3056) take the class of the embedded address, so
 * `64:ff9b::a00:1` is as private as 10.0.0.1.
 */
export function classifyAddress(address: string): AddressKind {
  const literal = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(literal);
  if (family === 4) return classifyIPv4(parseIPv4(literal));
  if (family !== 6) return "invalid";
  const value = parseIPv6(literal);
  const known = matchRange(value, V6_BITS, V6);
  if (known) return known;
  if (value >> 32n === parseIPv6("64:ff9b::") >> 32n) return classifyIPv4(value & 0xffffffffn);
  if (value >> 112n === 0x2002n) return classifyIPv4((value >> 80n) & 0xffffffffn);
  return "public";
}

const KIND_LABEL: Record<AddressKind, string> = {
  public: "a public address",
  unspecified: "an unspecified address",
  loopback: "a loopback address",
  private: "a private-network address",
  link_local: "a link-local address",
  cgnat: "a carrier-grade NAT address",
  unique_local: "a unique-local IPv6 address",
  ipv4_mapped: "an IPv4-mapped IPv6 address",
  multicast: "a multicast address",
  reserved: "a reserved address",
  invalid: "not a valid IP address",
};

/** "127.0.0.1 is a loopback address": used in messages shown to operators. */
export function describeAddress(address: string): string {
  return `${address} is ${KIND_LABEL[classifyAddress(address)]}`;
}
