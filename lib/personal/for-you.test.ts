import { describe, expect, it } from "vitest";
import { FOR_YOU_RECENCY_WINDOW_MS, hasFollows, selectForYou, type ForYouCandidate, type ReaderFollows } from "./for-you";

const at = new Date("2026-03-10T12:00:00Z");
const hoursAgo = (hours: number) => new Date(at.getTime() - hours * 3_600_000);

function story(id: number, overrides: Partial<ForYouCandidate> = {}): ForYouCandidate {
  return { id, lastSeenAt: hoursAgo(1), sourceCount: 1, interestIds: [], outletIds: ["reuters"], ...overrides };
}

function follows(overrides: Partial<{ interests: number[]; outlets: string[]; blocked: string[]; muted: number[] }> = {}): ReaderFollows {
  return {
    interestIds: new Set(overrides.interests ?? []),
    outletIds: new Set(overrides.outlets ?? []),
    blockedOutletIds: new Set(overrides.blocked ?? []),
    mutedInterestIds: new Set(overrides.muted ?? []),
  };
}

describe("For You", () => {
  it("keeps only stories of followed interests or followed outlets, saying which matched", () => {
    const entries = selectForYou(
      [story(1, { interestIds: [32], sourceCount: 3 }), story(2, { interestIds: [23] }), story(3, { outletIds: ["the-hill", "cnn"], sourceCount: 2 })],
      follows({ interests: [32], outlets: ["the-hill"] }),
      at,
    );
    expect(entries.map((entry) => [entry.story.id, entry.matchedInterestIds, entry.matchedOutletIds])).toEqual([
      [1, [32], []],
      [3, [], ["the-hill"]],
    ]);
  });

  it("puts the newest first, and the most covered first among stories of the same day", () => {
    const entries = selectForYou(
      [
        story(1, { interestIds: [4], lastSeenAt: hoursAgo(1), sourceCount: 2 }),
        story(2, { interestIds: [4], lastSeenAt: hoursAgo(5), sourceCount: 30 }),
        story(3, { interestIds: [4], lastSeenAt: hoursAgo(30), sourceCount: 90 }),
        story(4, { interestIds: [4], lastSeenAt: hoursAgo(2), sourceCount: 2 }),
      ],
      follows({ interests: [4] }),
      at,
    );
    // 2 (30 sources today), then 1 and 4 (2 sources each today: the newer first), then yesterday's 3.
    expect(entries.map((entry) => entry.story.id)).toEqual([2, 1, 4, 3]);
    expect(FOR_YOU_RECENCY_WINDOW_MS).toBe(24 * 3_600_000);
  });

  it("drops stories carrying a muted topic even when another followed topic matches", () => {
    const entries = selectForYou([story(1, { interestIds: [4, 53] }), story(2, { interestIds: [4] })], follows({ interests: [4], muted: [53] }), at);
    expect(entries.map((entry) => entry.story.id)).toEqual([2]);
  });

  it("drops stories only blocked sources covered, and never matches through a blocked outlet", () => {
    const entries = selectForYou(
      [
        story(1, { interestIds: [19], outletIds: ["breitbart"] }),
        story(2, { interestIds: [19], outletIds: ["breitbart", "reuters"], sourceCount: 2 }),
        story(3, { outletIds: ["fox-news", "breitbart"] }),
      ],
      follows({ interests: [19], outlets: ["fox-news", "breitbart"], blocked: ["breitbart"] }),
      at,
    );
    expect(entries.map((entry) => [entry.story.id, entry.matchedOutletIds])).toEqual([
      [2, []],
      [3, ["fox-news"]],
    ]);
  });

  it("knows a reader who follows nothing", () => {
    expect(hasFollows(follows())).toBe(false);
    expect(hasFollows(follows({ outlets: ["npr"] }))).toBe(true);
    expect(selectForYou([story(1, { interestIds: [4] })], follows({ muted: [5] }), at)).toEqual([]);
  });
});
