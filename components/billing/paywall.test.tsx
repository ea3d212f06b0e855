// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { AccountUser } from "@/lib/accounts/user";
import { encodeUserCookie } from "@/lib/auth/user-cookie";
import { emptyRecord, PAYWALL_STORAGE_KEY, PAYWALL_THRESHOLDS } from "@/lib/billing/paywall";
import { PaywallSourcesToggle } from "./paywall-sources-toggle";
import { StoryPaywall } from "./story-paywall";
import { StoryPaywallBody } from "./story-paywall-body";

const signInAs = (subscriptionStatus: string) => {
  document.cookie = `GROUND_USER=${encodeUserCookie({ id: 7, email: "r@example.com", subscriptionStatus } as unknown as AccountUser)}; path=/`;
};
const atThreshold = () => {
  const record = emptyRecord(Date.now() - 60_000);
  record.counts.sessionStory = PAYWALL_THRESHOLDS.sessionStory;
  localStorage.setItem(PAYWALL_STORAGE_KEY, JSON.stringify(record));
};

afterEach(() => {
  cleanup();
  localStorage.clear();
  document.cookie = "GROUND_USER=; max-age=0; path=/";
  document.documentElement.removeAttribute("data-paywall-last");
});

describe("the story paywall (spec §4 counters, §6 skip paywalls)", () => {
  it("counts the story and offers the plans once past the hour's threshold", async () => {
    render(<StoryPaywallBody />);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(JSON.parse(localStorage.getItem(PAYWALL_STORAGE_KEY)!).counts.sessionStory).toBe(1);
    cleanup();
    atThreshold();
    render(<StoryPaywall />); // the page's shell, which loads the body after first paint
    const dialog = await screen.findByRole("dialog", { name: `You have read ${PAYWALL_THRESHOLDS.sessionStory + 1} stories this hour` });
    expect(dialog.querySelector('a[href="/subscribe"]')).not.toBeNull();
  });

  it("never shows for a plan that skips paywalls", () => {
    signInAs("premium");
    atThreshold();
    render(<StoryPaywallBody />);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("sorting paywalled sources last (spec §6)", () => {
  it("is offered to paid plans and institutional readers, and marks the page when on", async () => {
    signInAs("institutional");
    render(<PaywallSourcesToggle />);
    const box = await screen.findByRole("checkbox", { name: "List outlets with a paywall last" });
    fireEvent.click(box);
    expect(document.documentElement.hasAttribute("data-paywall-last")).toBe(true);
    expect(localStorage.getItem("openground:paywall-sources-last")).toBe("1");
  });

  it("is not offered to a free reader", () => {
    signInAs("free");
    render(<PaywallSourcesToggle />);
    expect(screen.queryByRole("checkbox")).toBeNull();
  });
});
