import type { AccountUser } from "@/lib/accounts/user";
import type { ApiClient } from "./api-client";

// The user fetch behind the loading state machine (spec §4), GET /v04/user/web through the API helper.
// Unlike other reads, a 401 here is not a redirect: it means the session ended, and "nothing returned"
// leads to unauthenticated. A server error or no answer throws (the state machine's connection_error).
export async function fetchCurrentUser(api: Pick<ApiClient, "get">): Promise<AccountUser | null> {
  return (await api.get<AccountUser>("/v04/user/web", { noRedirectOn401: true })) ?? null;
}
