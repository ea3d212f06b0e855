// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AccountUser } from "@/lib/accounts/user";
import { encodeUserCookie } from "@/lib/auth/user-cookie";
import { openedFromAnotherSite } from "@/lib/client/article-read";
import { StoryReadRecorder } from "./story-read-recorder";

// Issue 23: a signed-in reader sent to a story by another site (a link, a script, a hidden frame's
// navigation) must not get a read in their My News Bias; one who opens it from our pages or types it does.
function openFrom(referrer: string) {
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
}

describe("the story read recorder", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  async function readsSent(referrer: string): Promise<number> {
    document.cookie = `GROUND_USER=${encodeUserCookie({ id: 7, email: "r@example.com", subscriptionStatus: "free" } as unknown as AccountUser)}; path=/`;
    openFrom(referrer);
    const fetch = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal("fetch", fetch);
    render(<StoryReadRecorder storyId={42} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    return fetch.mock.calls.filter(([url]) => String(url).includes("/v04/user/reads")).length;
  }

  it("records a read opened from our own pages, or typed", async () => {
    expect(await readsSent(`${location.origin}/`)).toBe(1);
    cleanup();
    expect(await readsSent("")).toBe(1);
  });

  it("records nothing when another site opened the page", async () => {
    expect(await readsSent("https://elsewhere.example/")).toBe(0);
  });

  it("tells another site's origin from ours", () => {
    expect(openedFromAnotherSite("https://elsewhere.example/page", "https://openground.example")).toBe(true);
    expect(openedFromAnotherSite("https://openground.example.evil.example/", "https://openground.example")).toBe(true);
    expect(openedFromAnotherSite("https://openground.example/story/1", "https://openground.example")).toBe(false);
    expect(openedFromAnotherSite("", "https://openground.example")).toBe(false);
  });
});
