"use client";

import { useEffect } from "react";
import { trackBillingEvent, type BillingEvent } from "@/lib/client/billing-events";

/** Sends one checkout event when the page shows (spec §7). */
export function TrackOnMount({ event, props }: { event: BillingEvent; props?: Record<string, string> }) {
  const key = JSON.stringify(props ?? {});
  useEffect(() => {
    trackBillingEvent(event, JSON.parse(key) as Record<string, string>);
  }, [event, key]);
  return null;
}
