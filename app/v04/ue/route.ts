import { z } from "zod";
import { EXPERIMENT_CHOICE_MAX_LENGTH, isExperimentId } from "@/lib/accounts/experiments";
import { accountRoute, noContent } from "@/lib/api/account-route";
import { enforceRateLimit } from "@/lib/api/rate-limiters";
import { readJsonBody } from "@/lib/api/request-input";
import { recordExperimentEvent } from "@/lib/queries/experiment-events";

export const dynamic = "force-dynamic";

const CHOICE_PROBLEM = `must be a choice of at most ${EXPERIMENT_CHOICE_MAX_LENGTH} characters`;

const bodySchema = z.object({
  eId: z.unknown().refine(isExperimentId, "not a known experiment"),
  // A choice may come as a number or a boolean ("c": 1, "c": true); it is stored as text.
  c: z
    .union([z.string(), z.number(), z.boolean()], { error: CHOICE_PROBLEM })
    .transform(String)
    .pipe(z.string().min(1, CHOICE_PROBLEM).max(EXPERIMENT_CHOICE_MAX_LENGTH, CHOICE_PROBLEM)),
});

// POST /v04/ue {eId, c}: the experiment choice a user saw (spec §5, §7), only for the fixed ids of
// lib/accounts/experiments.ts; anything else is 400. 204.
export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, now }) => {
    await enforceRateLimit("experimentEventsPerUser", String(session.user.id));
    const { eId, c } = await readJsonBody(request, bodySchema);
    await recordExperimentEvent(db, { userId: session.user.id, experimentId: eId, choice: c, now });
    return noContent();
  });
}
