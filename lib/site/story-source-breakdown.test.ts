import { describe, expect, it } from "vitest";
import { sourceBreakdown } from "./story-source-breakdown";
import { testArticle } from "./story-test-articles";

describe("factuality and ownership breakdown", () => {
  const breakdown = sourceBreakdown([
    testArticle("a", "left", "2026-11-20T07:00:00Z", { outlet: { factuality: "high", ownershipType: "corporation" } }),
    testArticle("a", "left", "2026-11-20T08:00:00Z", { outlet: { factuality: "high", ownershipType: "corporation" } }),
    testArticle("b", "center", "2026-11-20T08:00:00Z", { outlet: { factuality: "veryHigh", ownershipType: "public broadcaster" } }),
    testArticle("c", "right", "2026-11-20T08:00:00Z", { outlet: { factuality: "mixed", ownershipType: "corporation" } }),
    testArticle("d", "right", "2026-11-20T08:00:00Z", { outlet: { factuality: "unknown", ownershipType: null } }),
    testArticle("e", "right", "2026-11-20T08:00:00Z", { outlet: { factuality: "bogus", ownershipType: "nonprofit" } }),
  ]);

  it("counts each outlet once, however many articles it ran", () => {
    expect(breakdown.outletCount).toBe(5);
    expect(breakdown.factuality.reduce((sum, row) => sum + row.count, 0)).toBe(5);
    expect(breakdown.ownership.reduce((sum, row) => sum + row.count, 0)).toBe(5);
  });

  it("lists factuality grades from very high down, unrated (and unreadable) last", () => {
    expect(breakdown.factuality).toEqual([
      { key: "veryHigh", label: "Very high", count: 1 },
      { key: "high", label: "High", count: 1 },
      { key: "mixed", label: "Mixed", count: 1 },
      { key: "unknown", label: "Not rated", count: 2 },
    ]);
  });

  it("lists ownership types by number of outlets, unknown owners last", () => {
    expect(breakdown.ownership).toEqual([
      { key: "corporation", label: "Corporation", count: 2 },
      { key: "nonprofit", label: "Nonprofit", count: 1 },
      { key: "public broadcaster", label: "Public broadcaster", count: 1 },
      { key: "unknown", label: "Unknown owner type", count: 1 },
    ]);
  });
});
