import { accountRoute, noContent, readJsonObject } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { enforceRateLimit } from "@/lib/api/rate-limiters";
import { setPushId } from "@/lib/queries/users";

export const dynamic = "force-dynamic";

const PUSH_ID_MAX_LENGTH = 512;

// POST /v04/user/resume {pushID, clear}: an app resuming registers (or clears) its push id (spec §7).
// 401 without a session, 429 when called too often (spec §8), else 204.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, now }) => {
    enforceRateLimit("resumePerUser", String(session.user.id));
    const { pushID, clear } = await readJsonObject(request);
    if (clear === true) {
      await setPushId(db, session.user.id, null, now);
    } else if (typeof pushID === "string" && pushID.length > 0 && pushID.length <= PUSH_ID_MAX_LENGTH) {
      await setPushId(db, session.user.id, pushID, now);
    } else if (pushID !== undefined && pushID !== null) {
      throw new AppError("bad_request", `pushID: must be a string of at most ${PUSH_ID_MAX_LENGTH} characters`);
    }
    return noContent();
  });
}
