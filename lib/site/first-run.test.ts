import { describe, expect, it } from "vitest";
import { firstRunState } from "./first-run";

const totals = { feeds: 164, fetched: 0, succeeded: 0, failing: 0, articles: 0 };

describe("the first-run state of the home page", () => {
  it("shows the feed as soon as one story exists", () => {
    expect(firstRunState({ ...totals, fetched: 3, failing: 3 }, 1)).toEqual({ kind: "ready" });
  });

  it("says the engine is gathering news, with its progress, before any feed was fetched", () => {
    expect(firstRunState(totals, 0)).toEqual({ kind: "gathering", feeds: 164, fetched: 0, failing: 0, articles: 0, stories: 0 });
  });

  it("keeps gathering while some feeds work, even if others fail", () => {
    expect(firstRunState({ ...totals, fetched: 20, succeeded: 12, failing: 8, articles: 340 }, 0).kind).toBe("gathering");
  });

  it("says the feeds cannot be reached when every fetched feed failed and none ever worked", () => {
    expect(firstRunState({ ...totals, fetched: 30, failing: 30 }, 0)).toMatchObject({ kind: "unreachable", fetched: 30, failing: 30 });
  });

  it("does not blame the network when articles were loaded another way (npm run ingest)", () => {
    expect(firstRunState({ ...totals, fetched: 30, failing: 30, articles: 19 }, 0).kind).toBe("gathering");
  });
});
