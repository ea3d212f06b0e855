import { z } from "zod";
import { accountRoute, noContent } from "@/lib/api/account-route";
import { enforceRateLimit } from "@/lib/api/rate-limiters";
import { readJsonBody } from "@/lib/api/request-input";
import { setPushId } from "@/lib/queries/users";

export const dynamic = "force-dynamic";

const PUSH_ID_MAX_LENGTH = 512;

/** `{clear: true}` removes the push id; otherwise a push id, or none (nothing to change). */
const bodySchema = z.union(
  [
    z.object({ clear: z.literal(true) }).transform(() => ({ pushId: null })),
    z.object({ pushID: z.string().min(1).max(PUSH_ID_MAX_LENGTH).nullish() }).transform(({ pushID }) => (pushID ? { pushId: pushID } : null)),
  ],
  { error: `pushID: must be a string of at most ${PUSH_ID_MAX_LENGTH} characters` },
);

// POST /v04/user/resume {pushID, clear}: an app resuming registers (or clears) its push id (spec §7).
// 401 without a session, 429 when called too often (spec §8), else 204.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, now }) => {
    await enforceRateLimit("resumePerUser", String(session.user.id));
    const change = await readJsonBody(request, bodySchema);
    if (change) await setPushId(db, session.user.id, change.pushId, now);
    return noContent();
  });
}
