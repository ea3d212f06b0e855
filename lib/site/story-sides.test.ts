import { describe, expect, it } from "vitest";
import { groupBySide, outletCountsBySide, parseSideFilter } from "./story-sides";
import { testArticle } from "./story-test-articles";

describe("grouping a story's articles by side", () => {
  const articles = [
    testArticle("righty", "farRight", "2026-11-20T12:00:00Z"),
    testArticle("lefty", "leanLeft", "2026-11-20T10:00:00Z"),
    testArticle("middle", "center", "2026-11-20T09:00:00Z"),
    testArticle("lefty", "leanLeft", "2026-11-20T08:00:00Z"),
    testArticle("nobody", "unknown", "2026-11-20T07:00:00Z"),
    testArticle("far", "farLeft", "2026-11-20T11:00:00Z"),
  ];

  it("puts far left, left and lean left under the left, the right likewise, unrated outlets apart", () => {
    const groups = groupBySide(articles);
    expect(groups.left.map((article) => article.outlet.id)).toEqual(["lefty", "lefty", "far"]);
    expect(groups.center.map((article) => article.outlet.id)).toEqual(["middle"]);
    expect(groups.right.map((article) => article.outlet.id)).toEqual(["righty"]);
    expect(groups.unrated.map((article) => article.outlet.id)).toEqual(["nobody"]);
  });

  it("lists each side earliest first", () => {
    const left = groupBySide(articles).left.map((article) => article.publishedAt);
    expect(left).toEqual(["2026-11-20T08:00:00Z", "2026-11-20T10:00:00Z", "2026-11-20T11:00:00Z"]);
  });

  it("counts outlets, not articles, per side", () => {
    expect(outletCountsBySide(articles)).toEqual({ left: 2, center: 1, right: 1, unrated: 1 });
  });

  it("reads ?side= and falls back to all for anything else", () => {
    expect(parseSideFilter("left")).toBe("left");
    expect(parseSideFilter(["right", "left"])).toBe("right");
    expect(parseSideFilter("center")).toBe("center");
    expect(parseSideFilter(undefined)).toBe("all");
    expect(parseSideFilter("LEFT")).toBe("all");
    expect(parseSideFilter("unknown")).toBe("all");
  });
});
