"use client";

import { useEffect, useRef, useState } from "react";
import { goToUnauthorised, sendJson } from "@/lib/client/send-json";
import { useFeature } from "@/lib/client/features";
import { trackOnboarding } from "@/lib/client/onboarding-events";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "@/components/account/ui";
import { premiumTrialOffer, type TrialOnboardingInput } from "@/lib/billing/trial-onboarding";
import type { Persona } from "@/lib/personas";
import { EditionStep } from "./edition-step";
import { InterestStep, type InterestOption } from "./interest-step";
import { LocalStep, type LocalStepProps } from "./local-step";
import { PersonaStep } from "./persona-step";
import { TrialStep } from "./trial-step";

// Onboarding (issue 5, spec §2): persona cards → interests → edition → local (→ the free-trial step
// when lib/billing/trial-onboarding.ts offers one, issue 22), then "seen" is recorded
// (POST /v04/personal/onboarding, and the "onboarding seen" local-storage item of spec §3) and the
// reader goes on to For You or the page they were heading for. Each step saves as the reader acts, so
// leaving half-way loses nothing.

export interface OnboardingFlowProps {
  personas: readonly Persona[];
  topics: readonly InterestOption[];
  followedInterests: readonly InterestOption[];
  editions: readonly { id: string; name: string; description: string }[];
  edition: string;
  local: LocalStepProps;
  next: string;
  /** What the server knows of the reader's trial; the flags are read here (useFeature). */
  trial: Omit<TrialOnboardingInput, "flag" | "inCohort">;
}

const BASE_STEPS = ["Choose a reader", "Your interests", "Your edition", "Local news"] as const;
const TRIAL_STEP = "Try Premium free";
/** The step names the Onboarding-Step-View event carries. */
const STEP_KEYS: Record<string, string> = {
  "Choose a reader": "cards",
  "Your interests": "interests",
  "Your edition": "edition",
  "Local news": "local",
  [TRIAL_STEP]: "freeTrial",
};
export const ONBOARDING_SEEN_STORAGE_KEY = "onboardingSeen";

export function OnboardingFlow(props: OnboardingFlowProps) {
  const [step, setStep] = useState(0);
  const [followed, setFollowed] = useState<Map<number, string>>(() => new Map(props.followedInterests.map((interest) => [interest.id, interest.name])));
  const [finishing, setFinishing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const offer = premiumTrialOffer({ ...props.trial, flag: useFeature("onboarding-premium-trial"), inCohort: useFeature("premium-trial-cohort") });
  const STEPS: readonly string[] = offer ? [...BASE_STEPS, TRIAL_STEP] : BASE_STEPS;
  const stepName = STEPS[step] ?? BASE_STEPS[0];

  useEffect(() => {
    // Move focus to the new step's heading so keyboard and screen-reader users start at its top.
    if (moved.current) heading.current?.focus();
    trackOnboarding("stepView", { step: STEP_KEYS[stepName] ?? stepName, number: step + 1 });
    if (stepName === TRIAL_STEP) trackOnboarding("freeTrialView", { plan: "premium" });
  }, [step, stepName]);

  function go(to: number): void {
    moved.current = true;
    setStep(to);
  }

  function followedPersona(persona: Persona, interestIds: number[]): void {
    setFollowed((current) => {
      const updated = new Map(current);
      for (const interest of persona.interests) if (interestIds.includes(interest.id)) updated.set(interest.id, interest.name);
      return updated;
    });
  }

  function interestChanged(interest: InterestOption, following: boolean): void {
    setFollowed((current) => {
      const updated = new Map(current);
      if (following) updated.set(interest.id, interest.name);
      else updated.delete(interest.id);
      return updated;
    });
  }

  async function finish(how: "finish" | "skip" | "freeTrial" = "finish", next = props.next): Promise<void> {
    trackOnboarding(how === "freeTrial" ? "freeTrialStart" : how, { step: STEP_KEYS[stepName] ?? stepName });
    setFinishing(true);
    setError(null);
    const result = await sendJson("POST", "/v04/personal/onboarding");
    if (!result.ok) {
      if (result.status === 401) return goToUnauthorised();
      setFinishing(false);
      return setError(result.message);
    }
    try {
      window.localStorage.setItem(ONBOARDING_SEEN_STORAGE_KEY, "true");
    } catch (failure) {
      console.warn("Could not store the onboarding-seen flag", failure); // spec §8: storage failures are logged and ignored
    }
    window.location.assign(next);
  }

  const last = step === STEPS.length - 1;
  return (
    <div>
      <nav aria-label="Onboarding steps">
        <ol className="flex list-none flex-wrap gap-2 p-0 text-sm">
          {STEPS.map((name, index) => (
            <li
              key={name}
              aria-current={index === step ? "step" : undefined}
              className={`rounded-full px-3 py-1 ${index === step ? "bg-neutral-900 font-semibold text-white dark:bg-neutral-100 dark:text-neutral-900" : "bg-neutral-100 text-neutral-800 dark:bg-neutral-800 dark:text-neutral-200"}`}
            >
              {index + 1}. {name}
            </li>
          ))}
        </ol>
      </nav>
      <section aria-labelledby="onboarding-step" className="mt-6">
        <h2 id="onboarding-step" ref={heading} tabIndex={-1} className="mb-3 text-xl font-bold focus:outline-none">
          {STEPS[step]}
        </h2>
        {step === 0 ? <PersonaStep personas={props.personas} onFollowed={followedPersona} /> : null}
        {step === 1 ? <InterestStep topics={props.topics} followed={followed} onChange={interestChanged} /> : null}
        {step === 2 ? <EditionStep editions={props.editions} initial={props.edition} /> : null}
        {step === 3 ? <LocalStep {...props.local} /> : null}
        {stepName === TRIAL_STEP && offer ? <TrialStep days={offer.days} busy={finishing} onStart={() => void finish("freeTrial", `/checkout/?plan=${offer.plan}`)} /> : null}
      </section>
      <div className="mt-8 flex flex-wrap items-center gap-3 border-t border-neutral-200 pt-4 dark:border-neutral-800">
        {step > 0 ? (
          <button type="button" onClick={() => go(step - 1)} className={SECONDARY_BUTTON}>
            Back
          </button>
        ) : null}
        {last ? (
          <button type="button" onClick={() => void finish()} disabled={finishing} className={stepName === TRIAL_STEP ? SECONDARY_BUTTON : PRIMARY_BUTTON}>
            {finishing ? "Finishing…" : stepName === TRIAL_STEP ? "No thanks, finish" : "Finish"}
          </button>
        ) : (
          <button id="onboarding-next" type="button" onClick={() => go(step + 1)} className={PRIMARY_BUTTON}>
            Next: {STEPS[step + 1]}
          </button>
        )}
        {!last ? (
          <button type="button" onClick={() => void finish("skip")} disabled={finishing} className={SECONDARY_BUTTON}>
            Skip the rest
          </button>
        ) : null}
      </div>
      <p aria-live="polite" className="mt-2 text-red-700 dark:text-red-400">
        {error}
      </p>
    </div>
  );
}
