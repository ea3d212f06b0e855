import { describe, expect, it } from "vitest";
import type { AccountUser } from "@/lib/accounts/user";
import { decodeUserCookie, encodeUserCookie } from "./user-cookie";

const user: AccountUser = {
  id: 42,
  email: "zoë@example.com",
  avatar: null,
  fullname: "Zoë Ünal",
  category: null,
  timeZoneId: "Europe/Berlin",
  topFeedEdition: "top-eu",
  subscriptionStatus: "vantage",
  subscriptionWillRenew: true,
  subscribedUntil: "2027-01-01T10:00:00.000Z",
  leftColor: "#802727",
  rightColor: "#204986",
  registered: true,
  newlyRegistered: false,
  trialStart: null,
  instVerifPending: false,
  localNews: { localIsManual: true, localPlace: { countryCode: "DE", city: "Köln" } },
  imageMode: "grayscale",
  institutionalUser: false,
  stripeCustomerId: "cus_123",
  utmMedium: "email",
};

describe("user cookie codec (spec §3, §5)", () => {
  it("round-trips every field, including non-ASCII names", () => {
    const decoded = decodeUserCookie(encodeUserCookie(user));
    expect(decoded).toEqual({ ok: true, user });
  });

  it("is base64 of URI-encoded JSON, so cookie-safe ASCII", () => {
    const value = encodeUserCookie(user);
    expect(value).toMatch(/^[A-Za-z0-9+/=]+$/);
    expect(JSON.parse(decodeURIComponent(atob(value)))).toMatchObject({ id: 42, fullname: "Zoë Ünal" });
  });

  it("coerces a string id to an integer and defaults missing fields", () => {
    const legacy = btoa(encodeURIComponent(JSON.stringify({ id: "7", email: "a@b.co", imageMode: "sepia" })));
    const decoded = decodeUserCookie(legacy);
    expect(decoded.ok && decoded.user).toMatchObject({ id: 7, imageMode: "color", subscriptionStatus: "free", localNews: { localIsManual: false, localPlace: null } });
  });

  it("reports failure for values that are not base64 JSON or lack an id", () => {
    expect(decodeUserCookie("%%%not-base64").ok).toBe(false);
    expect(decodeUserCookie(btoa("{broken json")).ok).toBe(false);
    expect(decodeUserCookie(btoa(encodeURIComponent(JSON.stringify({ email: "a@b.co" })))).ok).toBe(false);
    expect(decodeUserCookie(btoa(encodeURIComponent(JSON.stringify({ id: "x", email: "a@b.co" })))).ok).toBe(false);
  });

  it("keeps a large data-URL avatar out of the cookie so it stays under browsers' 4 KB limit", () => {
    const value = encodeUserCookie({ ...user, avatar: `data:image/png;base64,${"A".repeat(10_000)}` });
    expect(value.length).toBeLessThan(4000);
    const decoded = decodeUserCookie(value);
    expect(decoded.ok && decoded.user.avatar).toBeNull();
    const small = decodeUserCookie(encodeUserCookie({ ...user, avatar: "/avatars/42.png" }));
    expect(small.ok && small.user.avatar).toBe("/avatars/42.png");
  });
});
