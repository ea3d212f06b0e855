import { cookies } from "next/headers";
import { getDb } from "@/lib/db";
import { toAccountUser, type AccountUser } from "@/lib/accounts/user";
import { LOGIN_COOKIE } from "./constants";
import { resolveSessionToken } from "./sessions";

/**
 * The signed-in user for server components and server actions (Next 16: cookies() is async). Reads the
 * session from the HttpOnly login cookie, never from the user cookie, which is only the client's cache.
 */
export async function getCurrentUser(now: Date = new Date()): Promise<AccountUser | null> {
  const token = (await cookies()).get(LOGIN_COOKIE)?.value;
  if (!token) return null;
  const session = await resolveSessionToken(await getDb(), token, now);
  return session ? toAccountUser(session.user, now) : null;
}
