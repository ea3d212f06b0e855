import { toAccountUser } from "@/lib/accounts/user";
import { userCookie } from "@/lib/auth/session-cookies";
import type { UserRow } from "@/lib/queries/users";
import { jsonWithCookies } from "./account-route";

/** The user as JSON (spec §3, §7), refreshing the user cookie so the browser's cache matches the server. */
export function userResponse(user: UserRow, now: Date, secureCookies: boolean): Response {
  const account = toAccountUser(user, now);
  return jsonWithCookies(account, [userCookie(account, secureCookies)], { headers: { "cache-control": "private, no-store" } });
}
