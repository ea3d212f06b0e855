import { isTimeZoneId } from "@/lib/accounts/settings";
import { accountRoute, readJsonObject } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { userResponse } from "@/lib/api/user-response";
import { updateUserSettings } from "@/lib/queries/users";

export const dynamic = "force-dynamic";

// POST /v04/user/timezone {timeZoneId}: the time-zone change call whose path spec §7 does not show.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, now, secureCookies }) => {
    const { timeZoneId } = await readJsonObject(request);
    if (typeof timeZoneId !== "string" || !isTimeZoneId(timeZoneId)) {
      throw new AppError("bad_request", "timeZoneId: must be an IANA time zone such as Europe/London");
    }
    const user = await updateUserSettings(db, session.user.id, { timeZoneId }, now);
    if (!user) throw new AppError("unauthorized", "Unauthorized");
    return userResponse(user, now, secureCookies);
  });
}
