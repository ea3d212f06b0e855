import { and, asc, count, eq, sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { follows, interests, users } from "@/lib/db/schema";
import { bumpPersonalVersion } from "./personal-version";

export type FollowTargetKind = "interest" | "outlet";
export type FollowRelation = "follow" | "block" | "mute";

export interface FollowTarget {
  userId: number;
  kind: FollowTargetKind;
  targetId: string;
}

export type FollowOutcome = "followed" | "already_following" | "limit_reached";

/**
 * Sets `relation` on a target unless the user already has `limit` targets of that kind in that
 * relation. The user's row is locked for the count and the write, so two concurrent requests cannot both
 * slip under the limit (issue 23: blocks and mutes were counted without the lock). One relation per
 * target: a muted or blocked target becomes followed, and so on.
 */
export async function setLimitedRelation(
  db: Database,
  target: FollowTarget & { relation: FollowRelation; limit: number; now: Date },
): Promise<"set" | "unchanged" | "limit_reached"> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, target.userId)).for("update");
    const [existing] = await tx
      .select({ relation: follows.relation })
      .from(follows)
      .where(and(eq(follows.userId, target.userId), eq(follows.targetKind, target.kind), eq(follows.targetId, target.targetId)));
    if (existing?.relation === target.relation) return "unchanged";
    const [{ value: holding } = { value: 0 }] = await tx
      .select({ value: count() })
      .from(follows)
      .where(and(eq(follows.userId, target.userId), eq(follows.targetKind, target.kind), eq(follows.relation, target.relation)));
    if (holding >= target.limit) return "limit_reached";
    await upsertRelation(tx as unknown as Database, target, target.relation, target.now);
    await bumpPersonalVersion(tx, target.userId);
    return "set";
  });
}

/** Follows a target unless the user already follows `limit` targets of that kind (setLimitedRelation). */
export async function followTarget(db: Database, target: FollowTarget & { limit: number; now: Date }): Promise<FollowOutcome> {
  const outcome = await setLimitedRelation(db, { ...target, relation: "follow" });
  return outcome === "set" ? "followed" : outcome === "unchanged" ? "already_following" : "limit_reached";
}

/** Stops following; a muted or blocked target stays so. Answers whether anything changed. */
export async function unfollowTarget(db: Database, target: FollowTarget): Promise<boolean> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(follows)
      .where(
        and(
          eq(follows.userId, target.userId),
          eq(follows.targetKind, target.kind),
          eq(follows.targetId, target.targetId),
          eq(follows.relation, "follow"),
        ),
      )
      .returning({ targetId: follows.targetId });
    if (deleted.length > 0) await bumpPersonalVersion(tx, target.userId);
    return deleted.length > 0;
  });
}

/** Sets any relation (mute and block are for later features: "show less", blocked sources). */
export async function upsertRelation(db: Database, target: FollowTarget, relation: FollowRelation, now: Date): Promise<void> {
  await db
    .insert(follows)
    .values({ userId: target.userId, targetKind: target.kind, targetId: target.targetId, relation, createdAt: now })
    .onConflictDoUpdate({
      target: [follows.userId, follows.targetKind, follows.targetId],
      set: { relation, createdAt: now },
    });
}

export interface FollowedInterest {
  id: number;
  kind: string;
  name: string;
  slug: string;
}

/** Interests with the given relation, oldest first (a stable order for paging). */
export async function listInterestsByRelation(
  db: Database,
  params: { userId: number; relation: FollowRelation; limit: number; offset: number },
): Promise<FollowedInterest[]> {
  return db
    .select({ id: interests.id, kind: interests.kind, name: interests.name, slug: interests.slug })
    .from(follows)
    // The follow's id read as the interest's key, so the join is a primary-key probe per follow; casting
    // the key to text instead read every interest (18 ms with 20,000 of them, against 0.2 ms; issue 28).
    .innerJoin(interests, sql`${interests.id} = case when ${follows.targetId} ~ '^[0-9]{1,9}$' then ${follows.targetId}::int end`)
    .where(and(eq(follows.userId, params.userId), eq(follows.targetKind, "interest"), eq(follows.relation, params.relation)))
    .orderBy(asc(follows.createdAt), asc(interests.id))
    .limit(params.limit)
    .offset(params.offset);
}

export async function interestExists(db: Database, id: number): Promise<boolean> {
  const [row] = await db.select({ id: interests.id }).from(interests).where(eq(interests.id, id)).limit(1);
  return row !== undefined;
}
