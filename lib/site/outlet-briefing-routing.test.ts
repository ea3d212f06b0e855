import { describe, expect, it } from "vitest";
import { BRIEFING_REWRITES, OUTLET_REWRITES } from "@/next.config.js";
import { config as proxyConfig, proxy } from "@/proxy";
import { NextRequest } from "next/server";
import { rewriteDestination, type RewriteRequest } from "@/test/rewrite-destination";
import { LOGIN_COOKIE } from "@/lib/auth/constants";
import { IMAGE_MODE_COOKIE } from "@/lib/client/image-mode";
import { EDITION_COOKIE, EDITION_IDS } from "@/lib/editions";
import { briefingForPath, briefingPageMetadata } from "./briefing-page";
import { outletPageMetadata } from "./outlet-page";
import { signedOutScheme } from "./story-routing";

// The cached outlet and daily-briefing pages (docs/decisions.md "Cached outlet and briefing pages"):
// next.config.js's rules run through Next's own matching functions, and the proxy for readers without an
// edition cookie. Only a login cookie (the account's colours) keeps the per-request page.

const PAGES = [
  { name: "outlet", rewrites: OUTLET_REWRITES, path: "/outlet/reuters", view: (scheme: string) => `/outlet-view/${scheme}/reuters` },
  { name: "briefing", rewrites: BRIEFING_REWRITES, path: "/daily-briefing/top-uk-2026-11-20", view: (scheme: string) => `/daily-briefing-view/${scheme}/top-uk-2026-11-20` },
];
const UNKNOWN_EDITIONS = ["top-xx", "TOP-US", "top-usa"];
const reader = (edition: string, cookies: Record<string, string> = {}): Omit<RewriteRequest, "path"> => ({ cookies: { [EDITION_COOKIE]: edition, ...cookies } });

describe.each(PAGES)("routing of the $name page to its cached copies", ({ rewrites, path, view }) => {
  it("rewrites on the edition cookie to the copy in the colours that edition gives", () => {
    for (const edition of EDITION_IDS) expect(rewriteDestination(rewrites, { path, ...reader(edition) }), edition).toBe(view(signedOutScheme(edition)));
    // The grayscale cookie and paging change nothing on these pages.
    expect(rewriteDestination(rewrites, { path, ...reader("top-us", { [IMAGE_MODE_COOKIE]: "grayscale" }), query: { page: "2" } })).toBe(view("us"));
  });

  it("gives a signed-in reader the cached copy too (issue 28: their colours are applied before first paint)", () => {
    expect(rewriteDestination(rewrites, { path, ...reader("top-uk", { [LOGIN_COOKIE]: "token" }) })).toBe(view("international"));
  });

  it("keeps the per-request page for an unknown edition cookie, none, or a deeper address", () => {
    for (const edition of UNKNOWN_EDITIONS) expect(rewriteDestination(rewrites, { path, ...reader(edition) }), edition).toBeNull();
    expect(rewriteDestination(rewrites, { path })).toBeNull();
    expect(rewriteDestination(rewrites, { path: `${path}/more`, ...reader("top-us") })).toBeNull();
  });

  it("sends readers without an edition cookie through the proxy, to the copy of their location's edition", () => {
    const entry = proxyConfig.matcher.find((item) => typeof item !== "string" && item.source === rewrites[0]!.source);
    expect((entry as { missing: { key: string }[] }).missing.map((item) => item.key).sort()).toEqual([EDITION_COOKIE]);
    const british = proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { "x-forwarded-for": "212.58.244.22" } }));
    expect(british.headers.get("x-middleware-rewrite")).toBe(`http://localhost:3000${view("international")}`);
    const unplaced = proxy(new NextRequest(`http://localhost:3000${path}`));
    expect(unplaced.headers.get("x-middleware-rewrite")).toBe(`http://localhost:3000${view("us")}`);
  });
});

describe("the outlet and briefing pages' metadata", () => {
  it("is canonical at the public address, whichever copy served it", () => {
    expect(outletPageMetadata({ id: "reuters", name: "Reuters", bias: "center", factuality: "veryHigh" })).toMatchObject({
      title: "Reuters",
      path: "/outlet/reuters",
    });
    const now = new Date("2026-11-23T10:00:00Z");
    const briefing = briefingForPath("top-uk-2026-11-20", now)!;
    expect(briefingPageMetadata("top-uk-2026-11-20", briefing)).toMatchObject({
      title: "Daily briefing: United Kingdom, Friday, 20 November 2026",
      path: "/daily-briefing/top-uk-2026-11-20",
    });
    expect(briefingPageMetadata("top", briefingForPath("top", now)!).title).toBe("Daily briefing: International, today");
    expect(briefingForPath("top-xx", now)).toBeNull();
  });
});
