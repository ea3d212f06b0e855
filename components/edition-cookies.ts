import Cookies from "js-cookie";
import { USER_COOKIE } from "@/lib/auth/constants";
import { academicEditionFor, BUILT_IN_EDITIONS, DEFAULT_EDITION_ID, EDITION_COOKIE, isKnownEdition } from "@/lib/editions";

// The edition the cookies name, read synchronously by the header's edition toggle (kept small: the rest
// of the edition logic, apply-edition-choice.ts, is loaded on demand).

/** An edition id the header offers, or null: a retired or tampered cookie value is ignored. */
function offeredEdition(value: unknown): string | null {
  return typeof value === "string" && isKnownEdition(value, BUILT_IN_EDITIONS) ? value : null;
}

/**
 * The edition saved in a signed-in reader's account, from the readable user cookie (lib/auth/user-cookie
 * writes it: base64 of URI-encoded JSON), or null. Read by hand, without zod, to keep the header light.
 */
export function editionFromUserCookie(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const user = JSON.parse(decodeURIComponent(atob(value))) as { topFeedEdition?: unknown };
    return offeredEdition(user.topFeedEdition);
  } catch {
    return null;
  }
}

/** The academic edition (spec §4) of an institutional reader, from the readable user cookie, or null. */
function academicEditionFromUserCookie(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return academicEditionFor((JSON.parse(decodeURIComponent(atob(value))) as { institutionalUser?: unknown }).institutionalUser);
  } catch {
    return null;
  }
}

/**
 * The edition the cookies decide (spec §4 order: the signed-in user's, then the edition cookie's, then
 * an institutional reader's academic edition), or null.
 */
export function editionSignalFromCookies(cookies: Record<string, string | undefined>): string | null {
  return editionFromUserCookie(cookies[USER_COOKIE]) ?? offeredEdition(cookies[EDITION_COOKIE]) ?? academicEditionFromUserCookie(cookies[USER_COOKIE]);
}

/**
 * Spec §4 choice order on the client: the signed-in user's edition, then the edition cookie, then the
 * academic edition, else the default top-us (spec §9).
 */
export function editionFromCookies(cookies: Record<string, string | undefined>): string {
  return editionSignalFromCookies(cookies) ?? DEFAULT_EDITION_ID;
}

export function readEditionCookie(): string {
  return editionFromCookies(Cookies.get());
}
