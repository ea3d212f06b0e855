// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetAnalyticsForTests, startAnalytics } from "@/lib/client/analytics";
import { FEATURE_DEFAULTS } from "@/lib/client/feature-defaults";
import { setFeatureEvaluator } from "@/lib/client/features";
import { listPersonas } from "@/lib/personas";
import { OnboardingFlow, type OnboardingFlowProps } from "./onboarding-flow";

// Issue 22's onboarding additions as a reader meets them: the free-trial step after the four steps when
// the flags and the reader's plan allow it (lib/billing/trial-onboarding.ts), and an Onboarding-* event
// for each step seen, through the client platform's track.

let events: { event: string; props: Record<string, unknown> }[] = [];

const props = (trial: Partial<OnboardingFlowProps["trial"]> = {}): OnboardingFlowProps => ({
  personas: listPersonas(),
  topics: [{ id: 1, name: "Politics" }],
  followedInterests: [],
  editions: [{ id: "top-us", name: "United States", description: "US news" }],
  edition: "top-us",
  local: { countries: [{ code: "US", name: "United States" }], regions: {}, initial: null },
  next: "/my",
  trial: { subscriptionStatus: "free", trialStart: null, trialDays: 7, paymentsConfigured: true, ...trial },
});

function walkToLastStep(): void {
  for (const next of ["Next: Your interests", "Next: Your edition", "Next: Local news"]) fireEvent.click(screen.getByRole("button", { name: next }));
}

beforeEach(() => {
  events = [];
  resetAnalyticsForTests();
  startAnalytics([(event, eventProps) => events.push({ event, props: eventProps })]);
});

afterEach(() => {
  cleanup();
  setFeatureEvaluator(null);
  resetAnalyticsForTests();
});

describe("the onboarding's free-trial step and events (issue 22)", () => {
  it("offers a free reader the trial as a fifth step when the premium-trial flag is on", () => {
    setFeatureEvaluator((key) => (key === "onboarding-premium-trial" ? "ON" : FEATURE_DEFAULTS[key]) as never);
    render(<OnboardingFlow {...props()} />);
    walkToLastStep();
    fireEvent.click(screen.getByRole("button", { name: "Next: Try Premium free" }));
    expect(screen.getByRole("heading", { level: 2 })).toHaveProperty("textContent", "Try Premium free");
    expect(screen.getByRole("button", { name: "Start your 7-day free trial" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "No thanks, finish" })).toBeTruthy();
    expect(events.filter((entry) => entry.event === "Onboarding-Step-View").map((entry) => entry.props.step)).toEqual([
      "cards",
      "interests",
      "edition",
      "local",
      "freeTrial",
    ]);
    expect(events.at(-1)).toEqual({ event: "Onboarding-FreeTrial-View", props: { plan: "premium" } });
  });

  it("ends after local news with the flag at its default, or for a reader who already had a trial", () => {
    render(<OnboardingFlow {...props()} />);
    walkToLastStep();
    expect(screen.getByRole("button", { name: "Finish" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Try Premium free/ })).toBeNull();
    cleanup();

    setFeatureEvaluator((key) => (key === "onboarding-premium-trial" ? "ON" : FEATURE_DEFAULTS[key]) as never);
    render(<OnboardingFlow {...props({ trialStart: "2026-02-01T00:00:00.000Z" })} />);
    walkToLastStep();
    expect(screen.getByRole("button", { name: "Finish" })).toBeTruthy();
    expect(events.some((entry) => entry.event === "Onboarding-FreeTrial-View")).toBe(false);
  });
});
