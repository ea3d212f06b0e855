import { updateFollowBodySchema, updateInterestFollow } from "@/lib/accounts/update-follow";
import { accountRoute } from "@/lib/api/account-route";
import { readJsonBody } from "@/lib/api/request-input";

export const dynamic = "force-dynamic";

// POST /v04/interests/updateMy {action, interestId} → {code: 1} done, {code: 0} follow limit hit (spec §7).
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, now }) =>
    Response.json(await updateInterestFollow(db, session.user, await readJsonBody(request, updateFollowBodySchema), now)),
  );
}
