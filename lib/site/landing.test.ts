import { describe, expect, it } from "vitest";
import { LANDING_SECTIONS, LANDING_VARIANTS, landingHref, landingMetadata, showcaseStory } from "./landing";

const paths = Object.keys(LANDING_VARIANTS);

describe("the landing variants (spec §2, issue 22)", () => {
  it("cover exactly the six landing routes of the spec, each keyed by its own path", () => {
    expect(paths).toEqual(["/landingV5/", "/landingV6/", "/landingV7/", "/landingV7-testUtm/", "/landingV8/", "/landingV8-testUtm/"]);
    for (const [path, variant] of Object.entries(LANDING_VARIANTS)) expect(variant.path).toBe(path);
  });

  it("keep the -testUtm copies out of search engines and index the four others", () => {
    const hidden = Object.values(LANDING_VARIANTS).filter((variant) => !variant.indexed).map((variant) => variant.path);
    expect(hidden).toEqual(["/landingV7-testUtm/", "/landingV8-testUtm/"]);
  });

  it("give V5, V6, V7 and V8 each a message and a layout of their own; a -testUtm copy is its page's twin", () => {
    const originals = ["/landingV5/", "/landingV6/", "/landingV7/", "/landingV8/"] as const;
    const headlines = new Set(originals.map((path) => LANDING_VARIANTS[path].headline));
    const layouts = new Set(originals.map((path) => LANDING_VARIANTS[path].sections.join(",")));
    expect(headlines.size).toBe(4);
    expect(layouts.size).toBe(4);
    const { path: _v7, indexed: _i7, ...v7 } = LANDING_VARIANTS["/landingV7/"];
    const { path: _t7, indexed: _ti7, ...v7test } = LANDING_VARIANTS["/landingV7-testUtm/"];
    expect(v7test).toEqual(v7);
    expect(LANDING_VARIANTS["/landingV8-testUtm/"].sections).toEqual(LANDING_VARIANTS["/landingV8/"].sections);
  });

  it("show at least one live example and lead to registration or the plans", () => {
    for (const variant of Object.values(LANDING_VARIANTS)) {
      expect(variant.sections.some((section) => ["story", "comparison", "blindspot"].includes(section)), variant.path).toBe(true);
      for (const section of variant.sections) expect(LANDING_SECTIONS).toContain(section);
      expect(new Set(variant.sections).size, `${variant.path} repeats a section`).toBe(variant.sections.length);
      expect(["/register", "/subscribe"]).toContain(variant.primary.href);
      expect([variant.primary.href, variant.secondary.href].sort()).toEqual(["/register", "/subscribe"]);
    }
  });
});

describe("landingHref: the call to action keeps the utm codes (spec §3)", () => {
  it("carries every utm code of the visit and nothing else", () => {
    const href = landingHref("/register", { utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring sale", pc: "SECRET", ref: "x" });
    const url = new URL(href, "http://site.test");
    expect(url.pathname).toBe("/register");
    expect(Object.fromEntries(url.searchParams)).toEqual({ utm_source: "newsletter", utm_medium: "email", utm_campaign: "spring sale" });
  });

  it("is the bare target without utm codes, and takes the first of repeated values", () => {
    expect(landingHref("/subscribe", {})).toBe("/subscribe");
    expect(landingHref("/subscribe", { fr: "app", utm_source: "" })).toBe("/subscribe");
    expect(landingHref("/subscribe", { utm_source: ["a", "b"] })).toBe("/subscribe?utm_source=a");
  });
});

describe("showcaseStory", () => {
  const card = (id: number, sourceCount: number, left: number, center: number, right: number) => ({ id, sourceCount, coverage: { left, center, right } });

  it("prefers the first story covered from more than one side by several sources", () => {
    expect(showcaseStory([card(1, 1, 0, 100, 0), card(2, 3, 100, 0, 0), card(3, 4, 50, 0, 50), card(4, 5, 30, 40, 30)])?.id).toBe(3);
  });

  it("falls back to the first story, and to null without stories", () => {
    expect(showcaseStory([card(7, 1, 0, 100, 0), card(8, 2, 100, 0, 0)])?.id).toBe(7);
    expect(showcaseStory([])).toBeNull();
  });
});

describe("landingMetadata", () => {
  it("says noindex (metadata robots) on the -testUtm pages only, and titles each page with its headline", () => {
    for (const variant of Object.values(LANDING_VARIANTS)) {
      const metadata = landingMetadata(variant.path);
      expect(metadata.title).toBe(variant.headline);
      if (variant.indexed) expect(metadata.robots, variant.path).toBeUndefined();
      else expect(metadata.robots, variant.path).toEqual({ index: false, follow: true });
    }
  });
});
