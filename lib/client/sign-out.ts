// Sign-out (spec §4, §7, §8): GET /v04/user/logout must answer 204, else "Unable to logout". Afterwards
// the caller clears stored state and goes to /.
export const UNABLE_TO_LOGOUT = "Unable to logout";

export async function requestLogout(fetcher: typeof fetch, baseUrl: string): Promise<void> {
  const response = await fetcher(`${baseUrl}/v04/user/logout`, { headers: { "x-gn-v": "web" }, credentials: "include" });
  if (response.status !== 204) throw new Error(UNABLE_TO_LOGOUT);
}
