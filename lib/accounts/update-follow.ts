import type { Database } from "@/lib/db";
import { AppError } from "@/lib/api/errors";
import { followTarget, interestExists, unfollowTarget } from "@/lib/queries/follows";
import type { UserRow } from "@/lib/queries/users";
import { parseInterestId } from "./interest-id";
import { followLimit } from "./limits";

// POST /v04/interests/updateMy (spec §7): {action: follow | unfollow, interestId}. Answers the spec's
// codes: 1 done, 0 the follow limit of the user's plan was hit (the client then shows the paywall or the
// registration modal, spec §4). Following twice or unfollowing what is not followed is still done (1).
export type FollowCode = 0 | 1;

export async function updateInterestFollow(db: Database, user: UserRow, body: Record<string, unknown>, now: Date): Promise<{ code: FollowCode }> {
  const { action } = body;
  if (action !== "follow" && action !== "unfollow") throw new AppError("bad_request", "action: must be follow or unfollow");
  const interestId = parseInterestId(body.interestId);
  if (interestId === null) throw new AppError("bad_request", "interestId: must be an interest id or an object with an id");
  if (!(await interestExists(db, interestId))) throw new AppError("not_found", `No interest ${interestId}`);
  const target = { userId: user.id, kind: "interest" as const, targetId: String(interestId) };
  if (action === "unfollow") {
    await unfollowTarget(db, target);
    return { code: 1 };
  }
  const outcome = await followTarget(db, { ...target, limit: followLimit(user.subscriptionStatus), now });
  return { code: outcome === "limit_reached" ? 0 : 1 };
}
