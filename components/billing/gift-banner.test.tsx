// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import Cookies from "js-cookie";
import { afterEach, describe, expect, it } from "vitest";
import { giftBannerVisible, parsePersonalization, PERSONALIZATION_COOKIE, withPersonalization } from "@/lib/client/personalization";
import { GiftBanner } from "./gift-banner";

// Issue 21: the gift banner closes for good, through spec §3's personalization cookie (giftBannerVisible).

afterEach(() => {
  cleanup();
  Cookies.remove(PERSONALIZATION_COOKIE, { path: "/" });
});

describe("the gift banner", () => {
  it("closes on Close and records giftBannerVisible false, keeping the cookie's other keys", () => {
    Cookies.set(PERSONALIZATION_COOKIE, JSON.stringify({ stickyBannerState: "closed", inPremiumTrialCohort: true }), { path: "/" });
    render(<GiftBanner href="/checkout/gift-vantage?pc=giftReminderVantage50" />);
    expect(screen.getByRole("link", { name: /give someone a year of Vantage/ })).toHaveProperty("href", expect.stringContaining("pc=giftReminderVantage50"));
    fireEvent.click(screen.getByRole("button", { name: "Close the gift banner" }));
    expect(screen.queryByTestId("gift-banner")).toBeNull();
    const stored = parsePersonalization(Cookies.get(PERSONALIZATION_COOKIE));
    expect(stored).toEqual({ giftBannerVisible: false, stickyBannerState: "closed", inPremiumTrialCohort: true });
    expect(giftBannerVisible(stored)).toBe(false);
  });
});

describe("the personalization cookie", () => {
  it("reads its keys whether URI-encoded or not, and shows the banner for a missing or bad cookie", () => {
    expect(parsePersonalization(encodeURIComponent('{"giftBannerVisible":false}'))).toEqual({ giftBannerVisible: false });
    expect(parsePersonalization('{%22giftBannerVisible%22:false}')).toEqual({ giftBannerVisible: false });
    expect(parsePersonalization('{"giftBannerVisible":"no","newHomeStickyBannerVisible":true,"other":1}')).toEqual({ newHomeStickyBannerVisible: true });
    for (const bad of [undefined, "", "not json", "[1]", "%E0%A4%A"]) expect(giftBannerVisible(parsePersonalization(bad)), String(bad)).toBe(true);
    expect(JSON.parse(withPersonalization("garbage", { giftBannerVisible: false }))).toEqual({ giftBannerVisible: false });
  });
});
