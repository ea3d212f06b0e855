"use client";

import { FOCUS_RING } from "@/components/ui/focus-ring";
import { openConsentSettings } from "@/lib/client/consent-events";

// The footer's way back to the consent choice, for every visitor, inside the consent list or not.
export function CookieSettingsLink() {
  return (
    <button type="button" onClick={openConsentSettings} className={`rounded underline-offset-2 hover:underline ${FOCUS_RING}`}>
      Cookie settings
    </button>
  );
}
