"use client";

import Cookies from "js-cookie";
import { USER_COOKIE } from "@/lib/auth/constants";
import {
  ARTICLE_PAYWALL_COOKIE,
  articlePaywallExpiry,
  countAndCheck,
  PAYWALL_STORAGE_KEY,
  paywallAction,
  PREMIUM_TRIAL_PAYWALL_COOKIE,
  PREMIUM_TRIAL_PAYWALL_DAYS,
  type PaywallAction,
  type PaywallCounter,
} from "@/lib/billing/paywall";
import { browserApi } from "@/lib/client/browser-api";
import type { ClientConfig } from "@/lib/client/client-config";
import { parsePersonalization, PERSONALIZATION_COOKIE } from "@/lib/client/personalization";
import { browserEntitlements, planFromUserCookie } from "@/lib/client/plan-status";
import { FOCUS_RING } from "@/components/ui/focus-ring";

// The session counters of spec §4 other than the story page's (session article, follow interest,
// load-more; issue 21) and the registration modal. LOADED LAZILY: the places that count import this module
// on the event (an article opened, a follow, Load more), so none of it is in a page's first-load JS.

/** The counters' record as stored (anything; `countAndCheck` validates it). */
export function readStoredCounters(): unknown {
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
 * What the paywall's button offers: the premium trial to a reader of the premium-trial cohort who can still
 * take it (once per 30 days: the flag cookie is set here, as the paywall offering it opens), else the
 * plans. The site's trial days come from /api/client-config, asked only for such a reader.
 */
export async function paywallActionFor(cookies: Record<string, string | undefined>): Promise<PaywallAction> {
  const plan = planFromUserCookie(cookies[USER_COOKIE]);
  const inCohort = parsePersonalization(cookies[PERSONALIZATION_COOKIE]).inPremiumTrialCohort === true;
  const trialFlagSet = Boolean(cookies[PREMIUM_TRIAL_PAYWALL_COOKIE]);
  const candidate = { subscriptionStatus: plan?.subscriptionStatus ?? null, trialStart: plan?.trialStart ?? null, inCohort, trialFlagSet };
  if (!paywallAction({ ...candidate, trialDays: 1 }).trial) return paywallAction({ ...candidate, trialDays: 0 });
  const config = await browserApi()
    .get<ClientConfig>("/api/client-config")
    .catch((error: unknown) => {
      console.error("Could not read the site's trial settings", error);
      return {} as ClientConfig;
    });
  const action = paywallAction({ ...candidate, trialDays: config?.offers?.trialDays ?? 0 });
  if (action.trial) Cookies.set(PREMIUM_TRIAL_PAYWALL_COOKIE, "1", { expires: PREMIUM_TRIAL_PAYWALL_DAYS, path: "/", sameSite: "lax" });
  return action;
}

/**
 * Counts one `counter` event in local storage (reset when older than an hour) and, past its threshold
 * (PAYWALL_THRESHOLDS), opens the paywall. Resolves whether it did. Readers whose plan skips paywalls
 * (spec §6) are not counted at all. For outlet articles, the paywall opens once an hour (the article
 * paywall flag cookie).
 */
export async function countAndPrompt(counter: Exclude<PaywallCounter, "sessionStory">, now = Date.now()): Promise<boolean> {
  const cookies = Cookies.get();
  if (browserEntitlements(cookies).skipPaywalls) return false;
  const { record, due } = countAndCheck(readStoredCounters(), counter, now);
  try {
    localStorage.setItem(PAYWALL_STORAGE_KEY, JSON.stringify(record));
  } catch (error) {
    console.error("Could not keep the paywall counters", error); // storage blocked: the prompt just never shows
  }
  if (!due) return false;
  if (counter === "sessionArticle") {
    if (cookies[ARTICLE_PAYWALL_COOKIE]) return false;
    Cookies.set(ARTICLE_PAYWALL_COOKIE, "1", { expires: articlePaywallExpiry(record), path: "/", sameSite: "lax" });
  }
  const action = await paywallActionFor(cookies);
  const { title, body } = PROMPTS[counter](record.counts[counter]);
  showDialog(title, body, action);
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
