import Cookies from "js-cookie";
import { BUILT_IN_EDITIONS, DEFAULT_EDITION_ID, EDITION_COOKIE, isKnownEdition } from "@/lib/editions";

// Spec §9: the edition cookie lives one year.
const EDITION_COOKIE_DAYS = 365;

/**
 * The edition the header shows for a GROUND_FEED_EDITION cookie value: the cookie's edition when the
 * header offers it, else the default top-us (spec §4, §9). A retired or tampered value is ignored.
 */
export function editionFromCookieValue(value: string | undefined): string {
  return value !== undefined && isKnownEdition(value, BUILT_IN_EDITIONS) ? value : DEFAULT_EDITION_ID;
}

export function readEditionCookie(): string {
  return editionFromCookieValue(Cookies.get(EDITION_COOKIE));
}

export interface ApplyEditionChoiceOptions {
  /**
   * Hook point for spec §4 "if signed in and the edition matches a known feed, it is saved to the
   * server" (POST /v04/user/edition). Not wired yet: the header has no signed-in user. When it is, pass
   * a function that saves for a signed-in user and resolves (or rejects) before the cookie is written.
   */
  saveForSignedInUser?: (editionId: string) => Promise<void>;
}

/** Spec §4: the picked edition is (saved to the server, then) stored locally and the page reloads. */
export async function applyEditionChoice(editionId: string, options: ApplyEditionChoiceOptions = {}): Promise<void> {
  if (options.saveForSignedInUser) await options.saveForSignedInUser(editionId);
  Cookies.set(EDITION_COOKIE, editionId, {
    path: "/",
    expires: EDITION_COOKIE_DAYS,
    sameSite: "Lax",
    secure: window.location.protocol === "https:",
  });
  window.location.reload();
}
