import { accountRoute } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { userResponse } from "@/lib/api/user-response";
import { markOnboardingSeen } from "@/lib/queries/personal-account";

export const dynamic = "force-dynamic";

// POST /v04/personal/onboarding: onboarding was seen (spec §3 "onboarding seen"; users.onboarding_seen_at).
// Answers the updated user, whose newlyRegistered is now false, and refreshes the user cookie.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, now, secureCookies }) => {
    const user = await markOnboardingSeen(db, session.user.id, now);
    if (!user) throw new AppError("unauthorized", "Unauthorized");
    return userResponse(user, now, secureCookies);
  });
}
