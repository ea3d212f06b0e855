import { EXPERIMENT_CHOICE_MAX_LENGTH, isExperimentId } from "@/lib/accounts/experiments";
import { accountRoute, noContent, readJsonObject } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { recordExperimentEvent } from "@/lib/queries/experiment-events";

export const dynamic = "force-dynamic";

// POST /v04/ue {eId, c}: the experiment choice a user saw (spec §5, §7), only for the fixed ids of
// lib/accounts/experiments.ts; anything else is 400. 204.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, now }) => {
    const { eId, c } = await readJsonObject(request);
    if (!isExperimentId(eId)) throw new AppError("bad_request", "eId: not a known experiment");
    const choice = typeof c === "number" || typeof c === "boolean" ? String(c) : c;
    if (typeof choice !== "string" || choice.length === 0 || choice.length > EXPERIMENT_CHOICE_MAX_LENGTH) {
      throw new AppError("bad_request", `c: must be a choice of at most ${EXPERIMENT_CHOICE_MAX_LENGTH} characters`);
    }
    await recordExperimentEvent(db, { userId: session.user.id, experimentId: eId, choice, now });
    return noContent();
  });
}
