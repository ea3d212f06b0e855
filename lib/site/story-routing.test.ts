import { describe, expect, it } from "vitest";
import { STORY_REWRITES } from "@/next.config.js";
import { config as proxyConfig } from "@/proxy";
import { LOGIN_COOKIE } from "@/lib/auth/constants";
import { BIAS_BLUE, BIAS_DARK_RED, schemeColours } from "@/lib/client/bias-colours";
import { EDITION_COOKIE, EDITION_IDS } from "@/lib/editions";
import { storyHref } from "./story-address";
import { isStoryViewScheme, signedOutScheme, STORY_VIEW_SCHEMES, storyViewPath } from "./story-routing";

// next.config.js and proxy.ts spell out cookie names, query names and edition ids (Next reads them
// without running our TypeScript); if one changes in lib/ and not there, a story would quietly be
// served in the wrong colours.

type Condition = { type: string; key?: string; value?: string };
const keys = (items: readonly Condition[] | undefined) => (items ?? []).map((item) => `${item.type}:${item.key}`).sort();
/** The query parameters that change a story page: the ones its own links carry. */
const storyQueryKeys = [...new URL(storyHref(1, { asOf: "2026-11-20", side: "left" }), "http://x.example").searchParams.keys()];
// A login cookie is not one (issue 28): the read is sent by the browser, the account's colours applied before first paint.
const perRequestSignals = storyQueryKeys.map((key) => `query:${key}`).sort();

/** The rewrite that serves a reader whose edition cookie holds `value` (Next anchors has-values). */
function rewriteFor(value: string) {
  const matching = STORY_REWRITES.filter((rewrite) => {
    const [cookie] = rewrite.has ?? [];
    return new RegExp(`^${(cookie as Condition).value}$`).test(value);
  });
  expect(matching.length).toBeLessThanOrEqual(1);
  return matching[0];
}

describe("the colours a signed-out reader sees", () => {
  it("are us for the United States edition and international for every other", () => {
    expect(signedOutScheme("top-us")).toBe("us");
    for (const edition of EDITION_IDS.filter((id) => id !== "top-us")) expect(signedOutScheme(edition)).toBe("international");
    expect(schemeColours(signedOutScheme("top-us")).left).toBe(BIAS_BLUE);
    expect(schemeColours(signedOutScheme("top-uk")).left).toBe(BIAS_DARK_RED);
  });

  it("give two cached pages per story, at internal addresses", () => {
    expect(STORY_VIEW_SCHEMES).toEqual(["us", "international"]);
    expect(isStoryViewScheme("international")).toBe(true);
    for (const other of ["auto", "", "US"]) expect(isStoryViewScheme(other)).toBe(false);
    expect(storyViewPath("us", 42)).toBe("/story-view/us/42");
  });
});

describe("routing of /article/{id} to the cached story pages", () => {
  it("rewrites on the edition cookie to the scheme that edition gives, unless a per-request signal is there", () => {
    for (const rewrite of STORY_REWRITES) {
      expect(rewrite.source).toBe("/article/:id(\\d+)");
      expect(rewrite.has).toHaveLength(1);
      expect(rewrite.has?.[0]).toMatchObject({ type: "cookie", key: EDITION_COOKIE });
      expect(keys(rewrite.missing)).toEqual(perRequestSignals);
      expect(keys(rewrite.missing)).not.toContain(`cookie:${LOGIN_COOKIE}`);
    }
    for (const edition of EDITION_IDS) expect(rewriteFor(edition)?.destination).toBe(storyViewPath(signedOutScheme(edition), ":id"));
    for (const unknown of ["top-xx", "top-us ", "", "TOP-US", "top-usa", "xtop"]) expect(rewriteFor(unknown)).toBeUndefined();
    expect(new Set(STORY_REWRITES.map((rewrite) => rewrite.destination))).toEqual(new Set(STORY_VIEW_SCHEMES.map((scheme) => storyViewPath(scheme, ":id"))));
  });

  it("sends readers without an edition cookie through the proxy, with the same exceptions", () => {
    const story = proxyConfig.matcher.find((entry) => typeof entry !== "string" && entry.source.startsWith("/article/"));
    expect(story).toMatchObject({ source: STORY_REWRITES[0]!.source });
    expect(keys((story as { missing: Condition[] }).missing)).toEqual([...perRequestSignals, `cookie:${EDITION_COOKIE}`].sort());
  });
});
