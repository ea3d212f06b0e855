import { describe, expect, it } from "vitest";
import { shouldReportToSentry } from "./sentry-settings";

const context = { online: true, ownHost: "openground.example" };

describe("what the browser reports to Sentry (spec §8 classifier)", () => {
  it("keeps ordinary errors", () => {
    expect(shouldReportToSentry(new TypeError("x is undefined"), context)).toBe(true);
    expect(shouldReportToSentry("a string", context)).toBe(true);
  });

  it("drops cancelled requests and failures while offline, keeps network failures online", () => {
    expect(shouldReportToSentry(new DOMException("The user aborted a request.", "AbortError"), context)).toBe(false);
    expect(shouldReportToSentry(new TypeError("Failed to fetch"), { ...context, online: false })).toBe(false);
    expect(shouldReportToSentry(new TypeError("Failed to fetch"), context)).toBe(true);
  });

  it("drops what the API helper already classified", () => {
    const failure = new Error("Network connection issue. Please check your connection and try again.");
    failure.name = "FetchFailure";
    expect(shouldReportToSentry(failure, context)).toBe(false);
  });
});
