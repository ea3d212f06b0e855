import { describe, expect, it } from "vitest";
import { isCurrentPath, SITE_NAV_ITEMS } from "./site-nav-items";

describe("isCurrentPath", () => {
  it("marks News only on the home page", () => {
    expect(isCurrentPath("/", "/")).toBe(true);
    expect(isCurrentPath("/local", "/")).toBe(false);
  });

  it("does not confuse For You with My News Bias, which shares its prefix", () => {
    expect(isCurrentPath("/my-news-bias", "/my")).toBe(false);
    expect(isCurrentPath("/my-news-bias", "/my-news-bias")).toBe(true);
  });

  it("keeps a section current on its sub-pages and with a trailing slash", () => {
    expect(isCurrentPath("/my/settings", "/my")).toBe(true);
    expect(isCurrentPath("/blindspot/", "/blindspot")).toBe(true);
  });

  it("marks exactly one item on each feed page", () => {
    for (const item of SITE_NAV_ITEMS) {
      const current = SITE_NAV_ITEMS.filter((other) => isCurrentPath(item.href, other.href));
      expect(current.map((other) => other.label)).toEqual([item.label]);
    }
  });
});
