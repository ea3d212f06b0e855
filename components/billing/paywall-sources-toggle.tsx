"use client";

import Cookies from "js-cookie";
import { useEffect, useState } from "react";
import { browserEntitlements } from "@/lib/client/plan-status";

const STORAGE_KEY = "openground:paywall-sources-last";
const ATTRIBUTE = "data-paywall-last";

/**
 * "Sort paywall sources" (spec §6: paid plans and institutional): a switch that lists the outlets with a
 * paywall after the others on story pages, remembered in this browser. Shown only to readers whose plan
 * has it; the order itself is CSS (styles/globals.css), so the cached story page stays one page for all.
 */
export function PaywallSourcesToggle() {
  const [allowed, setAllowed] = useState(false);
  const [last, setLast] = useState(false);
  useEffect(() => {
    if (!browserEntitlements(Cookies.get()).sortPaywallSources) return;
    setAllowed(true);
    try {
      setLast(localStorage.getItem(STORAGE_KEY) === "1");
    } catch {
      // Storage blocked: the switch still works for this page view.
    }
  }, []);
  useEffect(() => {
    if (!allowed) return;
    document.documentElement.toggleAttribute(ATTRIBUTE, last);
    try {
      localStorage.setItem(STORAGE_KEY, last ? "1" : "0");
    } catch {
      // As above.
    }
  }, [allowed, last]);
  if (!allowed) return null;
  return (
    <label className="mt-2 flex items-center gap-2 text-sm">
      <input type="checkbox" checked={last} onChange={(event) => setLast(event.target.checked)} />
      List outlets with a paywall last
    </label>
  );
}
