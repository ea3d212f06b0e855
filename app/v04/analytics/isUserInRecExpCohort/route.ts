import { isInCohort } from "@/lib/accounts/cohort";
import { accountRoute } from "@/lib/api/account-route";

export const dynamic = "force-dynamic";

// GET /v04/analytics/isUserInRecExpCohort → true | false (spec §7): a fixed 50% of users by id; false
// for visitors without a session.
export async function GET(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "optional" }, async ({ session }) =>
    Response.json(session ? isInCohort(session.user.id) : false, { headers: { "cache-control": "private, no-store" } }),
  );
}
