import { z } from "zod";
import { accountRoute } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { readJsonBody } from "@/lib/api/request-input";
import { STORY_FEED_EDITIONS } from "@/lib/api/stories-query";
import { userResponse } from "@/lib/api/user-response";
import { updateUserSettings } from "@/lib/queries/users";

export const dynamic = "force-dynamic";

const bodySchema = z.object({ topFeedEdition: z.enum(STORY_FEED_EDITIONS, { error: `must be one of ${STORY_FEED_EDITIONS.join(", ")}` }) });

// POST /v04/user/edition {topFeedEdition}: the save-edition call whose path spec §7 does not show.
// Spec §4: only a signed-in user with a known edition saves it.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, now, secureCookies }) => {
    const { topFeedEdition } = await readJsonBody(request, bodySchema);
    const user = await updateUserSettings(db, session.user.id, { topFeedEdition }, now);
    if (!user) throw new AppError("unauthorized", "Unauthorized");
    return userResponse(user, now, secureCookies);
  });
}
