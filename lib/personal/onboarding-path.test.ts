import { describe, expect, it } from "vitest";
import { afterOnboarding, destinationOf, registrationTarget } from "./onboarding-path";

describe("the way through registration and onboarding", () => {
  it("sends a new account to onboarding, then to the page the reader wanted, For You by default", () => {
    expect(registrationTarget(undefined)).toBe("/onboarding?next=%2Fmy");
    expect(registrationTarget("/my-news-bias?period=week")).toBe("/onboarding?next=%2Fmy-news-bias%3Fperiod%3Dweek");
    expect(afterOnboarding("/my-news-bias?period=week")).toBe("/my-news-bias?period=week");
    expect(afterOnboarding(undefined)).toBe("/my");
  });

  it("keeps a registration target across a failed attempt instead of nesting it", () => {
    expect(registrationTarget("/onboarding?next=%2Faccount")).toBe("/onboarding?next=%2Faccount");
    expect(destinationOf("/onboarding?next=%2Faccount")).toBe("/account");
    expect(destinationOf("/interest/4")).toBe("/interest/4");
  });

  it("never leaves the site or loops back into onboarding", () => {
    expect(afterOnboarding("https://evil.example/")).toBe("/my");
    expect(afterOnboarding("//evil.example")).toBe("/my");
    expect(afterOnboarding("/onboarding")).toBe("/my");
    expect(registrationTarget("https://evil.example/")).toBe("/onboarding?next=%2Fmy");
  });
});
