"use client";

import { MUTED_TEXT, PRIMARY_BUTTON } from "@/components/account/ui";

// The free-trial step (spec §2 onboarding "free trial"; issue 22): offered by lib/billing/trial-onboarding.ts.
// Starting it records onboarding as seen and goes to the Premium checkout, which adds the trial days.
export function TrialStep({ days, busy, onStart }: { days: number; busy: boolean; onStart: () => void }) {
  return (
    <div className="flex flex-col gap-4">
      <p className={MUTED_TEXT}>
        Premium shows who owns each outlet, the blindspots of every tier and your own news-bias profile. Try it free for {days} days: you can
        cancel at any time before the trial ends and pay nothing.
      </p>
      <p>
        <button type="button" onClick={onStart} disabled={busy} className={PRIMARY_BUTTON}>
          Start your {days}-day free trial
        </button>
      </p>
    </div>
  );
}
