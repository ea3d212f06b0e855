import { describe, expect, it } from "vitest";
import { countAndCheck, currentRecord, emptyRecord, followLimitPrompt, PAYWALL_COUNTERS_RESET_MS, PAYWALL_THRESHOLDS } from "./paywall";

describe("paywall counters (spec §4, §9: reset after one hour)", () => {
  it("prompts once the hour's count passes the threshold", () => {
    let stored: unknown = null;
    const now = 1_000_000;
    const dues: boolean[] = [];
    for (let index = 0; index <= PAYWALL_THRESHOLDS.sessionStory; index++) {
      const { record, due } = countAndCheck(stored, "sessionStory", now + index);
      stored = JSON.parse(JSON.stringify(record));
      dues.push(due);
    }
    expect(dues.filter(Boolean)).toHaveLength(1);
    expect(dues.at(-1)).toBe(true);
  });

  it("starts again when the record is more than an hour old, unreadable or from the future", () => {
    const old = { ...emptyRecord(0), counts: { sessionStory: 50, sessionArticle: 0, followInterest: 0, loadMore: 0 } };
    expect(currentRecord(old, PAYWALL_COUNTERS_RESET_MS + 1).counts.sessionStory).toBe(0);
    expect(currentRecord(old, PAYWALL_COUNTERS_RESET_MS - 1).counts.sessionStory).toBe(50);
    expect(currentRecord("garbage", 5)).toEqual(emptyRecord(5));
    expect(currentRecord({ ...old, startedAt: 10 }, 5)).toEqual(emptyRecord(5));
    expect(currentRecord({ startedAt: 1, counts: { sessionStory: -3, loadMore: "x" } }, 2).counts).toEqual({ sessionStory: 0, sessionArticle: 0, followInterest: 0, loadMore: 0 });
  });

  it("sends a signed-in reader at the follow limit to the paywall, a visitor to the registration modal", () => {
    expect(followLimitPrompt(true)).toBe("paywall");
    expect(followLimitPrompt(false)).toBe("registration");
  });
});
