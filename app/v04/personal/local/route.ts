import { z } from "zod";
import { accountRoute } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { readJsonBody } from "@/lib/api/request-input";
import { userResponse } from "@/lib/api/user-response";
import { setUserLocalPlace } from "@/lib/queries/personal-account";
import { normalisePlace } from "@/lib/site/local-place";

export const dynamic = "force-dynamic";

/** `{clear: true}` → null (back to the GeoIP guess); otherwise a place the gazetteer knows. */
const bodySchema = z
  .object({ clear: z.boolean().optional(), countryCode: z.unknown().optional(), regionCode: z.unknown().optional() })
  .transform(({ clear, countryCode, regionCode }, context) => {
    if (clear === true) return null;
    const place = normalisePlace(countryCode, regionCode);
    if (!place) {
      context.addIssue({ code: "custom", path: ["countryCode"], message: "must be a known ISO 3166-1 country code" });
      return z.NEVER;
    }
    return place;
  });

// POST /v04/personal/local {countryCode, regionCode?} or {clear: true}: the reader's own place for local
// news (onboarding's "local" step). Stored as users.localPlace with localIsManual, which /local prefers
// over the GeoIP guess; clearing goes back to the guess. Answers the updated user.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, now, secureCookies }) => {
    const place = await readJsonBody(request, bodySchema);
    const user = await setUserLocalPlace(db, session.user.id, place, now);
    if (!user) throw new AppError("unauthorized", "Unauthorized");
    return userResponse(user, now, secureCookies);
  });
}
