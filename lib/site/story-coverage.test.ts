import { describe, expect, it } from "vitest";
import { coverageDetails, formatDuration, formatUtcTime } from "./story-coverage";
import { testArticle } from "./story-test-articles";

describe("coverage details", () => {
  it("names the first outlet, the last update and the time until another outlet reported", () => {
    const details = coverageDetails([
      testArticle("righty", "right", "2026-11-20T14:00:00Z"),
      testArticle("lefty", "left", "2026-11-20T09:00:00Z", { outlet: { name: "Lefty Times" } }),
      testArticle("lefty", "left", "2026-11-20T09:30:00Z", { outlet: { name: "Lefty Times" } }),
      testArticle("middle", "center", "2026-11-20T11:15:00Z"),
    ]);
    expect(details.totalSources).toBe(3);
    expect(details.articleCount).toBe(4);
    expect(details.bySide).toEqual({ left: 1, center: 1, right: 1, unrated: 0 });
    expect(details.firstReportedBy).toEqual({ outletId: "lefty", outletName: "Lefty Times", publishedAt: "2026-11-20T09:00:00Z" });
    expect(details.lastUpdated).toBe("2026-11-20T14:00:00Z");
    // The first outlet's own follow-up at 09:30 is not a second source; Middle at 11:15 is.
    expect(details.timeToSecondSourceMs).toBe(2.25 * 3600_000);
  });

  it("has no time to a second source while one outlet has the story alone", () => {
    const details = coverageDetails([testArticle("solo", "center", "2026-11-20T09:00:00Z"), testArticle("solo", "center", "2026-11-20T10:00:00Z")]);
    expect(details.totalSources).toBe(1);
    expect(details.timeToSecondSourceMs).toBeNull();
  });

  it("copes with a story that has no articles", () => {
    expect(coverageDetails([])).toMatchObject({ totalSources: 0, firstReportedBy: null, lastUpdated: null, timeToSecondSourceMs: null });
  });

  it("says durations in at most two units", () => {
    expect(formatDuration(20_000)).toBe("under a minute");
    expect(formatDuration(60_000)).toBe("1 minute");
    expect(formatDuration(45 * 60_000)).toBe("45 minutes");
    expect(formatDuration(2 * 3600_000)).toBe("2 hours");
    expect(formatDuration(3 * 3600_000 + 20 * 60_000)).toBe("3 hours 20 minutes");
    expect(formatDuration(26 * 3600_000)).toBe("1 day 2 hours");
    expect(formatDuration(-5)).toBe("under a minute");
  });

  it("writes times in UTC so every reader sees the same", () => {
    expect(formatUtcTime("2026-11-20T14:05:00Z")).toBe("20 Nov 2026, 14:05 UTC");
    expect(formatUtcTime("not a date")).toBe("");
  });
});
