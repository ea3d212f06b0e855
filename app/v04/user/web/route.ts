import { accountRoute } from "@/lib/api/account-route";
import { userResponse } from "@/lib/api/user-response";

export const dynamic = "force-dynamic";

// GET /v04/user/web: the signed-in user (spec §7).
export async function GET(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required", sessionCache: true }, async ({ session, now, secureCookies }) => userResponse(session.user, now, secureCookies));
}
