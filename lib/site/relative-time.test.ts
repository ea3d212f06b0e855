import { describe, expect, it } from "vitest";
import { relativeTime } from "./relative-time";

const now = Date.parse("2026-03-10T12:00:00Z");

describe("relative time on story cards", () => {
  it("reads 'just now' under a minute, also for a clock slightly behind the story", () => {
    expect(relativeTime("2026-03-10T11:59:30Z", now)).toBe("just now");
    expect(relativeTime("2026-03-10T12:00:20Z", now)).toBe("just now");
  });

  it("counts minutes, hours and days with singular and plural", () => {
    expect(relativeTime("2026-03-10T11:59:00Z", now)).toBe("1 minute ago");
    expect(relativeTime("2026-03-10T11:15:00Z", now)).toBe("45 minutes ago");
    expect(relativeTime("2026-03-10T11:00:00Z", now)).toBe("1 hour ago");
    expect(relativeTime("2026-03-09T13:00:00Z", now)).toBe("23 hours ago");
    expect(relativeTime("2026-03-07T12:00:00Z", now)).toBe("3 days ago");
  });

  it("shows a date for stories older than a month and nothing for an unreadable time", () => {
    expect(relativeTime("2026-01-02T08:00:00Z", now)).toBe("2 Jan 2026");
    expect(relativeTime("not a date", now)).toBe("");
  });
});
