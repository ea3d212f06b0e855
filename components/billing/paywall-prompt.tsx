"use client";

import Cookies from "js-cookie";
import { createRoot } from "react-dom/client";
import { countAndCheck, PAYWALL_STORAGE_KEY, type PaywallCounter } from "@/lib/billing/paywall";
import { browserEntitlements } from "@/lib/client/plan-status";
import { PaywallDialog } from "./paywall-dialog";

// The session counters of spec §4 other than the story page's (session article, follow interest,
// load-more; issue 21) and the registration modal. LOADED LAZILY: the places that count import this module
// on the event (an article opened, a follow, Load more), so none of it is in a page's first-load JS.

function readStored(): unknown {
  try {
    return JSON.parse(localStorage.getItem(PAYWALL_STORAGE_KEY) ?? "null");
  } catch {
    return null;
  }
}

/** Shows a dialog outside React's tree of the page (the caller is any island); it is removed on close. */
export function showDialog(title: string, body: string, action?: { href: string; label: string }): void {
  const host = document.createElement("div");
  host.dataset.paywallPrompt = "";
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    // After the dialog's own close event has run.
    queueMicrotask(() => {
      root.unmount();
      host.remove();
    });
  };
  root.render(
    <PaywallDialog open onClose={close} title={title} action={action}>
      <p>{body}</p>
    </PaywallDialog>,
  );
}

const PROMPTS: Record<Exclude<PaywallCounter, "sessionStory">, (count: number) => { title: string; body: string }> = {
  sessionArticle: (count) => ({ title: `You have opened ${count} articles this hour`, body: "OpenGround is free to read and stays that way. A plan pays for it, and adds every blindspot, the premium newsletters and no more of these prompts." }),
  followInterest: (count) => ({ title: `You have followed ${count} topics this hour`, body: "A plan raises the follow limit to 500 interests and 500 sources, and pays for keeping OpenGround free to read." }),
  loadMore: (count) => ({ title: `You have loaded ${count} more pages of stories this hour`, body: "OpenGround is free to read and stays that way. A plan pays for it, and adds every blindspot and no more of these prompts." }),
};

/**
 * Counts one `counter` event in local storage (reset when older than an hour) and, past its threshold
 * (PAYWALL_THRESHOLDS), opens the paywall. Returns whether it did. Readers whose plan skips paywalls
 * (spec §6) are not counted at all.
 */
export function countAndPrompt(counter: Exclude<PaywallCounter, "sessionStory">, now = Date.now()): boolean {
  if (browserEntitlements(Cookies.get()).skipPaywalls) return false;
  const { record, due } = countAndCheck(readStored(), counter, now);
  try {
    localStorage.setItem(PAYWALL_STORAGE_KEY, JSON.stringify(record));
  } catch (error) {
    console.error("Could not keep the paywall counters", error); // storage blocked: the prompt just never shows
  }
  if (!due) return false;
  const { title, body } = PROMPTS[counter](record.counts[counter]);
  showDialog(title, body);
  return true;
}

/** Spec §4: the follow limit for a reader who is not signed in leads to the registration modal. */
export function showRegistrationModal(returnTo: string): void {
  showDialog(
    "Create a free account to follow more",
    "With an account, what you follow is kept on every device, and your feed and news balance are built from it.",
    { href: `/register?redirectUri=${encodeURIComponent(returnTo)}`, label: "Create an account" },
  );
}
