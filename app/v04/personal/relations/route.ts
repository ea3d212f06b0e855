import { z } from "zod";
import { blockedSourceLimit, followLimit, SHOW_LESS_FORBIDDEN, showLessLimit } from "@/lib/accounts/limits";
import { accountRoute } from "@/lib/api/account-route";
import { AppError } from "@/lib/api/errors";
import { readerAnswer } from "@/lib/api/reader-answers";
import { readJsonBody } from "@/lib/api/request-input";
import { OUTLET_ID_PATTERN } from "@/lib/outlets/outlet-schema";
import { interestExists } from "@/lib/queries/follows";
import { readerRelations } from "@/lib/queries/personal-feed";
import { outletExists, setRelation } from "@/lib/queries/personal-relations";

export const dynamic = "force-dynamic";

const bodySchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("outlet"), targetId: z.string().regex(OUTLET_ID_PATTERN).max(100), relation: z.enum(["follow", "block", "none"]) }),
  z.object({ kind: z.literal("interest"), targetId: z.coerce.number().int().positive().max(2_147_483_647), relation: z.enum(["follow", "mute", "none"]) }),
]);

// POST /v04/personal/relations {kind: "outlet" | "interest", targetId, relation} : follow
// or block an outlet, follow or mute an interest, or forget the relation ("none"). Answers the spec's
// follow codes: {code: 1} done, {code: 0} the plan's limit for that relation was hit. Spec §6, enforced
// here: blocking past the free limit needs pro or premium; muting ("show less") needs a paid plan, and a
// plan without it gets 403 with a sentence naming the plans.

function relationLimit(relation: string, subscriptionStatus: string): number {
  if (relation === "block") return blockedSourceLimit(subscriptionStatus);
  if (relation === "mute") return showLessLimit(subscriptionStatus);
  return followLimit(subscriptionStatus);
}

export async function POST(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required" }, async ({ db, session, now }) => {
    const body = await readJsonBody(request, bodySchema);
    const { kind, relation } = body;
    const targetId = String(body.targetId);
    const exists = kind === "outlet" ? await outletExists(db, targetId) : await interestExists(db, Number(targetId));
    if (!exists) throw new AppError("not_found", `No ${kind} ${targetId}`);
    const limit = relationLimit(relation, session.user.subscriptionStatus);
    if (relation === "mute" && limit === 0) throw new AppError("forbidden", SHOW_LESS_FORBIDDEN);
    const outcome = await setRelation(db, { userId: session.user.id, kind, targetId, relation, limit, now });
    return Response.json({ code: outcome === "limit_reached" ? 0 : 1 });
  });
}

// GET /v04/personal/relations → {interestIds, outletIds, blockedOutletIds, mutedInterestIds}: everything
// the reader follows, blocked or muted, in one indexed read (issue 28: the cached public pages apply the
// blocked sources in the browser from it).
export async function GET(request: Request): Promise<Response> {
  return accountRoute(request, { auth: "required", sessionCache: true }, async ({ db, session }) =>
    Response.json(await readerAnswer(db, session.user, "relations", () => readerRelations(db, session.user.id)), {
      headers: { "cache-control": "private, no-store" },
    }),
  );
}
