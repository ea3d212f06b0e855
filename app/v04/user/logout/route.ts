import { accountRoute, noContent } from "@/lib/api/account-route";
import { AppError, errorResponse } from "@/lib/api/errors";
import { clearedSessionCookies } from "@/lib/auth/session-cookies";
import { deleteSession } from "@/lib/queries/sessions";

export const dynamic = "force-dynamic";

// GET /v04/user/logout: ends this session and clears the cookies. Must answer 204: the client reports
// "Unable to logout" otherwise (spec §7, §8). A GET by the spec, so it is refused unless it shows it
// comes from a script of ours (issue 23): the client's `x-gn-v` header (which another site's page cannot
// send without a CORS preflight we never grant) or `Sec-Fetch-Site: same-origin`. A link, an <img> or a
// navigation from anywhere signs nobody out. POST does the same, with the usual origin check.
export async function GET(request: Request): Promise<Response> {
  const fromOurScript = request.headers.has("x-gn-v") || request.headers.get("sec-fetch-site") === "same-origin";
  if (!fromOurScript) return errorResponse(new AppError("forbidden", "Forbidden"));
  return logout(request);
}

export async function POST(request: Request): Promise<Response> {
  return logout(request);
}

function logout(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required", stateChanging: true }, async ({ db, session, secureCookies }) => {
    await deleteSession(db, session.sessionId);
    return noContent(clearedSessionCookies(secureCookies));
  });
}
