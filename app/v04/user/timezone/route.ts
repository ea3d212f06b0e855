import { z } from "zod";
import { isTimeZoneId } from "@/lib/accounts/settings";
import { accountRoute } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { readJsonBody } from "@/lib/api/request-input";
import { userResponse } from "@/lib/api/user-response";
import { updateUserSettings } from "@/lib/queries/users";

export const dynamic = "force-dynamic";

const TIME_ZONE_PROBLEM = "must be an IANA time zone such as Europe/London";
const bodySchema = z.object({ timeZoneId: z.string({ error: TIME_ZONE_PROBLEM }).refine(isTimeZoneId, TIME_ZONE_PROBLEM) });

// POST /v04/user/timezone {timeZoneId}: the time-zone change call whose path spec §7 does not show.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, now, secureCookies }) => {
    const { timeZoneId } = await readJsonBody(request, bodySchema);
    const user = await updateUserSettings(db, session.user.id, { timeZoneId }, now);
    if (!user) throw new AppError("unauthorized", "Unauthorized");
    return userResponse(user, now, secureCookies);
  });
}
