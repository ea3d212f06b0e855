import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { analyticsStatus, MAX_PENDING_EVENTS, resetAnalyticsForTests, startAnalytics, stopAnalytics, track } from "./analytics";

describe("track (issue 19): events wait for the platform's decision", () => {
  beforeEach(() => {
    vi.stubGlobal("window", {});
    resetAnalyticsForTests();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("holds events until analytics starts, then sends them in order, and later ones at once", () => {
    track("Subscribe-Enter", { from: "header" });
    track("Header-Search");
    const sent: unknown[] = [];
    startAnalytics([(event, props) => sent.push([event, props])]);
    expect(sent).toEqual([["Subscribe-Enter", { from: "header" }], ["Header-Search", {}]]);
    track("Interest-Follow", { interestId: 7 });
    expect(sent).toHaveLength(3);
    expect(analyticsStatus()).toBe("on");
  });

  it("drops everything when analytics may not run (declined consent, a bot, no key)", () => {
    track("Checkout-Enter");
    stopAnalytics();
    track("Checkout-Enter");
    const sent: unknown[] = [];
    startAnalytics([(event) => sent.push(event)]);
    expect(sent).toEqual([]);
  });

  it("keeps only the latest events while waiting", () => {
    for (let i = 0; i < MAX_PENDING_EVENTS + 5; i++) track("EvRoom-Scroll", { i });
    const sent: number[] = [];
    startAnalytics([(_, props) => sent.push(props.i as number)]);
    expect(sent).toHaveLength(MAX_PENDING_EVENTS);
    expect(sent[0]).toBe(5);
  });

  it("a failing destination is logged and does not stop the others", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const sent: string[] = [];
    startAnalytics([() => { throw new Error("boom"); }, (event) => sent.push(event)]);
    track("GAI-Reaction");
    expect(sent).toEqual(["GAI-Reaction"]);
    expect(error).toHaveBeenCalledWith("Analytics destination failed", expect.objectContaining({ event: "GAI-Reaction" }));
  });

  it("does nothing on the server", () => {
    vi.unstubAllGlobals();
    const sent: string[] = [];
    startAnalytics([(event) => sent.push(event)]);
    track("GAI-Reaction");
    expect(sent).toEqual([]);
  });
});
