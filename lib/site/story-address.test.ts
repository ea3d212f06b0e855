import { describe, expect, it } from "vitest";
import { parseStoryAddress, storyDescription, storyHref } from "./story-address";
import { parseWidgetStoryId } from "./story-widget";

describe("story page addresses", () => {
  it("takes numeric ids only", () => {
    expect(parseStoryAddress("42", {})).toEqual({ id: 42 });
    for (const id of ["0", "abc", "8f14e45f-ceea-467a", "1e3", "12345678901234567"]) expect(parseStoryAddress(id, {})).toBeNull();
  });

  it("passes ?asOf= through, a bare date meaning the end of that day, and drops one that is not a date", () => {
    expect(parseStoryAddress("42", { asOf: "2026-11-20" })).toEqual({ id: 42, asOf: new Date("2026-11-20T23:59:59.999Z"), asOfRaw: "2026-11-20" });
    expect(parseStoryAddress("42", { asOf: "yesterday" })).toEqual({ id: 42 });
  });

  it("builds links that keep asOf and leave the default side out", () => {
    expect(storyHref(7)).toBe("/article/7");
    expect(storyHref(7, { side: "all" })).toBe("/article/7");
    expect(storyHref(7, { side: "left", asOf: "2026-11-20" })).toBe("/article/7?asOf=2026-11-20&side=left");
  });

  it("describes a story by its summary, cut at a word, or by its coverage", () => {
    const coverage = { left: 33, center: 34, right: 33 };
    expect(storyDescription({ summary: "Short.", sourceCount: 3, coverage })).toBe("Short.");
    const long = storyDescription({ summary: "word ".repeat(80), sourceCount: 3, coverage });
    expect(long.length).toBeLessThanOrEqual(201);
    expect(long.endsWith("word…")).toBe(true);
    expect(storyDescription({ summary: "", sourceCount: 1, coverage })).toBe("Covered by 1 source: 33% left, 34% center, 33% right.");
  });

  it("reads a widget's ?id=", () => {
    expect(parseWidgetStoryId("12")).toBe(12);
    expect(parseWidgetStoryId(undefined)).toBe("absent");
    expect(parseWidgetStoryId("")).toBe("absent");
    expect(parseWidgetStoryId("x1")).toBeNull();
  });
});
