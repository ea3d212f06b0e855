import { z } from "zod";
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

/** The call's body; an interest id may be a string, a number or an object carrying an id (spec §3). */
export const updateFollowBodySchema = z.object({
  action: z.enum(["follow", "unfollow"], { error: "must be follow or unfollow" }),
  interestId: z.unknown().transform((value, context) => {
    const id = parseInterestId(value);
    if (id === null) {
      context.addIssue({ code: "custom", message: "must be an interest id or an object with an id" });
      return z.NEVER;
    }
    return id;
  }),
});

export type UpdateFollowBody = z.output<typeof updateFollowBodySchema>;

export async function updateInterestFollow(db: Database, user: UserRow, { action, interestId }: UpdateFollowBody, now: Date): Promise<{ code: FollowCode }> {
  if (!(await interestExists(db, interestId))) throw new AppError("not_found", `No interest ${interestId}`);
  const target = { userId: user.id, kind: "interest" as const, targetId: String(interestId) };
  if (action === "unfollow") {
    await unfollowTarget(db, target);
    return { code: 1 };
  }
  const outcome = await followTarget(db, { ...target, limit: followLimit(user.subscriptionStatus), now });
  return { code: outcome === "limit_reached" ? 0 : 1 };
}
