import { describe, expect, it } from "vitest";
import { lookupAddress } from "./client-address";

describe("lookupAddress: which addresses are worth a location lookup", () => {
  it("keeps public IPv4 and IPv6 addresses and says which database holds them", () => {
    expect(lookupAddress("8.8.8.8")).toEqual({ address: "8.8.8.8", family: 4 });
    expect(lookupAddress("2A00:1450:4009::1")).toEqual({ address: "2a00:1450:4009::1", family: 6 });
  });

  it("looks IPv4-mapped IPv6 addresses (as Node's dual-stack sockets report them) up as IPv4", () => {
    expect(lookupAddress("::ffff:8.8.8.8")).toEqual({ address: "8.8.8.8", family: 4 });
    expect(lookupAddress("::FFFF:10.0.0.1")).toBeNull();
  });

  it("strips the brackets, port and zone id that proxies add", () => {
    expect(lookupAddress(" 8.8.8.8:51234 ")).toEqual({ address: "8.8.8.8", family: 4 });
    expect(lookupAddress("[2001:4860:4860::8888]:443")).toEqual({ address: "2001:4860:4860::8888", family: 6 });
    expect(lookupAddress("[2001:4860:4860::8888]")).toEqual({ address: "2001:4860:4860::8888", family: 6 });
    expect(lookupAddress("fe80::1%eth0")).toBeNull();
  });

  it.each([
    ["10.1.2.3", "private (RFC 1918)"],
    ["192.168.1.20", "private (RFC 1918)"],
    ["172.16.0.9", "private (RFC 1918)"],
    ["127.0.0.1", "loopback"],
    ["169.254.169.254", "link-local"],
    ["100.64.0.1", "carrier-grade NAT"],
    ["192.0.2.50", "documentation"],
    ["0.0.0.0", "unspecified"],
    ["::1", "IPv6 loopback"],
    ["fd12:3456::1", "IPv6 unique-local"],
    ["fe80::1", "IPv6 link-local"],
    ["2001:db8::1", "IPv6 documentation"],
  ])("skips %s (%s): it says nothing about where a visitor is", (address) => {
    expect(lookupAddress(address)).toBeNull();
  });

  it.each(["", "unknown", "not-an-ip", "8.8.8", "256.1.1.1", "8.8.8.8.8", "1:2:3", "8.8.8.8, 1.1.1.1", "<script>"])(
    "rejects malformed input %j",
    (raw) => {
      expect(lookupAddress(raw)).toBeNull();
    },
  );
});
