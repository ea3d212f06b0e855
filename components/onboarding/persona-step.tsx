"use client";

import { trackOnboarding } from "@/lib/client/onboarding-events";
import { useState } from "react";
import { LINK, MUTED_TEXT, PRIMARY_BUTTON } from "@/components/account/ui";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import type { Persona } from "@/lib/personas";
import { FOLLOW_LIMIT_TEXT, setInterestFollow, setOutletFollow } from "./follow-calls";
import { PersonaColourBar } from "./persona-colour-bar";

// Onboarding's persona cards (spec §1, §2 "onboarding (cards, …)"): pick the reader you are most like;
// following it follows its topics and its eight sources, which the next step lets the reader trim.

export function PersonaStep({ personas, onFollowed }: { personas: readonly Persona[]; onFollowed: (persona: Persona, interestIds: number[], outletIds: string[]) => void }) {
  const [chosen, setChosen] = useState<string>("");
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ tone: "ok" | "error"; text: string } | null>(null);
  const persona = personas.find((candidate) => candidate.id === chosen);

  async function follow(): Promise<void> {
    if (!persona) return;
    setBusy(true);
    setStatus(null);
    const interestIds: number[] = [];
    const outletIds: string[] = [];
    let problem: string | null = null;
    // One at a time: the follow limit is checked per call, and the reader sees exactly what was followed.
    for (const interest of persona.interests) {
      const result = await setInterestFollow(interest.id, true);
      if (result === "success") interestIds.push(interest.id);
      else problem = result === "hitUserLimit" ? FOLLOW_LIMIT_TEXT : "Some topics could not be followed. Please try again.";
      if (result === "hitUserLimit") break;
    }
    for (const outlet of problem ? [] : persona.outlets) {
      const result = await setOutletFollow(outlet.id, true);
      if (result === "success") outletIds.push(outlet.id);
      else problem = result === "hitUserLimit" ? FOLLOW_LIMIT_TEXT : "Some sources could not be followed. Please try again.";
      if (result === "hitUserLimit") break;
    }
    onFollowed(persona, interestIds, outletIds);
    trackOnboarding("cardsFollow", { persona: persona.id, interests: interestIds.length, outlets: outletIds.length });
    setStatus(
      problem
        ? { tone: "error", text: problem }
        : { tone: "ok", text: `You now follow ${interestIds.length} topics and ${outletIds.length} sources picked for the ${persona.title}.` },
    );
    setBusy(false);
  }

  return (
    <div>
      <p className={MUTED_TEXT}>Pick the reader you are most like. You can change every topic and source afterwards.</p>
      <fieldset className="mt-4">
        <legend className="sr-only">Reader personas</legend>
        <ul className="grid list-none gap-4 p-0 sm:grid-cols-2">
          {personas.map((candidate) => (
            <li key={candidate.id}>
              <label
                className={`flex h-full cursor-pointer flex-col gap-2 rounded-lg border-2 p-3 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-blue-600 ${
                  candidate.id === chosen ? "border-neutral-900 dark:border-neutral-100" : "border-neutral-200 dark:border-neutral-800"
                }`}
              >
                <img src={candidate.images.wide} alt="" width={480} height={240} className="hidden aspect-[2/1] w-full rounded sm:block" />
                <img src={candidate.images.square} alt="" width={240} height={240} className="aspect-square w-20 rounded sm:hidden" />
                <span className="flex items-center gap-2">
                  <input type="radio" name="persona" value={candidate.id} checked={candidate.id === chosen} onChange={() => (setChosen(candidate.id), trackOnboarding("cardsSelect", { persona: candidate.id }))} className={FOCUS_RING} />
                  <span className="text-lg font-semibold">{candidate.title}</span>
                </span>
                <span className="text-sm font-semibold text-neutral-700 dark:text-neutral-300">{candidate.leanLabel}</span>
                <PersonaColourBar segments={candidate.segments} />
                <span className="text-sm">{candidate.description}</span>
                <span className={`text-xs ${MUTED_TEXT}`}>Sources: {candidate.outlets.map((outlet) => outlet.name).join(", ")}</span>
                <span className={`text-xs ${MUTED_TEXT}`}>Topics: {candidate.interests.map((interest) => interest.name).join(", ")}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => void follow()} disabled={!persona || busy} className={PRIMARY_BUTTON}>
          {busy ? "Following…" : persona ? `Follow the ${persona.title}'s picks` : "Pick a reader first"}
        </button>
        <a href="#onboarding-next" className={`${LINK} text-sm`}>
          Skip this step
        </a>
      </div>
      <p aria-live="polite" className={`mt-2 ${status?.tone === "error" ? "text-red-700 dark:text-red-400" : ""}`}>
        {status?.text}
      </p>
    </div>
  );
}
