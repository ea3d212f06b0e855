"use client";

import { useState } from "react";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { ALL_CONSENT, NO_CONSENT, type Consent, type ConsentGroup } from "@/lib/client/consent";
import { saveConsent } from "@/lib/client/consent-store";

const GROUPS: { group: ConsentGroup; label: string; detail: string }[] = [
  { group: "personalization", label: "Personalisation", detail: "Remember experiments and banners you have seen." },
  { group: "analytics", label: "Analytics", detail: "Count page views and measure errors (Amplitude, Sentry)." },
  { group: "marketing", label: "Marketing", detail: "Measure which campaigns brought you here." },
];

const BUTTON = `rounded px-4 py-2 text-sm font-semibold ${FOCUS_RING}`;

// The cookie banner (spec §1, §3 consent flags; issue 19). Accept all, reject all, or choose per group.
export function ConsentBanner({ initial, onDone }: { initial: Consent; onDone: () => void }) {
  const [choosing, setChoosing] = useState(false);
  const [choice, setChoice] = useState<Consent>(initial);
  const save = (consent: Consent) => {
    saveConsent(consent);
    onDone();
  };
  return (
    <section
      aria-label="Cookie consent"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-neutral-300 bg-white p-4 shadow-lg dark:border-neutral-700 dark:bg-neutral-900"
    >
      <div className="mx-auto flex max-w-4xl flex-col gap-3">
        <h2 className="text-base font-bold">Cookies on OpenGround</h2>
        <p className="text-sm text-neutral-800 dark:text-neutral-200">
          We use cookies that the site needs to work. With your permission we also use cookies for personalisation, analytics and
          marketing. You can change your choice at any time from &ldquo;Cookie settings&rdquo; at the foot of every page.
        </p>
        {choosing ? (
          <fieldset className="flex flex-col gap-2">
            <legend className="sr-only">Choose which cookies to allow</legend>
            {GROUPS.map(({ group, label, detail }) => (
              <label key={group} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={choice[group]}
                  onChange={(event) => setChoice({ ...choice, [group]: event.target.checked })}
                  className="mt-1"
                />
                <span>
                  <strong>{label}</strong> — {detail}
                </span>
              </label>
            ))}
          </fieldset>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <button type="button" onClick={() => save(ALL_CONSENT)} className={`${BUTTON} bg-neutral-900 text-white dark:bg-neutral-100 dark:text-neutral-900`}>
            Accept all
          </button>
          <button type="button" onClick={() => save(NO_CONSENT)} className={`${BUTTON} border border-neutral-500`}>
            Reject all
          </button>
          {choosing ? (
            <button type="button" onClick={() => save(choice)} className={`${BUTTON} border border-neutral-500`}>
              Save my choices
            </button>
          ) : (
            <button type="button" onClick={() => setChoosing(true)} className={`${BUTTON} underline`}>
              Choose
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
