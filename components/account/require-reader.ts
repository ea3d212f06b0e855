import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import type { AccountUser } from "@/lib/accounts/user";
import { LOGIN_COOKIE } from "@/lib/auth/constants";
import { getCurrentUser } from "@/lib/auth/current-user";
import { resolveSessionToken } from "@/lib/auth/sessions";
import { getDb } from "@/lib/db";
import type { ActiveSession } from "@/lib/queries/sessions";

const unauthorised = (path: string): never => redirect(`/401?redirectUri=${encodeURIComponent(path)}`);

/**
 * The signed-in reader of a personal page, or a redirect to /401?redirectUri=<path> (spec §4): the
 * proxy only sees that a login cookie exists; this checks that it still opens a session.
 */
export async function requireReader(path: string): Promise<AccountUser> {
  const user = await getCurrentUser();
  return user ?? unauthorised(path);
}

/** The same for /account, which also needs the stored row (notification settings) and this session's id. */
export async function requireSession(path: string, now: Date): Promise<ActiveSession> {
  const token = (await cookies()).get(LOGIN_COOKIE)?.value;
  const session = token ? await resolveSessionToken(await getDb(), token, now) : null;
  return session ?? unauthorised(path);
}
