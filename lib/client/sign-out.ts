import type { ApiClient } from "./api-client";

// Sign-out (spec §4, §7, §8): GET /v04/user/logout must answer 204, else "Unable to logout". Afterwards
// the caller clears stored state (lib/client/stored-state.ts) and goes to /.
export const UNABLE_TO_LOGOUT = "Unable to logout";

export async function requestLogout(api: Pick<ApiClient, "request">): Promise<void> {
  const response = await api.request("GET", "/v04/user/logout");
  if (response.status !== 204) throw new Error(UNABLE_TO_LOGOUT);
}
