import { describe, expect, it } from "vitest";
import { prefixTsQuery, searchParamsSchema, usesSearchSyntax } from "./search-params";
import { moveHighlight, shouldSuggest, toSuggestions } from "./search-suggestions";

describe("search parameters", () => {
  it("trims the query and defaults the limit", () => {
    expect(searchParamsSchema.parse({ q: "  senate " })).toEqual({ q: "senate", limit: 10 });
    expect(searchParamsSchema.parse({ q: "senate", limit: "3" })).toEqual({ q: "senate", limit: 3 });
  });

  it("reads control characters (a NUL PostgreSQL refuses) as spaces between words (issue 23)", () => {
    expect(searchParamsSchema.parse({ q: "a\u0000b\tc\u001f" })).toEqual({ q: "a b c", limit: 10 });
    expect(searchParamsSchema.safeParse({ q: "\u0000\u0000" }).success).toBe(false);
  });

  it("refuses an empty or too long query", () => {
    expect(searchParamsSchema.safeParse({ q: "   " }).success).toBe(false);
    expect(searchParamsSchema.safeParse({}).success).toBe(false);
    expect(searchParamsSchema.safeParse({ q: "x".repeat(101) }).success).toBe(false);
  });

  it("turns plain words into a prefix query, the last word still being typed", () => {
    expect(prefixTsQuery("Senate infra")).toBe("senate & infra:*");
    expect(prefixTsQuery("U.S. Senate's")).toBe("us & senate:*");
    expect(prefixTsQuery("Biden’s plan")).toBe("biden & plan:*");
    expect(prefixTsQuery("  !!! ")).toBeNull();
    expect(prefixTsQuery("a & b | c:* !d")).toBe("a & b & c & d:*");
  });

  it("leaves quoted phrases, exclusions and or to websearch_to_tsquery", () => {
    expect(usesSearchSyntax('"climate deal"')).toBe(true);
    expect(usesSearchSyntax("fentanyl -nogales")).toBe(true);
    expect(usesSearchSyntax("trump or biden")).toBe(true);
    expect(usesSearchSyntax("covid-19 vaccine")).toBe(false);
    expect(usesSearchSyntax("oregon")).toBe(false);
  });
});

describe("search suggestions", () => {
  const results = {
    stories: [{ id: 4, title: "Senate passes bill", summary: "", lastSeenAt: "", sourceCount: 1, coverage: { left: 0, center: 100, right: 0 }, blindspotFor: null }],
    interests: [{ id: 7, kind: "organisation", name: "Senate", stories: 3 }],
    outlets: [{ id: "the-hill", name: "The Hill", country: "US", bias: "center" as const, borderColour: "#6b7280", logo: { initials: "TH", background: "#000000", foreground: "#ffffff" } }],
  };

  it("lists stories, then interests, then outlets, each linking to its page", () => {
    expect(toSuggestions(results).map((suggestion) => [suggestion.label, suggestion.detail, suggestion.href])).toEqual([
      ["Senate passes bill", "Story · 1 source", "/article/4"],
      ["Senate", "Organisation", "/interest/7"],
      ["The Hill", "Outlet · Centre", "/outlet/the-hill"],
    ]);
  });

  it("moves the highlight with the arrow keys, wrapping at both ends", () => {
    expect(moveHighlight(-1, 3, "ArrowDown")).toBe(0);
    expect(moveHighlight(2, 3, "ArrowDown")).toBe(0);
    expect(moveHighlight(0, 3, "ArrowUp")).toBe(2);
    expect(moveHighlight(-1, 3, "ArrowUp")).toBe(2);
    expect(moveHighlight(0, 0, "ArrowDown")).toBe(-1);
  });

  it("asks the server only from two characters on", () => {
    expect(shouldSuggest("s", 100)).toBe(false);
    expect(shouldSuggest(" se ", 100)).toBe(true);
    expect(shouldSuggest("x".repeat(101), 100)).toBe(false);
  });
});
