import type { AccountUser } from "@/lib/accounts/user";
import { serializeCookie } from "./cookie-header";
import { LOGIN_COOKIE, SESSION_TTL_SECONDS, USER_COOKIE } from "./constants";
import { clearedInstitutionCookies, institutionCookies, type InstitutionFields } from "./institution-cookies";
import { encodeUserCookie } from "./user-cookie";

// The Set-Cookie lines of a session (ARCHITECTURE.md §6). The login token is HttpOnly so page scripts
// never see it; the user cookie is readable by scripts because it is the client's cache (spec §3).
// `secure` is false only in development (plain http://localhost).

export function loginTokenCookie(token: string, secure: boolean): string {
  return serializeCookie(LOGIN_COOKIE, token, { maxAgeSeconds: SESSION_TTL_SECONDS, httpOnly: true, secure });
}

export function userCookie(user: AccountUser, secure: boolean): string {
  return serializeCookie(USER_COOKIE, encodeUserCookie(user), { maxAgeSeconds: SESSION_TTL_SECONDS, httpOnly: false, secure });
}

/** Sign-in: the login and user cookies, and an institutional reader's institution cookies. */
export function sessionCookies(token: string, user: AccountUser, secure: boolean, institution?: InstitutionFields): string[] {
  const cookies = [loginTokenCookie(token, secure), userCookie(user, secure)];
  if (institution?.institutionalUser) cookies.push(...institutionCookies(institution, secure));
  return cookies;
}

/** Expires the session's cookies, the institution's too (sign-out, a session that no longer exists). */
export function clearedSessionCookies(secure: boolean): string[] {
  return [
    serializeCookie(LOGIN_COOKIE, "", { maxAgeSeconds: 0, httpOnly: true, secure }),
    serializeCookie(USER_COOKIE, "", { maxAgeSeconds: 0, httpOnly: false, secure }),
    ...clearedInstitutionCookies(secure),
  ];
}
