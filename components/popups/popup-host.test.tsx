// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UserContext, type UseUser } from "@/hooks/use-user";
import type { AccountUser } from "@/lib/accounts/user";
import { encodeUserCookie } from "@/lib/auth/user-cookie";
import { resetAnalyticsForTests, startAnalytics } from "@/lib/client/analytics";
import type { ClientConfig } from "@/lib/client/client-config";
import { FEATURE_DEFAULTS } from "@/lib/client/feature-defaults";
import { setFeatureEvaluator } from "@/lib/client/features";
import PopupHost from "./popup-host";

// The host as a reader meets it, for what the e2e server cannot configure: the premium trial popup
// (a trial length and the premium-trial cohort) and the sale promo popup (a campaign running). Next's
// router is not running here, so its pathname hook answers the page.
vi.mock("next/navigation", () => ({ usePathname: () => "/" }));

const SALE = { pr: "holiday2024", version: "holiday2024", href: "/holiday2024", headline: "Holiday sale: 50% off Vantage" };
const OFFERS: ClientConfig = { offers: { trialDays: 7, sale: SALE } };
let events: string[] = [];

function signIn(subscriptionStatus: string, trialStart: string | null = null): AccountUser {
  const user = { id: 7, email: "r@example.com", subscriptionStatus, trialStart } as unknown as AccountUser;
  document.cookie = `GROUND_USER=${encodeUserCookie(user)}; path=/`;
  return user;
}

function show(user: AccountUser | null, config: ClientConfig = OFFERS): void {
  const value = { user, cachedUser: user, status: user ? "user_fetched" : "unauthenticated", loading: false, error: null, hasSession: Boolean(user), signOut: async () => {}, refresh: () => {} } as UseUser;
  render(
    <UserContext.Provider value={value}>
      <PopupHost config={config} appFlag={null} sessionCount={2} />
    </UserContext.Provider>,
  );
}

const stored = (key: string) => JSON.parse(localStorage.getItem(key) ?? "null");

beforeEach(() => {
  // The visitor is in the premium-trial cohort (spec §9: 50 %).
  setFeatureEvaluator((key) => (key === "premium-trial-cohort" ? true : FEATURE_DEFAULTS[key]) as never);
  events = [];
  resetAnalyticsForTests();
  startAnalytics([(event) => events.push(event)]);
});

afterEach(() => {
  cleanup();
  setFeatureEvaluator(null);
  resetAnalyticsForTests();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie = "GROUND_USER=; max-age=0; path=/";
  document.cookie = "GROUND_PERSONALIZATION=; max-age=0; path=/";
});

describe("the popup host (issue 22, spec §4 popup choice order)", () => {
  it("offers a free reader the premium trial first, then the sale, then the bias quiz, one per page load", () => {
    const reader = signIn("free");
    show(reader);
    const trial = screen.getByRole("dialog", { name: "Try Premium free for 7 days" });
    expect(trial.querySelector("a")?.getAttribute("href")).toBe("/checkout/?plan=premium");
    expect(sessionStorage.getItem("ground.runningModal")).toBe("trial");
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(stored("ground.trialPopup")).toMatchObject({ version: "Case_B", expiry: 72 });
    expect(sessionStorage.getItem("ground.runningModal")).toBeNull();

    cleanup();
    show(reader);
    screen.getByRole("dialog", { name: "Holiday sale: 50% off Vantage" });
    fireEvent.click(screen.getByRole("link", { name: "See the offer" }));
    expect(stored("ground.promoPopup")).toMatchObject({ pr: "holiday2024", version: "holiday2024", visible: false, expiry: 1 });

    cleanup();
    show(reader);
    screen.getByRole("dialog", { name: "What is your news bias?" });
  });

  it("sends a visitor without an account to register on the way to the trial, and closes the sale for an hour", () => {
    show(null);
    expect(screen.getByRole("link", { name: "Start my free trial" }).getAttribute("href")).toBe(`/register?redirectUri=${encodeURIComponent("/checkout/?plan=premium")}`);
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    cleanup();
    show(null);
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    expect(stored("ground.promoPopup")).toMatchObject({ visible: false, expiry: 1 });
  });

  it("never offers the trial after one was had, nor the sale or quiz to a paying reader", () => {
    show(signIn("free", "2026-01-02T00:00:00.000Z"));
    expect(screen.getByRole("dialog", { name: "Holiday sale: 50% off Vantage" })).toBeTruthy();
    cleanup();
    show(signIn("vantage"));
    // A paying reader: only the newsletter prompt (signed in), no offer.
    expect(screen.getByRole("dialog").getAttribute("data-testid")).toBe("newsletter-prompt");
  });

  it("shows nothing while another modal runs", () => {
    sessionStorage.setItem("ground.runningModal", "paywall");
    show(signIn("free"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("sends the timeline ad's click as Home-TimelineAd-Click", () => {
    const slot = document.createElement("div");
    slot.dataset.popupSlot = "timeline";
    document.body.append(slot);
    sessionStorage.setItem("ground.runningModal", "paywall");
    show(signIn("free"));
    fireEvent.click(screen.getByRole("link", { name: "Try Vantage" }));
    expect(events).toContain("Home-TimelineAd-Click");
    slot.remove();
  });

  it("points a free reader at the page's hotspots one at a time, each closed for good, with Onboarding-Hotspot events", () => {
    // jsdom lays nothing out: the targets say they are on screen.
    const targets = ["bias-bar", "edition"].map((id) => {
      const target = document.createElement("div");
      target.dataset.hotspot = id;
      target.getClientRects = () => [{}] as unknown as DOMRectList;
      document.body.append(target);
      return target;
    });
    sessionStorage.setItem("ground.runningModal", "paywall"); // no popup over them
    show(signIn("free"));
    expect(screen.getByRole("dialog", { name: "Tip" }).getAttribute("data-hotspot-note")).toBe("bias-bar");
    fireEvent.click(screen.getByRole("button", { name: "Got it" }));
    expect(screen.getByRole("dialog", { name: "Tip" }).getAttribute("data-hotspot-note")).toBe("edition");
    // Escape in the search box closes its suggestions, not the tip.
    const search = document.createElement("input");
    document.body.append(search);
    fireEvent.keyDown(search, { key: "Escape" });
    expect(screen.getByRole("dialog", { name: "Tip" }).getAttribute("data-hotspot-note")).toBe("edition");
    search.remove();
    fireEvent.keyDown(window, { key: "Escape" });
    expect(screen.queryByRole("dialog", { name: "Tip" })).toBeNull();
    expect(stored("ground.onboardingHotspots")).toEqual(["bias-bar", "edition"]);
    expect(events.filter((event) => event.startsWith("Onboarding-Hotspot"))).toEqual([
      "Onboarding-Hotspot-View",
      "Onboarding-Hotspot-Close",
      "Onboarding-Hotspot-View",
      "Onboarding-Hotspot-Close",
    ]);
    cleanup();
    show(signIn("free"));
    expect(screen.queryByRole("dialog", { name: "Tip" })).toBeNull();
    cleanup();
    localStorage.clear();
    show(signIn("pro")); // §6: hotspots are the free rows'
    expect(screen.queryByRole("dialog", { name: "Tip" })).toBeNull();
    for (const target of targets) target.remove();
  });
});
