import { describe, expect, it } from "vitest";
import {
  BREAKING_PER_DAY,
  breakingPayload,
  breakingToSend,
  dailyBriefingKey,
  dailyPayload,
  FOLLOWED_SOURCES,
  isBreakingFor,
  MAJOR_SOURCES,
  pushLevel,
  type BreakingCandidate,
  type BreakingReader,
} from "./rules";

const now = new Date("2026-11-26T12:00:00Z");
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3600_000);
const story = (id: number, sourceCount: number, overrides: Partial<BreakingCandidate> = {}): BreakingCandidate => ({
  id,
  title: `Story ${id}`,
  sourceCount,
  firstSeenAt: hoursAgo(1),
  interestIds: [],
  ...overrides,
});
const reader = (overrides: Partial<BreakingReader> = {}): BreakingReader => ({
  level: "all",
  followedInterestIds: new Set(),
  sentLastDay: 0,
  notifiedStoryIds: new Set(),
  ...overrides,
});

describe("push levels", () => {
  it("reads unset and unknown levels as the account page's default, all", () => {
    expect(pushLevel(null)).toBe("all");
    expect(pushLevel("loud")).toBe("all");
    expect(pushLevel("important")).toBe("important");
    expect(pushLevel("off")).toBe("off");
  });
});

describe("breaking stories", () => {
  it("a story that reached the major threshold quickly is breaking for both levels, never for off", () => {
    const major = story(1, MAJOR_SOURCES);
    expect(isBreakingFor(major, reader({ level: "all" }), now)).toBe(true);
    expect(isBreakingFor(major, reader({ level: "important" }), now)).toBe(true);
    expect(isBreakingFor(major, reader({ level: "off" }), now)).toBe(false);
    expect(isBreakingFor(story(2, MAJOR_SOURCES - 1), reader({ level: "important" }), now)).toBe(false);
  });

  it("a story that took longer than the window to gather its sources is not breaking", () => {
    expect(isBreakingFor(story(1, 40, { firstSeenAt: hoursAgo(7) }), reader(), now)).toBe(false);
  });

  it("a smaller story on a followed interest is breaking at level all only", () => {
    const followed = story(3, FOLLOWED_SOURCES, { interestIds: [42] });
    expect(isBreakingFor(followed, reader({ followedInterestIds: new Set([42]) }), now)).toBe(true);
    expect(isBreakingFor(followed, reader({ level: "important", followedInterestIds: new Set([42]) }), now)).toBe(false);
    expect(isBreakingFor(followed, reader({ followedInterestIds: new Set([7]) }), now)).toBe(false);
    expect(isBreakingFor(story(4, FOLLOWED_SOURCES - 1, { interestIds: [42] }), reader({ followedInterestIds: new Set([42]) }), now)).toBe(false);
  });

  it("sends the widest stories first, skips those already sent, and keeps to the daily allowance", () => {
    const candidates = [story(1, 20), story(2, 30), story(3, 16), story(4, 25), story(5, 18), story(6, 2)];
    expect(breakingToSend(candidates, reader(), now).map((s) => s.id)).toEqual([2, 4, 1, 5].slice(0, BREAKING_PER_DAY));
    expect(breakingToSend(candidates, reader({ notifiedStoryIds: new Set([2]), sentLastDay: 1 }), now).map((s) => s.id)).toEqual([4, 1, 5]);
    expect(breakingToSend(candidates, reader({ sentLastDay: BREAKING_PER_DAY }), now)).toEqual([]);
  });
});

describe("the daily briefing", () => {
  it("is due from pnDailyTime in the reader's time zone, keyed by the local day", () => {
    // 12:00 UTC is 07:00 in New York (EST) and 21:00 in Tokyo.
    expect(dailyBriefingKey(now, "America/New_York", 7 * 3600, "all")).toBe("daily:2026-11-26");
    expect(dailyBriefingKey(now, "America/New_York", 8 * 3600, "all")).toBeNull();
    expect(dailyBriefingKey(now, "Asia/Tokyo", 7 * 3600, "important")).toBeNull();
    expect(dailyBriefingKey(now, "Asia/Tokyo", 20 * 3600, "important")).toBe("daily:2026-11-26");
    expect(dailyBriefingKey(now, "America/New_York", 7 * 3600, "off")).toBeNull();
  });

  it("uses 07:00 when unset and UTC for an unknown zone", () => {
    expect(dailyBriefingKey(new Date("2026-11-26T07:30:00Z"), "Mars/Olympus", null, "all")).toBe("daily:2026-11-26");
    expect(dailyBriefingKey(new Date("2026-11-26T06:59:00Z"), null, null, "all")).toBeNull();
  });

  it("still goes out a while after its time (a restart), not hours later, and a late window belongs to its own day", () => {
    expect(dailyBriefingKey(new Date("2026-11-26T09:59:00Z"), "UTC", 7 * 3600, "all")).toBe("daily:2026-11-26");
    expect(dailyBriefingKey(new Date("2026-11-26T10:00:00Z"), "UTC", 7 * 3600, "all")).toBeNull();
    expect(dailyBriefingKey(new Date("2026-11-27T00:30:00Z"), "UTC", 23 * 3600, "all")).toBe("daily:2026-11-26");
  });

  it("follows daylight saving: 07:00 in London is 06:00 UTC in summer", () => {
    expect(dailyBriefingKey(new Date("2026-07-01T06:00:00Z"), "Europe/London", 7 * 3600, "all")).toBe("daily:2026-07-01");
    expect(dailyBriefingKey(new Date("2026-12-01T06:00:00Z"), "Europe/London", 7 * 3600, "all")).toBeNull();
  });
});

describe("payloads", () => {
  it("carry pnSound and open the story or the reader's briefing", () => {
    expect(breakingPayload({ id: 9, title: "Quake", sourceCount: 31 }, false)).toEqual({ title: "Breaking", body: "Quake (31 sources)", url: "/article/9", tag: "story-9", sound: false });
    expect(dailyPayload("top-uk", ["A", "B", "C"], true)).toMatchObject({ url: "/daily-briefing/top-uk", body: "A — and 2 more stories", sound: true });
    expect(breakingPayload({ id: 1, title: "x".repeat(500), sourceCount: 20 }, true).body.length).toBe(240);
  });
});
