import { accountRoute, noContent } from "@/lib/api/account-route";
import { clearedSessionCookies } from "@/lib/auth/session-cookies";
import { deleteSession } from "@/lib/queries/sessions";

export const dynamic = "force-dynamic";

// GET /v04/user/logout: ends this session and clears the cookies. Must answer 204: the client reports
// "Unable to logout" otherwise (spec §7, §8). A GET by the spec, so cross-site navigations are refused.
export async function GET(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required", stateChanging: true }, async ({ db, session, secureCookies }) => {
    await deleteSession(db, session.sessionId);
    return noContent(clearedSessionCookies(secureCookies));
  });
}
