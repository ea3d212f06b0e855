import { describe, expect, it } from "vitest";
import { densestWindow } from "./heldout-window";

// The held-out window's rule (issue 26, seventh round): the shortest run of consecutive days holding at
// least the wanted number of articles; among runs as short, the one holding most, then the earliest.
describe("densestWindow", () => {
  const days = (counts: Record<number, number>) => new Map(Object.entries(counts).map(([day, n]) => [Number(day), n]));

  it("takes the shortest run of days that holds enough articles, counting the empty days inside it", () => {
    // Days 1–2 hold 10 in two days; days 10 and 12 hold 12 over three days (day 11 is empty).
    expect(densestWindow(days({ 1: 5, 2: 5, 10: 6, 12: 6 }), 10)).toEqual({ first: 1, last: 2, count: 10 });
    expect(densestWindow(days({ 1: 5, 3: 5, 10: 9, 11: 1 }), 10)).toEqual({ first: 10, last: 11, count: 10 });
  });

  it("prefers, among runs as short, the one holding most, then the earliest", () => {
    expect(densestWindow(days({ 1: 6, 2: 4, 5: 7, 6: 4 }), 10)).toEqual({ first: 5, last: 6, count: 11 });
    expect(densestWindow(days({ 1: 6, 2: 4, 5: 6, 6: 4 }), 10)).toEqual({ first: 1, last: 2, count: 10 });
  });

  it("gives no window when no run holds enough", () => {
    expect(densestWindow(days({ 1: 3, 2: 3 }), 10)).toBeNull();
  });

  it("picks the next window by the same rule when the first is excluded, never overlapping it", () => {
    const counts = days({ 1: 6, 2: 4, 5: 7, 6: 4, 20: 5, 22: 5 });
    expect(densestWindow(counts, 10)).toEqual({ first: 5, last: 6, count: 11 });
    // Without days 5–6 the shortest run holding 10 is days 1–2; a run through day 5 (e.g. 2–5) is no candidate.
    expect(densestWindow(counts, 10, [{ first: 5, last: 6 }])).toEqual({ first: 1, last: 2, count: 10 });
    // Excluding both, the rule reaches for the longer run of days 20–22 (its empty day 21 counted), not 2–20.
    expect(densestWindow(counts, 10, [{ first: 5, last: 6 }, { first: 1, last: 2 }])).toEqual({ first: 20, last: 22, count: 10 });
    // An excluded span that falls between dated days still cuts a run across it.
    expect(densestWindow(days({ 1: 5, 3: 5, 10: 4, 11: 6 }), 10, [{ first: 2, last: 2 }])).toEqual({ first: 10, last: 11, count: 10 });
  });
});
