"use client";

import Cookies from "js-cookie";
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { editionSignalFromCookies, readEditionCookie } from "@/components/edition-cookies";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { GlobeIcon } from "@/components/ui/icons";
import { BUILT_IN_EDITIONS, DEFAULT_EDITION_ID, type Edition } from "@/lib/editions";

// The cookie only changes through this control, which reloads the page: nothing to subscribe to.
function subscribeToNothing(): () => void {
  return () => {};
}

function currentEdition(): string {
  return readEditionCookie();
}

// The server renders the default; React re-renders right after hydration with the edition the cookies
// name (a signed-in reader's account edition from the user cookie, else the edition cookie).
// (Reading the cookie on the server would make every page dynamic.)
function serverEdition(): string {
  return DEFAULT_EDITION_ID;
}

/** The edition found for this visitor's location, kept for the tab's session: one lookup, not one per page. */
const LOCATED_KEY = "openground.locatedEdition";

/** The rest of the edition logic (the location lookup, the country lists, saving a pick): loaded only when needed. */
const editionLogic = () => import("@/components/apply-edition-choice");

function storedLocatedEdition(parseEditionList: (body: unknown) => Edition[] | null): Edition | null {
  try {
    const stored = sessionStorage.getItem(LOCATED_KEY);
    return stored ? (parseEditionList({ editions: [JSON.parse(stored)] })?.[0] ?? null) : null;
  } catch {
    return null; // storage disabled, or a value that is not ours
  }
}

function storeLocatedEdition(edition: Edition): void {
  try {
    sessionStorage.setItem(LOCATED_KEY, JSON.stringify(edition));
  } catch {
    // storage disabled or full: the next page asks again
  }
}

export function EditionToggle() {
  const selectId = useId();
  const cookieEdition = useSyncExternalStore(subscribeToNothing, currentEdition, serverEdition);
  const [located, setLocated] = useState<Edition | null>(null);
  const [reloading, setReloading] = useState(false);
  const [failed, setFailed] = useState(false);

  // No cookie places this visitor: show the edition their location gave the page (a UK visitor's home
  // page is the UK edition), from the server's edition list and GET /api/location.
  useEffect(() => {
    if (editionSignalFromCookies(Cookies.get()) !== null) return;
    let current = true;
    editionLogic()
      .then(async ({ editionForLocation, parseEditionList }) => {
        const edition = storedLocatedEdition(parseEditionList) ?? (await editionForLocation());
        if (edition) storeLocatedEdition(edition);
        if (current) setLocated(edition);
      })
      .catch((error: unknown) => console.error("Could not resolve the edition of this location", error));
    return () => {
      current = false;
    };
  }, []);

  const edition = located?.id ?? cookieEdition;
  // Editions outside the five (Oceania) are listed only when the location chose one.
  const options = located && !BUILT_IN_EDITIONS.some((option) => option.id === located.id) ? [...BUILT_IN_EDITIONS, located] : BUILT_IN_EDITIONS;

  async function onChange(editionId: string): Promise<void> {
    setReloading(true);
    setFailed(false);
    try {
      const { applyEditionChoice, editionSaverFor } = await editionLogic();
      await applyEditionChoice(editionId, { saveForSignedInUser: editionSaverFor(Cookies.get()) });
    } catch (error) {
      console.error("Could not change the edition", { editionId, error });
      setReloading(false);
      setFailed(true);
    }
  }

  return (
    <div className="flex items-center gap-1 text-neutral-700 dark:text-neutral-300" data-hotspot="edition">
      <GlobeIcon className="hidden shrink-0 sm:block" />
      <label htmlFor={selectId} className="sr-only">
        Edition
      </label>
      <select
        id={selectId}
        value={edition}
        disabled={reloading}
        onChange={(event) => void onChange(event.target.value)}
        className={`max-w-32 rounded border border-neutral-300 bg-white px-1 py-1 text-sm sm:max-w-none dark:border-neutral-700 dark:bg-neutral-900 ${FOCUS_RING}`}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {failed ? (
        <span role="alert" className="text-xs text-red-700 dark:text-red-400">
          Not saved, try again
        </span>
      ) : null}
    </div>
  );
}
