import { describe, expect, it } from "vitest";
import type { AccountUser } from "@/lib/accounts/user";
import { initialUserState, isSignedIn, shouldReload, userReducer } from "./user-state";

const user = { id: 1, email: "a@example.com", subscriptionStatus: "free", subscribedUntil: null } as AccountUser;

describe("userReducer (spec §4 user loading)", () => {
  it("starts loading with no user", () => {
    expect(initialUserState).toEqual({ status: "loading", user: null, loading: true, error: null });
  });

  it("without a session token becomes unauthenticated", () => {
    expect(userReducer(initialUserState, { type: "no_session" })).toEqual({ status: "unauthenticated", user: null, loading: false, error: null });
  });

  it("holds the fetched user and clears an earlier error", () => {
    const failed = userReducer(initialUserState, { type: "fetch_failed" });
    expect(userReducer(failed, { type: "fetched", user })).toEqual({ status: "user_fetched", user, loading: false, error: null });
  });

  it("is unauthenticated when the fetch returns nothing", () => {
    expect(userReducer(initialUserState, { type: "fetched", user: null }).status).toBe("unauthenticated");
  });

  it("reports a failed fetch as connection_error with the spec's message", () => {
    expect(userReducer(initialUserState, { type: "fetch_failed" })).toEqual({
      status: "error",
      user: null,
      loading: false,
      error: { code: "connection_error", message: "Could not fetch user." },
    });
  });

  it("marks signing-out, keeping the user until the page leaves", () => {
    const signedIn = userReducer(initialUserState, { type: "fetched", user });
    expect(userReducer(signedIn, { type: "sign_out" })).toMatchObject({ status: "signing_out", user });
  });
});

describe("shouldReload (spec §4, §9: 13 characters)", () => {
  const paid = { ...user, subscriptionStatus: "vantage", subscribedUntil: "2026-05-01T10:15:00.000Z" };

  it("reloads when the status, the e-mail or the hour of subscribedUntil changes", () => {
    expect(shouldReload(user, paid)).toBe(true);
    expect(shouldReload(paid, { ...paid, email: "b@example.com" })).toBe(true);
    expect(shouldReload(paid, { ...paid, subscribedUntil: "2026-05-01T11:00:00.000Z" })).toBe(true);
  });

  it("does not reload for changes within the hour or in other fields, nor on the first load", () => {
    expect(shouldReload(paid, { ...paid, subscribedUntil: "2026-05-01T10:59:59.000Z", fullname: "New" })).toBe(false);
    expect(shouldReload(null, paid)).toBe(false);
  });
});

describe("isSignedIn (the readable user cookie)", () => {
  it("is true only when the user cookie has a value", () => {
    expect(isSignedIn({ GROUND_USER: "e30" })).toBe(true);
    expect(isSignedIn({ GROUND_USER: "" })).toBe(false);
    expect(isSignedIn({ GROUND_FEED_EDITION: "top-us" })).toBe(false);
  });
});

describe("the user cookie read for display (spec §3, §5)", () => {
  it("reads base64 of URI-encoded JSON, coercing the id", async () => {
    const { displayUserFromCookie } = await import("./user-state");
    const cookie = btoa(encodeURIComponent(JSON.stringify({ id: "12", email: "zoë@example.com", fullname: "Zoë" })));
    expect(displayUserFromCookie(cookie)).toMatchObject({ id: 12, email: "zoë@example.com", fullname: "Zoë" });
  });

  it("refuses what does not decode to a user", async () => {
    const { displayUserFromCookie } = await import("./user-state");
    for (const bad of ["", "%%%", btoa("[]"), btoa(encodeURIComponent('{"id":"x","email":"a@b"}')), btoa(encodeURIComponent('{"id":1}')), "not-base64!"]) {
      expect(displayUserFromCookie(bad)).toBeNull();
    }
  });
});
