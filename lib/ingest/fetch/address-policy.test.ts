import { describe, expect, it } from "vitest";
import { classifyAddress, describeAddress } from "./address-policy";

describe("classifyAddress", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["::1", "loopback"],
    ["[::1]", "loopback"],
    ["10.0.0.1", "private"],
    ["10.255.255.255", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["169.254.169.254", "link_local"],
    ["fe80::1", "link_local"],
    ["fe80::1%eth0", "link_local"],
    ["100.64.0.1", "cgnat"],
    ["100.127.255.255", "cgnat"],
    ["fc00::1", "unique_local"],
    ["fd12:3456:789a::1", "unique_local"],
    ["::ffff:127.0.0.1", "ipv4_mapped"],
    ["::ffff:7f00:1", "ipv4_mapped"],
    ["::ffff:8.8.8.8", "ipv4_mapped"],
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["ff02::1", "multicast"],
    ["0.0.0.0", "unspecified"],
    ["::", "unspecified"],
    ["255.255.255.255", "reserved"],
    ["192.0.2.10", "reserved"],
    ["2001:db8::1", "reserved"],
    ["64:ff9b::a00:1", "private"], // NAT64 of 10.0.0.1
    ["2002:7f00:1::", "loopback"], // 6to4 of 127.0.0.1
    // The rare ranges (issue 23): each is refused like a private one.
    ["0.1.2.3", "unspecified"],
    ["100.100.100.200", "cgnat"], // a cloud provider's metadata service sits here
    ["192.0.0.8", "reserved"],
    ["192.88.99.1", "reserved"],
    ["198.18.0.1", "reserved"],
    ["198.19.255.255", "reserved"],
    ["240.0.0.1", "reserved"],
    ["::127.0.0.1", "reserved"], // IPv4-compatible
    ["::ffff:0:7f00:1", "ipv4_mapped"], // IPv4-translated 127.0.0.1
    ["::ffff:0:10.0.0.1", "ipv4_mapped"],
    ["64:ff9b::192.168.0.1", "private"], // NAT64 of 192.168.0.1
    ["64:ff9b::169.254.169.254", "link_local"],
    ["64:ff9b:1::a00:1", "reserved"], // local-use NAT64
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", "reserved"], // Teredo
    ["2001:2::1", "reserved"],
    ["2001:10::1", "reserved"],
    ["2001:20::1", "reserved"],
    ["fdff:ffff::1", "unique_local"],
    ["febf::1", "link_local"],
    ["ff05::2", "multicast"],
    ["not-an-ip", "invalid"],
  ])("%s is %s", (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each(["8.8.8.8", "93.184.216.34", "172.32.0.1", "100.128.0.1", "169.255.0.1", "2606:4700::1111", "2a00:1450:4001::200e", "64:ff9b::808:808", "2001:4860:4860::8888"])(
    "%s is public",
    (address) => {
      expect(classifyAddress(address)).toBe("public");
    },
  );

  it("names the address and its class for operators", () => {
    expect(describeAddress("169.254.169.254")).toBe("169.254.169.254 is a link-local address");
    expect(describeAddress("fc00::1")).toBe("fc00::1 is a unique-local IPv6 address");
  });
});
