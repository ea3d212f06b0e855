"use client";

import Cookies from "js-cookie";
import { useEffect, useState } from "react";
import { countAndCheck, PAYWALL_STORAGE_KEY } from "@/lib/billing/paywall";
import { browserEntitlements } from "@/lib/client/plan-status";
import { PaywallDialog } from "./paywall-dialog";

function readStored(): unknown {
  try {
    return JSON.parse(localStorage.getItem(PAYWALL_STORAGE_KEY) ?? "null");
  } catch {
    return null;
  }
}

/**
 * Counts the stories a reader opens this hour (spec §4 paywall counters) and, past the threshold, offers
 * the plans once per story page. Nothing for plans with skipPaywalls (spec §6). Rendered only on a site
 * that sells plans. Loaded after first paint by StoryPaywall (story-paywall.tsx).
 */
export function StoryPaywallBody() {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (browserEntitlements(Cookies.get()).skipPaywalls) return;
    const { record, due } = countAndCheck(readStored(), "sessionStory", Date.now());
    try {
      localStorage.setItem(PAYWALL_STORAGE_KEY, JSON.stringify(record));
    } catch (error) {
      console.error("Could not keep the paywall counters", error); // storage blocked: the prompt just never shows
    }
    if (due) setCount(record.counts.sessionStory);
  }, []);
  return (
    <PaywallDialog open={count !== null} onClose={() => setCount(null)} title={`You have read ${count ?? 0} stories this hour`}>
      <p>OpenGround is free to read and stays that way. A plan pays for it, and adds every blindspot, the premium newsletters and no more of these prompts.</p>
    </PaywallDialog>
  );
}
