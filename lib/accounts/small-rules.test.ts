import { describe, expect, it } from "vitest";
import { isInCohort } from "./cohort";
import { EXPERIMENT_IDS, isExperimentId } from "./experiments";
import { parseInterestId } from "./interest-id";
import { FREE_FOLLOW_LIMIT, PAID_FOLLOW_LIMIT, followLimit } from "./limits";
import { safeRedirectPath } from "./redirect-target";
import { passwordProblem } from "./validate-password";

const COHORTS_BEFORE = [false, false, false, false, true, true];

describe("isInCohort (spec §9: 50 percent)", () => {
  it("splits users close to half and half, the same way every time", () => {
    const inCohort = Array.from({ length: 10_000 }, (_, index) => isInCohort(index + 1)).filter(Boolean).length;
    expect(inCohort).toBeGreaterThan(4_800);
    expect(inCohort).toBeLessThan(5_200);
    expect(isInCohort(12345)).toBe(isInCohort(12345));
  });

  it("keeps every user in the half they were in before the hash was shared (UTF-8 = UTF-16 on ASCII keys)", () => {
    // Cohorts from the former UTF-16 copy, for a sample of ids.
    expect([1, 2, 3, 42, 12345, 999_999].map((id) => isInCohort(id))).toEqual(COHORTS_BEFORE);
  });
});

describe("account rules", () => {
  it("accepts the spec's example experiments and about 21 ids in all", () => {
    for (const id of ["daily-briefing", "subscription-cancellation", "web-pricing-experiment"]) expect(isExperimentId(id)).toBe(true);
    expect(EXPERIMENT_IDS).toHaveLength(21);
    expect(isExperimentId("made-up")).toBe(false);
  });

  it("reads interest ids given as strings, numbers or objects (spec §3)", () => {
    expect(parseInterestId("795503")).toBe(795503);
    expect(parseInterestId(42)).toBe(42);
    expect(parseInterestId({ id: "7" })).toBe(7);
    expect(parseInterestId({ id: 7 })).toBe(7);
    for (const bad of ["abc", -1, 0, 1.5, null, {}, "99999999999"]) expect(parseInterestId(bad)).toBeNull();
  });

  it("gives paid plans the higher follow limit", () => {
    expect(followLimit("free")).toBe(FREE_FOLLOW_LIMIT);
    expect(followLimit("freeTrial")).toBe(FREE_FOLLOW_LIMIT);
    for (const status of ["mix", "pro", "premium", "supporter", "vantage", "institutional"]) expect(followLimit(status)).toBe(PAID_FOLLOW_LIMIT);
  });

  it("redirects only to paths on this site", () => {
    expect(safeRedirectPath("/my?tab=1")).toBe("/my?tab=1");
    for (const bad of ["//evil.example", "https://evil.example", "/\\evil.example", "evil", "", undefined, "/\nx"]) expect(safeRedirectPath(bad)).toBe("/");
  });

  it("requires passwords of 8 to 256 characters", () => {
    expect(passwordProblem("1234567")).toMatch(/at least 8/);
    expect(passwordProblem("12345678")).toBeNull();
    expect(passwordProblem("x".repeat(257))).toMatch(/at most 256/);
  });
});
