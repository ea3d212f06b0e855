import { describe, expect, it } from "vitest";
import { LOCAL_REWRITES } from "@/next.config.js";
import { rewriteDestination } from "@/test/rewrite-destination";
import type { AccountUser } from "@/lib/accounts/user";
import { LOGIN_COOKIE, USER_COOKIE } from "@/lib/auth/constants";
import { encodeUserCookie } from "@/lib/auth/user-cookie";
import { EDITION_COOKIE } from "@/lib/editions";
import { localPlaceHeader } from "@/lib/server/location-edition";
import { microcacheKey } from "@/lib/server/microcache";
import { LOCAL_PLACE_COOKIE } from "./local-place";
import { chooseLocalPlace, LOCAL_PLACE_HEADER, localPlaceHeaderValue, localViewPath, parseLocalView } from "./local-routing";

const nowhere = () => ({});
const never = () => {
  throw new Error("looked up the location");
};

describe("the place /local is about (spec §5 order, issue 28)", () => {
  it("takes the account's place set by hand, then the place cookie, then the location", () => {
    const account = { localIsManual: true, localPlace: { countryCode: "ca", regionCode: "on" } };
    expect(chooseLocalPlace({ account, cookie: "US-TX", location: never })).toEqual({ place: { countryCode: "CA", regionCode: "ON" }, source: "account" });
    // A place the account guessed (not set by hand) does not count.
    expect(chooseLocalPlace({ account: { ...account, localIsManual: false }, cookie: "US-TX", location: never })).toEqual({ place: { countryCode: "US", regionCode: "TX" }, source: "cookie" });
    expect(chooseLocalPlace({ account: null, cookie: "garbage", location: () => ({ countryCode: "GB", regionCode: "ENG" }) })).toEqual({ place: { countryCode: "GB" }, source: "location" });
    expect(chooseLocalPlace({ account: null, cookie: undefined, location: nowhere })).toBeNull();
  });

  it("names one cached page per place and source, and reads back only the addresses it makes", () => {
    const texas = { place: { countryCode: "US", regionCode: "TX" }, source: "cookie" as const };
    expect(localPlaceHeaderValue(texas)).toBe("US-TX/cookie");
    expect(localPlaceHeaderValue(null)).toBe("none/location");
    expect(localViewPath("us", texas)).toBe("/local-view/us/US-TX/cookie");
    expect(parseLocalView("US-TX", "cookie")).toEqual(texas);
    expect(parseLocalView("GB", "location")).toEqual({ place: { countryCode: "GB" }, source: "location" });
    expect(parseLocalView("none", "location")).toBeNull();
    // Not canonical (another spelling of a place, a region outside the US and Canada), or not a place at all: 404.
    for (const [place, source] of [["us-tx", "cookie"], ["GB-ENG", "location"], ["XX", "cookie"], ["none", "account"], ["US", "gps"], ["US-ZZ", "cookie"]]) {
      expect(parseLocalView(place!, source!), `${place}/${source}`).toBeUndefined();
    }
  });
});

describe("routing of /local to the cached page of the reader's place (issue 28)", () => {
  const cookies = (extra: Record<string, string> = {}) => ({ [EDITION_COOKIE]: "top-us", ...extra });
  const placed = (value: string) => ({ [LOCAL_PLACE_HEADER]: value });

  it("rewrites on the web process's place header to that place's page in the edition's colours, signed in or not", () => {
    expect(rewriteDestination(LOCAL_REWRITES, { path: "/local", cookies: cookies(), headers: placed("US-TX/location") })).toBe("/local-view/us/US-TX/location");
    expect(rewriteDestination(LOCAL_REWRITES, { path: "/local", cookies: { [EDITION_COOKIE]: "top-uk" }, headers: placed("GB/cookie") })).toBe("/local-view/international/GB/cookie");
    expect(rewriteDestination(LOCAL_REWRITES, { path: "/local", cookies: cookies({ [LOGIN_COOKIE]: "token" }), headers: placed("CA-ON/account") })).toBe("/local-view/us/CA-ON/account");
    expect(rewriteDestination(LOCAL_REWRITES, { path: "/local", cookies: cookies(), headers: placed("none/location") })).toBe("/local-view/us/none/location");
  });

  it("keeps the per-request page without the header, for a paged list or the form's error, and for a header it did not make", () => {
    expect(rewriteDestination(LOCAL_REWRITES, { path: "/local", cookies: cookies() })).toBeNull();
    for (const query of [{ page: "2" }, { limit: "3" }, { error: "place" }] as Record<string, string>[]) {
      expect(rewriteDestination(LOCAL_REWRITES, { path: "/local", cookies: cookies(), headers: placed("US-TX/cookie"), query }), JSON.stringify(query)).toBeNull();
    }
    for (const value of ["us-tx/cookie", "US-TX/gps", "US-TX", "../x/cookie", "US-TX/cookie/extra"]) {
      expect(rewriteDestination(LOCAL_REWRITES, { path: "/local", cookies: cookies(), headers: placed(value) }), value).toBeNull();
    }
    expect(rewriteDestination(LOCAL_REWRITES, { path: "/local", cookies: { [EDITION_COOKIE]: "top-xx" }, headers: placed("US-TX/cookie") })).toBeNull();
  });

  it("is worked out by the web process from the account (user cookie), the place cookie, then the location", () => {
    const user = (localNews: unknown) => encodeURIComponent(encodeUserCookie({ id: 7, email: "r@example.org", localNews } as unknown as AccountUser));
    const signedIn = (localNews: unknown, extra = "") => `${LOGIN_COOKIE}=abc; ${USER_COOKIE}=${user(localNews)}${extra}`;
    const get = (url: string, cookie?: string) => ({ method: "GET", url, cookie });
    expect(localPlaceHeader(get("/local", signedIn({ localIsManual: true, localPlace: { countryCode: "CA", regionCode: "ON" } }, `; ${LOCAL_PLACE_COOKIE}=US-TX`)), never)).toBe("CA-ON/account");
    expect(localPlaceHeader(get("/local?x=1", signedIn({ localIsManual: false, localPlace: { countryCode: "CA" } }, `; ${LOCAL_PLACE_COOKIE}=US-TX`)), never)).toBe("US-TX/cookie");
    // Without a login cookie the user cookie is not read.
    expect(localPlaceHeader(get("/local", `${USER_COOKIE}=${user({ localIsManual: true, localPlace: { countryCode: "FR" } })}`), () => ({ countryCode: "DE" }))).toBe("DE/location");
    expect(localPlaceHeader(get("/local", `${LOGIN_COOKIE}=abc; ${USER_COOKIE}=garbage`), () => ({ countryCode: "US", regionCode: "NY" }))).toBe("US-NY/location");
    expect(localPlaceHeader(get("/local"), nowhere)).toBe("none/location");
    for (const url of ["/", "/local/more", "/locals"]) expect(localPlaceHeader(get(url), never), url).toBeUndefined();
    expect(localPlaceHeader({ method: "POST", url: "/local", cookie: undefined }, never)).toBeUndefined();
  });

  it("keeps one microcache copy per place", () => {
    const request = (value: string) => ({ method: "GET", url: "/local", headers: { cookie: `${EDITION_COOKIE}=top-us`, [LOCAL_PLACE_HEADER]: value } });
    expect(microcacheKey(request("US-TX/cookie"))).toBeDefined();
    expect(microcacheKey(request("US-TX/cookie"))).not.toBe(microcacheKey(request("GB/cookie")));
    expect(microcacheKey(request("US-TX/cookie"))).not.toBe(microcacheKey(request("US-TX/location")));
  });
});
