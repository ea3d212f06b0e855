"use client";

import Cookies from "js-cookie";
import { countAndCheck, PAYWALL_STORAGE_KEY, type PaywallCounter } from "@/lib/billing/paywall";
import { browserEntitlements } from "@/lib/client/plan-status";
import { FOCUS_RING } from "@/components/ui/focus-ring";

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

const DIALOG_CLASS =
  "m-auto max-w-md rounded-lg border border-neutral-300 bg-white p-6 text-neutral-900 backdrop:bg-black/40 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-100";
const ACTION_CLASS = "inline-flex rounded bg-neutral-900 px-4 py-2 font-semibold text-white dark:bg-neutral-100 dark:text-neutral-900 " + FOCUS_RING;
const CLOSE_CLASS = "rounded border border-neutral-400 px-4 py-2 font-semibold " + FOCUS_RING;
let dialogs = 0;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/**
 * Shows the paywall (or, with another action, the registration modal) as PaywallDialog looks, built with
 * the DOM rather than a React root: react-dom/client in this lazy chunk made the bundler split a chunk of
 * every page's first load (+0.6 kB gzip on /). Escape, "Not now" and closing remove it.
 */
export function showDialog(title: string, body: string, action: { href: string; label: string } = { href: "/subscribe", label: "See plans" }): void {
  const dialog = element("dialog", DIALOG_CLASS);
  const titleId = `paywall-prompt-title-${++dialogs}`;
  dialog.setAttribute("aria-labelledby", titleId);
  dialog.dataset.paywallPrompt = "";
  const heading = element("h2", "text-xl font-bold", title);
  heading.id = titleId;
  const text = element("div", "mt-3 space-y-3");
  text.append(element("p", "", body));
  const buttons = element("div", "mt-5 flex flex-wrap gap-3");
  const link = element("a", ACTION_CLASS, action.label);
  link.href = action.href;
  const close = element("button", CLOSE_CLASS, "Not now");
  close.type = "button";
  buttons.append(link, close);
  dialog.append(heading, text, buttons);
  dialog.addEventListener("close", () => dialog.remove());
  close.addEventListener("click", () => {
    if (typeof dialog.close === "function") dialog.close();
    else dialog.remove(); // browsers without the dialog API (and jsdom)
  });
  document.body.append(dialog);
  if (typeof dialog.showModal === "function") dialog.showModal();
  else dialog.setAttribute("open", "");
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
