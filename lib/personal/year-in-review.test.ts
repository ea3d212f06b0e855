import { describe, expect, it } from "vitest";
import type { ReadOutlet } from "./bias-profile";
import { BLINDSPOTS_SHOWN, calendarMonth, reviewTimeZone, sidesOfBiasWeights, yearInReview, yearWindow, type YearRead } from "./year-in-review";

const left: ReadOutlet = { id: "l", name: "Left Daily", bias: "leanLeft", factuality: "high", ownershipType: null };
const right: ReadOutlet = { id: "r", name: "Right Daily", bias: "right", factuality: "high", ownershipType: null };

function read(storyId: number, readAt: string, overrides: Partial<YearRead> = {}): YearRead {
  return { storyId, readAt: new Date(readAt), outlets: [left], interestIds: [], articleId: null, title: `Story ${storyId}`, blindspotFor: null, ...overrides };
}

describe("yearInReview (pure)", () => {
  it("keeps only the year's reads and counts each story and article once", () => {
    const review = yearInReview({
      year: 2026,
      reads: [
        read(1, "2025-12-31T23:59:59Z"),
        read(1, "2026-01-01T00:00:00Z", { articleId: 10 }),
        read(1, "2026-01-02T00:00:00Z", { articleId: 10 }),
        read(2, "2026-04-02T00:00:00Z", { outlets: [right], articleId: 11 }),
      ],
      everyone: {},
    });
    expect([review.readCount, review.storyCount, review.articleCount]).toEqual([3, 2, 2]);
    expect(review.sides).toEqual({ left: 67, center: 0, right: 33 });
    expect(review.months[0]!.storyCount).toBe(1);
    expect(review.months[3]!.sides).toEqual({ left: 0, center: 0, right: 100 });
    expect(review.comparison).toBeNull(); // nobody's rated reads to compare with
  });

  it("lists each blindspot story once, the most recently read first, at most BLINDSPOTS_SHOWN of them", () => {
    const reads = Array.from({ length: 7 }, (_, index) => read(index + 1, `2026-02-0${index + 1}T12:00:00Z`, { blindspotFor: "right" }));
    reads.push(read(1, "2026-03-01T12:00:00Z", { blindspotFor: "right" }));
    const review = yearInReview({ year: 2026, reads, everyone: {} });
    expect(review.blindspotCount).toBe(7);
    expect(review.blindspots.map((story) => story.storyId)).toEqual([1, 7, 6, 5, 4]);
    expect(review.blindspots).toHaveLength(BLINDSPOTS_SHOWN);
  });

  it("compares with all readers, leaving unrated weight out", () => {
    expect(sidesOfBiasWeights({ farLeft: 1, center: 2, farRight: 1, unknown: 50 })).toEqual({ left: 25, center: 50, right: 25 });
    const review = yearInReview({ year: 2026, reads: [read(1, "2026-05-01T00:00:00Z")], everyone: { left: 1, right: 3 } });
    expect(review.comparison).toEqual({ everyone: { left: 25, center: 0, right: 75 }, difference: { left: 75, center: 0, right: -75 } });
  });

  it("in the reader's time zone, the year starts at their midnight of 1 January", () => {
    expect(yearWindow(new Date("2026-11-26T03:00:00Z"), "America/New_York").since).toEqual(new Date("2026-01-01T05:00:00Z"));
    expect(yearWindow(new Date("2026-11-26T03:00:00Z"), "Asia/Kolkata").since).toEqual(new Date("2025-12-31T18:30:00Z"));
    // 23:30 UTC on New Year's Eve is already next year in Tokyo.
    expect(yearWindow(new Date("2026-12-31T23:30:00Z"), "Asia/Tokyo")).toMatchObject({ year: 2027, since: new Date("2026-12-31T15:00:00Z") });
    expect(calendarMonth(new Date("2026-03-01T05:00:00Z"), "America/Los_Angeles")).toEqual({ year: 2026, month: 2 });
  });

  it("months and the year follow the reader's calendar", () => {
    const review = yearInReview({ year: 2026, reads: [read(1, "2025-12-31T23:30:00Z"), read(2, "2026-01-31T23:30:00Z")], everyone: {}, timeZone: "Europe/Berlin" });
    expect(review.months.slice(0, 2).map((month) => month.storyCount)).toEqual([1, 1]);
  });

  it("uses UTC for a missing or unknown zone", () => {
    expect(reviewTimeZone(null)).toBe("UTC");
    expect(reviewTimeZone("Mars/Olympus")).toBe("UTC");
    expect(reviewTimeZone("Europe/Paris")).toBe("Europe/Paris");
  });

  it("the year runs from 1 January UTC to now", () => {
    const now = new Date("2026-11-26T03:00:00Z");
    expect(yearWindow(now)).toEqual({ year: 2026, since: new Date("2026-01-01T00:00:00Z"), until: now });
  });
});
