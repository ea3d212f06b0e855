import { describe, expect, it } from "vitest";
import { isOperatorToken } from "./operator-token";
import { formatPageViewReport, parseReportDays } from "./page-view-report";

describe("the operator's page-view report (issue 19)", () => {
  it("reads the number of days, refusing anything but 1 to 366", () => {
    expect(parseReportDays(undefined)).toBe(7);
    expect(parseReportDays("30")).toBe(30);
    for (const bad of ["0", "367", "1.5", "week", ""]) expect(() => parseReportDays(bad)).toThrow("days: must be a whole number from 1 to 366");
  });

  it("prints every block, saying when one is empty", () => {
    const text = formatPageViewReport({
      since: new Date("2030-01-01T00:00:00Z"),
      until: new Date("2030-01-08T00:00:00Z"),
      total: 3,
      sectionsByDay: [{ day: "2030-01-07", section: "NewsRoom", views: 3 }],
      topPages: [{ key: "Article", views: 3 }],
      referrers: [],
      landingPages: [{ key: "/", views: 1 }],
      campaigns: [],
    });
    expect(text).toContain("Page views 2030-01-01 to 2030-01-08 (UTC): 3");
    expect(text).toContain("      3  2030-01-07  NewsRoom");
    expect(text).toMatch(/Referrers\n {2}\(none\)/);
  });

  it("opens only with the configured token", () => {
    expect(isOperatorToken("a-long-operator-token", "a-long-operator-token")).toBe(true);
    expect(isOperatorToken("a-long-operator-tokem", "a-long-operator-token")).toBe(false);
    expect(isOperatorToken(undefined, "a-long-operator-token")).toBe(false);
    expect(isOperatorToken("anything", undefined)).toBe(false);
  });
});
