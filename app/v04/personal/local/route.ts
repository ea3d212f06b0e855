import { accountRoute, readJsonObject } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { userResponse } from "@/lib/api/user-response";
import { setUserLocalPlace } from "@/lib/queries/personal-account";
import { normalisePlace } from "@/lib/site/local-place";

export const dynamic = "force-dynamic";

// POST /v04/personal/local {countryCode, regionCode?} or {clear: true}: the reader's own place for local
// news (onboarding's "local" step). Stored as users.localPlace with localIsManual, which /local prefers
// over the GeoIP guess; clearing goes back to the guess. Answers the updated user.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, now, secureCookies }) => {
    const body = await readJsonObject(request);
    let place = null;
    if (body.clear !== true) {
      place = normalisePlace(body.countryCode, body.regionCode);
      if (!place) throw new AppError("bad_request", "countryCode: must be a known ISO 3166-1 country code");
    }
    const user = await setUserLocalPlace(db, session.user.id, place, now);
    if (!user) throw new AppError("unauthorized", "Unauthorized");
    return userResponse(user, now, secureCookies);
  });
}
