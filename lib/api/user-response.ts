import { toAccountUser } from "@/lib/accounts/user";
import { institutionCookies } from "@/lib/auth/institution-cookies";
import { userCookie } from "@/lib/auth/session-cookies";
import type { UserRow } from "@/lib/queries/users";
import { jsonWithCookies } from "./account-route";

/**
 * The user as JSON (spec §3, §7), refreshing the user cookie so the browser's cache matches the server,
 * and the institution cookies: set for an institutional reader, expired for anyone else (issue 21).
 */
export function userResponse(user: UserRow, now: Date, secureCookies: boolean): Response {
  const account = toAccountUser(user, now);
  return jsonWithCookies(account, [userCookie(account, secureCookies), ...institutionCookies(user, secureCookies)], { headers: { "cache-control": "private, no-store" } });
}
