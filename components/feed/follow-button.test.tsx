// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { USER_COOKIE } from "@/lib/auth/constants";
import { FOLLOW_LIMIT_MESSAGE, FollowButton } from "./follow-button";

function answer(status: number, body: unknown = {}) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }));
}

function renderButton(initiallyFollowing = false) {
  render(<FollowButton interestId={485456195} interestName="Texas" initiallyFollowing={initiallyFollowing} loginHref="/login?redirectUri=%2Finterest%2F485456195" />);
}

// A signed-in reader's browser holds the user cookie (lib/client/user-state.ts isSignedIn); without it the
// button invites to sign in and calls nothing (the last test).
function signIn(): void {
  document.cookie = `${USER_COOKIE}=signed-in; path=/`;
}

beforeEach(signIn);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = `${USER_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
});

describe("the follow button of an interest page", () => {
  it("posts {action: follow, interestId} and then shows the interest as followed", async () => {
    const fetch = answer(200, { code: 1 });
    vi.stubGlobal("fetch", fetch);
    renderButton();
    fireEvent.click(screen.getByRole("button", { name: "Follow Texas" }));
    expect(await screen.findByRole("button", { name: "Following Texas" })).toHaveProperty("ariaPressed", "true");
    expect(fetch).toHaveBeenCalledWith("/v04/interests/updateMy", expect.objectContaining({ method: "POST", body: JSON.stringify({ action: "follow", interestId: 485456195 }) }));
  });

  it("unfollows an interest the reader follows", async () => {
    const fetch = answer(200, { code: 1 });
    vi.stubGlobal("fetch", fetch);
    renderButton(true);
    fireEvent.click(screen.getByRole("button", { name: "Following Texas" }));
    await screen.findByRole("button", { name: "Follow Texas" });
    expect(JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string)).toEqual({ action: "unfollow", interestId: 485456195 });
  });

  it("says the plan's follow limit was reached on code 0 and stays unfollowed", async () => {
    vi.stubGlobal("fetch", answer(200, { code: 0 }));
    renderButton();
    fireEvent.click(screen.getByRole("button", { name: "Follow Texas" }));
    expect(await screen.findByText(`${FOLLOW_LIMIT_MESSAGE}.`)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Follow Texas" })).toBeTruthy();
  });

  it("opens the paywall at the follow limit when the site sells plans (spec §4 follow-limit flag, issue 21)", async () => {
    vi.stubGlobal("fetch", answer(200, { code: 0 }));
    render(<FollowButton interestId={485456195} interestName="Texas" initiallyFollowing={false} loginHref="/login" plansOffered />);
    fireEvent.click(screen.getByRole("button", { name: "Follow Texas" }));
    const dialog = await screen.findByRole("dialog", { name: `${FOLLOW_LIMIT_MESSAGE}.` });
    expect(dialog.querySelector('a[href="/subscribe"]')?.textContent).toBe("See plans");
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("offers sign-in, back to this page, when the session is gone (401)", async () => {
    vi.stubGlobal("fetch", answer(401, { error: { message: "Unauthorized" } }));
    renderButton();
    fireEvent.click(screen.getByRole("button", { name: "Follow Texas" }));
    const link = await screen.findByRole("link", { name: "Sign in to follow Texas" });
    expect(link.getAttribute("href")).toBe("/login?redirectUri=%2Finterest%2F485456195");
  });

  it("invites a reader who never signed in to sign in, without calling the API", async () => {
    document.cookie = `${USER_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
    const fetch = answer(200, { code: 1 });
    vi.stubGlobal("fetch", fetch);
    renderButton();
    fireEvent.click(screen.getByRole("button", { name: "Follow Texas" }));
    expect((await screen.findByRole("link", { name: "Sign in to follow Texas" })).getAttribute("href")).toBe("/login?redirectUri=%2Finterest%2F485456195");
    expect(screen.queryByText(/session has ended/)).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
