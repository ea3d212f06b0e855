import type { AccountUser } from "@/lib/accounts/user";
import { USER_COOKIE } from "@/lib/auth/constants";

// The user-loading state machine of spec §4, as a pure reducer:
//   loading ──no_session──▶ unauthenticated
//   loading ──fetched(user)──▶ user_fetched   (fetched(nothing) ▶ unauthenticated)
//   loading ──fetch_failed──▶ error {connection_error, "Could not fetch user."}
//   any ──sign_out──▶ signing_out

export type UserStatus = "loading" | "unauthenticated" | "user_fetched" | "error" | "signing_out";
export type UserErrorCode = "not_found" | "connection_error";

export interface UserState {
  status: UserStatus;
  user: AccountUser | null;
  loading: boolean;
  error: { code: UserErrorCode; message: string } | null;
}

export type UserEvent =
  | { type: "no_session" }
  | { type: "fetched"; user: AccountUser | null | undefined }
  | { type: "fetch_failed"; code?: UserErrorCode }
  | { type: "sign_out" };

export const COULD_NOT_FETCH_USER = "Could not fetch user.";

export const initialUserState: UserState = { status: "loading", user: null, loading: true, error: null };

export function userReducer(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case "no_session":
      return { status: "unauthenticated", user: null, loading: false, error: null };
    case "fetched":
      return event.user
        ? { status: "user_fetched", user: event.user, loading: false, error: null }
        : { status: "unauthenticated", user: null, loading: false, error: null };
    case "fetch_failed":
      return { ...state, status: "error", loading: false, error: { code: event.code ?? "connection_error", message: COULD_NOT_FETCH_USER } };
    case "sign_out":
      return { ...state, status: "signing_out" };
  }
}

/** Spec §9: timestamps are compared on their first 13 characters, i.e. to the hour. */
export const RELOAD_TIMESTAMP_PRECISION = 13;

/**
 * Spec §4: the page reloads when a newly fetched user differs from the one held in subscription status,
 * subscribedUntil (to the hour) or e-mail, since entitlements rendered on the page may have changed.
 */
export function shouldReload(previous: AccountUser | null | undefined, next: AccountUser | null | undefined): boolean {
  if (!previous || !next) return false;
  const hour = (value: string | null) => (value ?? "").slice(0, RELOAD_TIMESTAMP_PRECISION);
  return (
    previous.subscriptionStatus !== next.subscriptionStatus ||
    hour(previous.subscribedUntil) !== hour(next.subscribedUntil) ||
    previous.email !== next.email
  );
}

/**
 * Whether a reader is signed in, from the readable user cookie alone, without a request: what the
 * header's edition menu and the story page's read recorder need to know.
 */
export function isSignedIn(cookies: Record<string, string | undefined>): boolean {
  return Boolean(cookies[USER_COOKIE]);
}

/**
 * The user cookie (spec §3: base64 of URI-encoded JSON) read for display only, without a schema, or null
 * when it does not decode to an object with an id and an e-mail (spec §5: then the session is dropped).
 */
export function displayUserFromCookie(value: string): AccountUser | null {
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(atob(value)));
    if (!parsed || typeof parsed !== "object") return null;
    const { id, email } = parsed as { id?: unknown; email?: unknown };
    if (!Number.isInteger(Number(id)) || typeof email !== "string") return null;
    return { ...(parsed as AccountUser), id: Number(id) };
  } catch {
    return null;
  }
}
