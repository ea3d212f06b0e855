// @vitest-environment jsdom
import { cleanup, render } from "@testing-library/react";
// The paywall dialog is built in the DOM by components/billing/paywall-prompt.ts, not by React: queried with the DOM library itself.
import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AccountUser } from "@/lib/accounts/user";
import { encodeUserCookie } from "@/lib/auth/user-cookie";
import {
  ARTICLE_PAYWALL_COOKIE,
  emptyRecord,
  PAYWALL_COUNTERS_RESET_MS,
  PAYWALL_STORAGE_KEY,
  PAYWALL_THRESHOLDS,
  PREMIUM_TRIAL_PAYWALL_COOKIE,
  type PaywallCounter,
} from "@/lib/billing/paywall";
import { PERSONALIZATION_COOKIE } from "@/lib/client/personalization";
import { countAndPrompt } from "./paywall-prompt";
import { FollowButton } from "@/components/feed/follow-button";
import { LoadMore } from "@/components/feed/load-more";
import { ArticleReadRecorder } from "@/components/story/article-read-recorder";

// Spec §4's session counters other than the story page's (issue 21): session article, follow interest and
// load-more, counted where they happen, reset after an hour, and the registration modal at the follow limit.

function answer(body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } }));
}
const signInAs = (subscriptionStatus: string) => {
  document.cookie = `GROUND_USER=${encodeUserCookie({ id: 7, email: "r@example.com", subscriptionStatus } as unknown as AccountUser)}; path=/`;
};
const signOut = () => {
  document.cookie = "GROUND_USER=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/";
};
const store = (counter: PaywallCounter, count: number, startedAt = Date.now() - 60_000) => {
  const record = emptyRecord(startedAt);
  record.counts[counter] = count;
  localStorage.setItem(PAYWALL_STORAGE_KEY, JSON.stringify(record));
};
const counted = (counter: PaywallCounter): number => JSON.parse(localStorage.getItem(PAYWALL_STORAGE_KEY) ?? "null")?.counts[counter] ?? 0;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  signOut();
  for (const name of [ARTICLE_PAYWALL_COOKIE, PERSONALIZATION_COOKIE, PREMIUM_TRIAL_PAYWALL_COOKIE]) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  document.querySelectorAll("[data-paywall-prompt]").forEach((host) => host.remove());
});

const renderLoadMore = (plansOffered: boolean) =>
  render(<LoadMore href="/?page=2" apiQuery="feed=top-us" offset={20} perPage={20} label="Top stories" plansOffered={plansOffered} />);

describe("the load-more counter", () => {
  it("counts each Load more and offers the plans past the hour's threshold", async () => {
    vi.stubGlobal("fetch", answer({ stories: [], hasMore: true }));
    renderLoadMore(true);
    fireEvent.click(screen.getByRole("link", { name: "Load more" }));
    await waitFor(() => expect(counted("loadMore")).toBe(1));
    expect(screen.queryByRole("dialog")).toBeNull();
    store("loadMore", PAYWALL_THRESHOLDS.loadMore);
    fireEvent.click(screen.getByRole("link", { name: "Load more" }));
    const dialog = await screen.findByRole("dialog", { name: `You have loaded ${PAYWALL_THRESHOLDS.loadMore + 1} more pages of stories this hour` });
    expect(dialog.querySelector('a[href="/subscribe"]')?.textContent).toBe("See plans");
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("starts again when the record is more than an hour old", async () => {
    vi.stubGlobal("fetch", answer({ stories: [], hasMore: true }));
    store("loadMore", PAYWALL_THRESHOLDS.loadMore, Date.now() - PAYWALL_COUNTERS_RESET_MS - 1000);
    renderLoadMore(true);
    fireEvent.click(screen.getByRole("link", { name: "Load more" }));
    await waitFor(() => expect(counted("loadMore")).toBe(1));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("counts nothing on a site without payments, nor for a plan that skips paywalls", async () => {
    const fetch = answer({ stories: [], hasMore: true });
    vi.stubGlobal("fetch", fetch);
    store("loadMore", PAYWALL_THRESHOLDS.loadMore);
    renderLoadMore(false);
    fireEvent.click(screen.getByRole("link", { name: "Load more" }));
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counted("loadMore")).toBe(PAYWALL_THRESHOLDS.loadMore);
    cleanup();
    signInAs("vantage");
    renderLoadMore(true);
    fireEvent.click(screen.getByRole("link", { name: "Load more" }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counted("loadMore")).toBe(PAYWALL_THRESHOLDS.loadMore);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the session-article counter", () => {
  it("counts each outlet article opened from a story page once, and offers the plans past the threshold", async () => {
    render(
      <>
        <ArticleReadRecorder storyId={5} plansOffered />
        <a href="#first" data-article-id="11" onClick={(event) => event.preventDefault()}>
          First outlet
        </a>
        <a href="#second" data-article-id="12" onClick={(event) => event.preventDefault()}>
          Second outlet
        </a>
      </>,
    );
    fireEvent.click(screen.getByText("First outlet"));
    await waitFor(() => expect(counted("sessionArticle")).toBe(1));
    fireEvent.click(screen.getByText("First outlet"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(counted("sessionArticle")).toBe(1);
    store("sessionArticle", PAYWALL_THRESHOLDS.sessionArticle);
    fireEvent.click(screen.getByText("Second outlet"));
    expect(await screen.findByRole("dialog", { name: `You have opened ${PAYWALL_THRESHOLDS.sessionArticle + 1} articles this hour` })).toBeTruthy();
  });

  it("opens once an hour: the article paywall flag cookie keeps it closed for the rest of the counting hour", async () => {
    const startedAt = Date.now() - 60_000;
    render(
      <>
        <ArticleReadRecorder storyId={6} plansOffered />
        {[21, 22].map((id) => (
          <a key={id} href={`#a${id}`} data-article-id={id} onClick={(event) => event.preventDefault()}>
            Outlet {id}
          </a>
        ))}
      </>,
    );
    store("sessionArticle", PAYWALL_THRESHOLDS.sessionArticle, startedAt);
    fireEvent.click(screen.getByText("Outlet 21"));
    await screen.findByRole("dialog");
    expect(document.cookie).toContain(`${ARTICLE_PAYWALL_COOKIE}=1`);
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    fireEvent.click(screen.getByText("Outlet 22"));
    await waitFor(() => expect(counted("sessionArticle")).toBe(PAYWALL_THRESHOLDS.sessionArticle + 2));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});

describe("the premium-trial paywall flag (spec §9: 30 days)", () => {
  const cohort = () => {
    document.cookie = `${PERSONALIZATION_COOKIE}=${encodeURIComponent(JSON.stringify({ inPremiumTrialCohort: true }))}; path=/`;
  };
  it("offers a cohort reader the premium trial once, then the plans for 30 days", async () => {
    signInAs("free");
    cohort();
    const config = answer({ offers: { trialDays: 14, sale: null } });
    vi.stubGlobal("fetch", config);
    store("loadMore", PAYWALL_THRESHOLDS.loadMore);
    expect(await countAndPrompt("loadMore")).toBe(true);
    const trial = await screen.findByRole("link", { name: "Try Premium free for 14 days" });
    expect(trial.getAttribute("href")).toBe("/checkout/?plan=premium");
    expect(document.cookie).toContain(`${PREMIUM_TRIAL_PAYWALL_COOKIE}=1`);
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(await countAndPrompt("loadMore")).toBe(true);
    expect((await screen.findByRole("dialog")).querySelector("a")?.getAttribute("href")).toBe("/subscribe");
  });

  it("offers the plans to readers outside the cohort, and on a site without a trial", async () => {
    signInAs("free");
    const config = answer({});
    vi.stubGlobal("fetch", config);
    store("loadMore", PAYWALL_THRESHOLDS.loadMore);
    await countAndPrompt("loadMore");
    expect((await screen.findByRole("dialog")).querySelector("a")?.getAttribute("href")).toBe("/subscribe");
    expect(config).not.toHaveBeenCalled(); // outside the cohort the site's settings are not even asked
    fireEvent.click(screen.getByRole("button", { name: "Not now" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    cohort();
    await countAndPrompt("loadMore");
    expect((await screen.findByRole("dialog")).querySelector("a")?.getAttribute("href")).toBe("/subscribe");
    expect(config).toHaveBeenCalled();
    expect(document.cookie).not.toContain(PREMIUM_TRIAL_PAYWALL_COOKIE);
  });
});

describe("the follow-interest counter and the follow limit", () => {
  const renderButton = () => render(<FollowButton interestId={485456195} interestName="Texas" initiallyFollowing={false} loginHref="/login" plansOffered />);

  it("counts each follow and offers the plans past the threshold", async () => {
    signInAs("free");
    vi.stubGlobal("fetch", answer({ code: 1 }));
    store("followInterest", PAYWALL_THRESHOLDS.followInterest);
    renderButton();
    fireEvent.click(screen.getByRole("button", { name: "Follow Texas" }));
    expect(await screen.findByRole("dialog", { name: `You have followed ${PAYWALL_THRESHOLDS.followInterest + 1} topics this hour` })).toBeTruthy();
    // The follow went through: the button shows it once React commits (the dialog, built in the DOM, may come first).
    expect(await screen.findByRole("button", { name: "Following Texas" })).toBeTruthy();
  });

  it("opens the registration modal when code 0 comes for a reader who is no longer signed in (spec §4)", async () => {
    signInAs("free");
    // The session ends while the follow is on its way: the answer finds the reader signed out.
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        signOut();
        return new Response(JSON.stringify({ code: 0 }), { status: 200, headers: { "content-type": "application/json" } });
      }),
    );
    renderButton();
    fireEvent.click(screen.getByRole("button", { name: "Follow Texas" }));
    const dialog = await screen.findByRole("dialog", { name: "Create a free account to follow more" });
    expect(dialog.querySelector("a")?.getAttribute("href")).toBe(`/register?redirectUri=${encodeURIComponent(window.location.pathname)}`);
    expect(dialog.querySelector('a[href="/subscribe"]')).toBeNull();
    expect(screen.getByRole("button", { name: "Follow Texas" })).toBeTruthy();
  });
});
