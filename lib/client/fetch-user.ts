import type { AccountUser } from "@/lib/accounts/user";

// The user fetch behind the loading state machine (spec §4). Unlike the generic GET helper, a 401 here is
// not a redirect: it means the session ended, and "nothing returned" leads to unauthenticated.
export async function fetchCurrentUser(fetcher: typeof fetch, baseUrl: string): Promise<AccountUser | null> {
  const response = await fetcher(`${baseUrl}/v04/user/web`, { headers: { "x-gn-v": "web", accept: "application/json" }, credentials: "include" });
  if (response.status === 401 || response.status === 204) return null;
  if (!response.ok) throw new Error(`GET /v04/user/web answered ${response.status}`);
  return (await response.json()) as AccountUser;
}
