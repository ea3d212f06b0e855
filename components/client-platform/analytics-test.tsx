"use client";

import { useState } from "react";
import { SECONDARY_BUTTON } from "@/components/account/ui";
import { analyticsStatus, track } from "@/lib/client/analytics";

// The staff page's body: the flags and attributes GrowthBook evaluates for this browser, and a test event
// sent through track() to every destination that runs (Amplitude when configured and consented).
export function AnalyticsTest() {
  const [snapshot, setSnapshot] = useState<string>("");
  const [sent, setSent] = useState<string>("");

  async function showFlags(): Promise<void> {
    const { featureSnapshot } = await import("./growthbook-loader");
    setSnapshot(JSON.stringify(featureSnapshot() ?? { note: "GrowthBook has not loaded yet" }, null, 2));
  }

  function sendTest(): void {
    const props = { sentAt: new Date().toISOString(), page: window.location.pathname };
    track("EvRoom-AnalyticsTest", props);
    setSent(JSON.stringify({ event: "EvRoom-AnalyticsTest", props, analytics: analyticsStatus() }, null, 2));
  }

  return (
    <>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => void showFlags()} className={SECONDARY_BUTTON}>
          Show flags and attributes
        </button>
        <button type="button" onClick={sendTest} className={SECONDARY_BUTTON}>
          Send a test event
        </button>
      </div>
      {snapshot ? (
        <section aria-label="Flags and attributes">
          <pre className="overflow-x-auto rounded bg-neutral-100 p-3 text-xs dark:bg-neutral-800">{snapshot}</pre>
        </section>
      ) : null}
      {sent ? (
        <section aria-label="Sent event">
          <pre className="overflow-x-auto rounded bg-neutral-100 p-3 text-xs dark:bg-neutral-800">{sent}</pre>
        </section>
      ) : null}
    </>
  );
}
