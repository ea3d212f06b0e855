import { settingsSchema } from "@/lib/accounts/settings";
import { accountRoute } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limiters";
import { readJsonBody } from "@/lib/api/request-input";
import { userResponse } from "@/lib/api/user-response";
import { updateUserSettings } from "@/lib/queries/users";

export const dynamic = "force-dynamic";

// POST /v04/user/set with the settings of spec §3; answers the updated user (docs/api.md).
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, now, secureCookies }) => {
    await enforceRateLimit("settingsPerUser", String(session.user.id));
    const patch = await readJsonBody(request, settingsSchema);
    if (patch.avatar !== undefined) await enforceRateLimit("avatarPerUser", String(session.user.id));
    const user = await updateUserSettings(db, session.user.id, patch, now);
    if (!user) throw new AppError("unauthorized", "Unauthorized");
    return userResponse(user, now, secureCookies);
  });
}
