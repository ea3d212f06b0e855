"use client";

import { trackOnboarding } from "@/lib/client/onboarding-events";
import Cookies from "js-cookie";
import { useState } from "react";
import { goToUnauthorised, sendJson } from "@/lib/client/send-json";
import { MUTED_TEXT } from "@/components/account/ui";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { EDITION_COOKIE } from "@/lib/editions";

// Onboarding's edition choice (spec §2 "onboarding (… edition …)", §4 "Edition choice"): a signed-in
// reader's choice is saved to the server (POST /v04/user/edition) and then stored locally in
// GROUND_FEED_EDITION for a year (spec §9). No reload here: the reader is still onboarding.

const EDITION_COOKIE_DAYS = 365;

export function saveEditionCookie(editionId: string): void {
  Cookies.set(EDITION_COOKIE, editionId, { path: "/", expires: EDITION_COOKIE_DAYS, sameSite: "Lax", secure: window.location.protocol === "https:" });
}

export function EditionStep({ editions, initial }: { editions: readonly { id: string; name: string; description: string }[]; initial: string }) {
  const [edition, setEdition] = useState(initial);
  const [message, setMessage] = useState<string | null>(null);

  async function choose(editionId: string): Promise<void> {
    const previous = edition;
    setEdition(editionId);
    setMessage(null);
    const result = await sendJson("POST", "/v04/user/edition", { topFeedEdition: editionId });
    if (!result.ok) {
      if (result.status === 401) return goToUnauthorised();
      setEdition(previous);
      return setMessage(result.message);
    }
    saveEditionCookie(editionId);
    trackOnboarding("editionSelect", { edition: editionId });
    setMessage(`Saved: your top news is the ${editions.find((candidate) => candidate.id === editionId)?.name ?? editionId} edition.`);
  }

  return (
    <div>
      <fieldset>
        <legend className={MUTED_TEXT}>Which edition of the top news should we show you first?</legend>
        <ul className="mt-3 grid list-none gap-2 p-0 sm:grid-cols-2">
          {editions.map((candidate) => (
            <li key={candidate.id}>
              <label className="flex cursor-pointer items-start gap-2 rounded border border-neutral-200 p-3 dark:border-neutral-800">
                <input type="radio" name="edition" value={candidate.id} checked={edition === candidate.id} onChange={() => void choose(candidate.id)} className={`mt-1 ${FOCUS_RING}`} />
                <span>
                  <span className="block font-semibold">{candidate.name}</span>
                  <span className={`block text-sm ${MUTED_TEXT}`}>{candidate.description}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <p aria-live="polite" className="mt-2 text-sm">
        {message}
      </p>
    </div>
  );
}
