import Cookies from "js-cookie";
import { USER_COOKIE } from "@/lib/auth/constants";
import { errorMessageOf, type ApiClient } from "@/lib/client/api-client";
import { browserApi } from "@/lib/client/browser-api";
import { visitorLocation } from "@/lib/client/location";
import { isSignedIn } from "@/lib/client/user-state";
import { BUILT_IN_EDITIONS, DEFAULT_EDITION_ID, EDITION_COOKIE, isKnownEdition, type Edition } from "@/lib/editions";
import { resolveEdition } from "@/lib/site/resolve-edition";

// What the header needs at once (reading the cookies) is in edition-cookies.ts; this module, with the
// location lookup and the country lists, is loaded only when a visitor has no edition cookie or picks one.
export { editionFromCookies, editionFromUserCookie, editionSignalFromCookies, readEditionCookie } from "./edition-cookies";

// Spec §9: the edition cookie lives one year.
const EDITION_COOKIE_DAYS = 365;

/** The editions of GET /v04/customFeed/topFeedEditions, or null when the answer is not such a list. */
export function parseEditionList(body: unknown): Edition[] | null {
  const list = (body as { editions?: unknown } | null)?.editions;
  if (!Array.isArray(list) || list.length === 0) return null;
  const editions: Edition[] = [];
  for (const item of list as Record<string, unknown>[]) {
    if (!item || typeof item.id !== "string" || typeof item.name !== "string") return null;
    const codes = Array.isArray(item.defaultForCountryCodes) ? item.defaultForCountryCodes.filter((code): code is string => typeof code === "string") : undefined;
    editions.push({
      id: item.id,
      name: item.name,
      description: typeof item.description === "string" ? item.description : "",
      icon: typeof item.icon === "string" ? item.icon : "",
      webFeedId: typeof item.webFeedId === "string" ? item.webFeedId : item.id,
      webIcon: typeof item.webIcon === "string" ? item.webIcon : "",
      ...(codes ? { defaultForCountryCodes: codes } : {}),
    });
  }
  return editions;
}

/**
 * The edition list from the server (cached by the browser for a day); when it cannot be loaded, an
 * error is logged and the built-in five editions with their country defaults stand in (spec §8).
 */
export async function loadEditionList(api: Pick<ApiClient, "get"> = browserApi()): Promise<readonly Edition[]> {
  try {
    const editions = parseEditionList(await api.get("/v04/customFeed/topFeedEditions"));
    if (!editions) throw new Error("The edition list answered no editions");
    return editions;
  } catch (error) {
    console.error("Could not load the edition list; using the built-in editions", error);
    return BUILT_IN_EDITIONS;
  }
}

/**
 * For a visitor whom no cookie places (spec §4 "On load the edition is resolved from cookies, session,
 * country and user"): the country of GET /api/location and the list's country defaults, the same
 * choice the server made for the page (lib/site/resolve-edition.ts).
 */
export async function editionForLocation(api: Pick<ApiClient, "get"> = browserApi(), locate = visitorLocation): Promise<Edition | null> {
  const [editions, { countryCode }] = await Promise.all([loadEditionList(api), locate(api)]);
  const id = resolveEdition({ countryCode: countryCode ?? null, editions });
  return editions.find((edition) => edition.id === id) ?? null;
}


/**
 * Saves a signed-in reader's pick to their account (POST /v04/user/edition), so the pages that follow
 * the account's edition follow the pick too; the answer refreshes the user cookie. Throws when the
 * server refuses, so the caller keeps the old edition rather than show one the account does not have.
 */
export async function saveEditionForSignedInUser(editionId: string, api: Pick<ApiClient, "post"> = browserApi()): Promise<void> {
  const answer = await api.post("/v04/user/edition", { topFeedEdition: editionId });
  const message = errorMessageOf(answer);
  if (message !== undefined) throw new Error(`Saving the edition failed: ${message}`);
}

/** The save step for applyEditionChoice: only a signed-in reader (the readable user cookie) has one. */
export function editionSaverFor(cookies: Record<string, string | undefined>): ApplyEditionChoiceOptions["saveForSignedInUser"] {
  return isSignedIn(cookies) ? (editionId) => saveEditionForSignedInUser(editionId) : undefined;
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
