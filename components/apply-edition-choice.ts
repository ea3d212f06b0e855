import Cookies from "js-cookie";
import { USER_COOKIE } from "@/lib/auth/constants";
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

/**
 * The edition saved in a signed-in reader's account, from the readable user cookie (lib/auth/user-cookie
 * writes it: base64 of URI-encoded JSON), or null. Read by hand, without zod, to keep the header light.
 */
export function editionFromUserCookie(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const user = JSON.parse(decodeURIComponent(atob(value))) as { topFeedEdition?: unknown };
    return typeof user.topFeedEdition === "string" && isKnownEdition(user.topFeedEdition, BUILT_IN_EDITIONS) ? user.topFeedEdition : null;
  } catch {
    return null;
  }
}

/** Spec §4 choice order on the client: the signed-in user's edition, then the edition cookie. */
export function editionFromCookies(cookies: Record<string, string | undefined>): string {
  return editionFromUserCookie(cookies[USER_COOKIE]) ?? editionFromCookieValue(cookies[EDITION_COOKIE]);
}

export function readEditionCookie(): string {
  return editionFromCookies(Cookies.get());
}

/**
 * Saves a signed-in reader's pick to their account (POST /v04/user/edition), so the pages that follow
 * the account's edition follow the pick too; the answer refreshes the user cookie. Throws when the
 * server refuses, so the caller keeps the old edition rather than show one the account does not have.
 */
export async function saveEditionForSignedInUser(editionId: string, fetcher: typeof fetch = fetch): Promise<void> {
  const response = await fetcher("/v04/user/edition", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", "x-gn-v": "web" },
    body: JSON.stringify({ topFeedEdition: editionId }),
  });
  if (!response.ok) throw new Error(`Saving the edition failed with HTTP ${response.status}`);
}

/** The save step for applyEditionChoice: only a signed-in reader (the readable user cookie) has one. */
export function editionSaverFor(cookies: Record<string, string | undefined>): ApplyEditionChoiceOptions["saveForSignedInUser"] {
  return cookies[USER_COOKIE] ? (editionId) => saveEditionForSignedInUser(editionId) : undefined;
}

export interface ApplyEditionChoiceOptions {
  /**
   * Spec §4 "if signed in and the edition matches a known feed, it is saved to the server"
   * (POST /v04/user/edition; editionSaverFor gives it for a signed-in reader). It resolves, or
   * rejects, before the cookie is written.
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
