import { describe, expect, it } from "vitest";
import { BLINDSPOT_REWRITES, HOME_REWRITE, INTEREST_REWRITES } from "@/next.config.js";
import { config as proxyConfig } from "@/proxy";
import { rewriteDestination, type RewriteRequest } from "@/test/rewrite-destination";
import { LOGIN_COOKIE } from "@/lib/auth/constants";
import { IMAGE_MODE_COOKIE } from "@/lib/client/image-mode";
import { EDITION_COOKIE, EDITION_IDS } from "@/lib/editions";
import { cachedFeedPageMetadata } from "./page-metadata";
import { BLINDSPOT_PAGE_METADATA, interestPageMetadata } from "./feed-page-metadata";
import {
  blindspotViewPath,
  cachedBlindspotSide,
  interestViewPath,
  isBlindspotSide,
  parseBlindspotSide,
  parseInterestId,
} from "./feed-routing";
import { nextPageHref } from "./paging";
import { signedOutScheme } from "./story-routing";

// next.config.js and proxy.ts spell out cookie names, query names and edition ids (Next reads them
// without running our TypeScript); if one changes in lib/ and not there, a signed-in reader would get
// the cached page without their follow button. The rules are run
// through Next's own matching functions (test/rewrite-destination.ts).

type Condition = { type: string; key?: string };
const keys = (items: readonly Condition[] | undefined) => (items ?? []).map((item) => `${item.type}:${item.key}`).sort();
/** The query parameters of a feed's "Load more" link: they change what the page shows. */
const pagingQueryKeys = [...new URL(nextPageHref("/x", {}, { page: 1, perPage: 3 }), "http://x.example").searchParams.keys()];
type Signal = Omit<RewriteRequest, "path">;
const pagingSignals: Signal[] = pagingQueryKeys.map((key) => ({ query: { [key]: "2" } }));
const pagingKeys = pagingQueryKeys.map((key) => `query:${key}`).sort();
const UNKNOWN_EDITIONS = ["top-xx", "top-us ", "TOP-US", "top-usa", "xtop"];

/** A request's cookies and query: the edition cookie and what `extra` adds. */
function reader(edition: string, extra: Signal = {}): Signal {
  return {
    cookies: { [EDITION_COOKIE]: edition, ...extra.cookies },
    query: extra.query ?? {},
  };
}

function proxyMissing(source: string): string[] {
  const entry = proxyConfig.matcher.find((item) => typeof item !== "string" && item.source === source);
  expect(entry, source).toBeDefined();
  return keys((entry as { missing: Condition[] }).missing);
}

describe("the blindspot tab and the interest id of an address", () => {
  it("shows the left tab unless ?side=right (the last value when repeated, as Next's rewrites read it)", () => {
    expect(parseBlindspotSide("right")).toBe("right");
    for (const other of [undefined, "", "left", "centre", "RIGHT"]) expect(parseBlindspotSide(other)).toBe("left");
    expect(parseBlindspotSide(["left", "right"])).toBe("right");
    expect(isBlindspotSide("right")).toBe(true);
    expect(isBlindspotSide("centre")).toBe(false);
  });

  it("serves a missing, empty, left or right ?side= from a cached tab and any other from the per-request page", () => {
    expect(cachedBlindspotSide(undefined)).toBe("left");
    expect(cachedBlindspotSide([])).toBe("left");
    expect(cachedBlindspotSide("")).toBe("left");
    expect(cachedBlindspotSide("left")).toBe("left");
    expect(cachedBlindspotSide(["left", "right"])).toBe("right");
    for (const other of ["centre", "RIGHT", "right "]) expect(cachedBlindspotSide(other)).toBeNull();
  });

  it("takes an interest id that fits the database's integer, nothing else", () => {
    expect(parseInterestId("42")).toBe(42);
    expect(parseInterestId("2147483647")).toBe(2_147_483_647);
    for (const bad of ["", "abc", "4.2", "-1", "2147483648", "12345678901"]) expect(parseInterestId(bad)).toBeNull();
  });

  it("has internal addresses per colour scheme", () => {
    expect(blindspotViewPath("us", "right")).toBe("/blindspot-view/us/right");
    expect(interestViewPath("international", 42)).toBe("/interest-view/international/42");
  });
});

describe("routing of /blindspot to the cached tabs", () => {
  it("rewrites on the edition cookie to the tab asked for, in the colours that edition gives", () => {
    for (const edition of EDITION_IDS) {
      const scheme = signedOutScheme(edition);
      for (const [query, side] of [[{}, "left"], [{ side: "" }, "left"], [{ side: "left" }, "left"], [{ side: "right" }, "right"]] as const) {
        expect(rewriteDestination(BLINDSPOT_REWRITES, { path: "/blindspot", ...reader(edition, { query }) }), `${edition} ${query.side}`).toBe(
          blindspotViewPath(scheme, side),
        );
      }
      // Other query parameters (a campaign's) do not matter.
      expect(rewriteDestination(BLINDSPOT_REWRITES, { path: "/blindspot", ...reader(edition, { query: { utm_source: "x" } }) })).toBe(blindspotViewPath(scheme, "left"));
    }
  });

  it("keeps the per-request page for a paged list, another ?side= or an unknown edition", () => {
    for (const signal of pagingSignals) {
      expect(rewriteDestination(BLINDSPOT_REWRITES, { path: "/blindspot", ...reader("top-uk", signal) }), JSON.stringify(signal)).toBeNull();
      expect(rewriteDestination(BLINDSPOT_REWRITES, { path: "/blindspot", ...reader("top-uk", { ...signal, query: { ...signal.query, side: "right" } }) })).toBeNull();
    }
    for (const side of ["centre", "RIGHT", "right "]) expect(rewriteDestination(BLINDSPOT_REWRITES, { path: "/blindspot", ...reader("top-us", { query: { side } }) }), side).toBeNull();
    for (const edition of UNKNOWN_EDITIONS) expect(rewriteDestination(BLINDSPOT_REWRITES, { path: "/blindspot", ...reader(edition) }), edition).toBeNull();
    expect(rewriteDestination(BLINDSPOT_REWRITES, { path: "/blindspot" })).toBeNull();
    expect(rewriteDestination(BLINDSPOT_REWRITES, { path: "/blindspot/more", ...reader("top-us") })).toBeNull();
  });

  it("gives the grayscale reader the cached page too: the image mode is a class the browser sets (issue 25)", () => {
    expect(rewriteDestination(BLINDSPOT_REWRITES, { path: "/blindspot", ...reader("top-us", { cookies: { [IMAGE_MODE_COOKIE]: "grayscale" } }) })).toBe(
      blindspotViewPath("us", "left"),
    );
    expect(rewriteDestination(INTEREST_REWRITES, { path: "/interest/42", ...reader("top-us", { cookies: { [IMAGE_MODE_COOKIE]: "grayscale" } }) })).toBe(
      interestViewPath("us", 42),
    );
  });

  it("gives a signed-in reader the cached tabs, whatever their plan (issue 28: a paying reader's extra blindspots are fetched in the browser)", () => {
    const signedIn = reader("top-uk", { cookies: { [LOGIN_COOKIE]: "token" } });
    expect(rewriteDestination(BLINDSPOT_REWRITES, { path: "/blindspot", ...signedIn })).toBe(blindspotViewPath("international", "left"));
    expect(rewriteDestination(BLINDSPOT_REWRITES, { path: "/blindspot", ...signedIn, query: { side: "right" } })).toBe(blindspotViewPath("international", "right"));
    // A header a client sends asks for nothing any more (the free-plan mark is gone).
    expect(rewriteDestination(BLINDSPOT_REWRITES, { path: "/blindspot", ...signedIn, headers: { "x-openground-free-blindspots": "1" } })).toBe(blindspotViewPath("international", "left"));
    expect(rewriteDestination(BLINDSPOT_REWRITES, { path: "/blindspot", ...signedIn, query: { page: "2" } })).toBeNull();
  });

  it("sends readers without an edition cookie through the proxy, with the same exceptions as / has", () => {
    for (const rewrite of BLINDSPOT_REWRITES) expect(keys(rewrite.missing).filter((key) => key !== "query:side")).toEqual(pagingKeys);
    expect(keys(HOME_REWRITE.missing)).toEqual(pagingKeys);
    expect(proxyMissing("/blindspot")).toEqual([...pagingKeys, `cookie:${EDITION_COOKIE}`].sort());
  });
});

describe("routing of /interest/{id} to the cached interest pages", () => {
  it("rewrites on the edition cookie to the interest's page in the colours that edition gives", () => {
    for (const edition of EDITION_IDS) {
      expect(rewriteDestination(INTEREST_REWRITES, { path: "/interest/42", ...reader(edition) }), edition).toBe(interestViewPath(signedOutScheme(edition), 42));
    }
  });

  it("gives a signed-in reader the cached page too (issue 28: the follow state is fetched in the browser)", () => {
    expect(rewriteDestination(INTEREST_REWRITES, { path: "/interest/42", ...reader("top-uk", { cookies: { [LOGIN_COOKIE]: "token" } }) })).toBe(interestViewPath("international", 42));
  });

  it("keeps the per-request page for a paged list, an unknown edition or an id that is not a number", () => {
    for (const signal of pagingSignals) {
      expect(rewriteDestination(INTEREST_REWRITES, { path: "/interest/42", ...reader("top-us", signal) }), JSON.stringify(signal)).toBeNull();
    }
    for (const edition of UNKNOWN_EDITIONS) expect(rewriteDestination(INTEREST_REWRITES, { path: "/interest/42", ...reader(edition) }), edition).toBeNull();
    for (const path of ["/interest/abc", "/interest/4x", "/interest/42/more", "/interest"]) {
      expect(rewriteDestination(INTEREST_REWRITES, { path, ...reader("top-us") }), path).toBeNull();
    }
  });

  it("sends readers without an edition cookie through the proxy, with the same exceptions", () => {
    for (const rewrite of INTEREST_REWRITES) expect(keys(rewrite.missing)).toEqual(pagingKeys);
    expect(proxyMissing(INTEREST_REWRITES[0]!.source)).toEqual([...pagingKeys, `cookie:${EDITION_COOKIE}`].sort());
  });
});

describe("the metadata of the cached blindspot and interest pages", () => {
  it("is canonical at the public address, absolute when PUBLIC_URL is set", () => {
    const blindspot = cachedFeedPageMetadata(BLINDSPOT_PAGE_METADATA, "https://news.example");
    expect(String(blindspot.metadataBase)).toBe("https://news.example/");
    expect(blindspot.alternates?.canonical).toBe("/blindspot");
    expect(blindspot.title).toBe("Blindspot");
    const interest = cachedFeedPageMetadata(interestPageMetadata({ id: 7, name: "Climate" }), "https://news.example");
    expect(interest.alternates?.canonical).toBe("/interest/7");
    expect(interest.alternates?.types).toEqual({ "application/rss+xml": [{ url: "/rss/interest/7.xml", title: "OpenGround: Climate" }] });
  });

  it("leaves the addresses out rather than point them at localhost when it is not (the page writes relative links)", () => {
    const interest = cachedFeedPageMetadata(interestPageMetadata({ id: 7, name: "Climate" }), null);
    expect(interest.metadataBase).toBeUndefined();
    expect(interest.alternates).toBeUndefined();
    expect(interest.openGraph).not.toHaveProperty("url");
    expect(interest.title).toBe("Climate");
  });
});
