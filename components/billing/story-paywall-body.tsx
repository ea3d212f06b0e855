"use client";

import Cookies from "js-cookie";
import { useEffect, useState } from "react";
import { countAndCheck, PAYWALL_STORAGE_KEY, type PaywallAction } from "@/lib/billing/paywall";
import { browserEntitlements } from "@/lib/client/plan-status";
import { PaywallDialog } from "./paywall-dialog";
import { paywallActionFor, readStoredCounters } from "./paywall-prompt";

/**
 * Counts the stories a reader opens this hour (spec §4 paywall counters) and, past the threshold, offers
 * the plans once per story page. Nothing for plans with skipPaywalls (spec §6). Rendered only on a site
 * that sells plans. Loaded after first paint by StoryPaywall (story-paywall.tsx).
 */
export function StoryPaywallBody() {
  const [shown, setShown] = useState<{ count: number; action: PaywallAction } | null>(null);
  useEffect(() => {
    const cookies = Cookies.get();
    if (browserEntitlements(cookies).skipPaywalls) return;
    const { record, due } = countAndCheck(readStoredCounters(), "sessionStory", Date.now());
    try {
      localStorage.setItem(PAYWALL_STORAGE_KEY, JSON.stringify(record));
    } catch (error) {
      console.error("Could not keep the paywall counters", error); // storage blocked: the prompt just never shows
    }
    if (due) void paywallActionFor(cookies).then((action) => setShown({ count: record.counts.sessionStory, action }));
  }, []);
  return (
    <PaywallDialog open={shown !== null} onClose={() => setShown(null)} title={`You have read ${shown?.count ?? 0} stories this hour`} action={shown?.action}>
      <p>OpenGround is free to read and stays that way. A plan pays for it, and adds every blindspot, the premium newsletters and no more of these prompts.</p>
    </PaywallDialog>
  );
}
