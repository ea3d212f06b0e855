import { and, count, eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { follows, outlets } from "@/lib/db/schema";
import { followTarget, upsertRelation, type FollowRelation, type FollowTarget } from "./follows";

// Following, blocking and muting outlets and interests from the personal pages (issue 5). Follows go
// through lib/queries/follows.ts's locked limit check; blocks and mutes have their own count per kind.

export type RelationOutcome = "done" | "limit_reached";

export async function setRelation(
  db: Database,
  params: FollowTarget & { relation: FollowRelation | "none"; limit: number; now: Date },
): Promise<RelationOutcome> {
  const target: FollowTarget = { userId: params.userId, kind: params.kind, targetId: params.targetId };
  if (params.relation === "none") {
    await db.delete(follows).where(and(eq(follows.userId, target.userId), eq(follows.targetKind, target.kind), eq(follows.targetId, target.targetId)));
    return "done";
  }
  if (params.relation === "follow") {
    const outcome = await followTarget(db, { ...target, limit: params.limit, now: params.now });
    return outcome === "limit_reached" ? "limit_reached" : "done";
  }
  const [{ value: existing } = { value: 0 }] = await db
    .select({ value: count() })
    .from(follows)
    .where(and(eq(follows.userId, target.userId), eq(follows.targetKind, target.kind), eq(follows.relation, params.relation)));
  const [current] = await db
    .select({ relation: follows.relation })
    .from(follows)
    .where(and(eq(follows.userId, target.userId), eq(follows.targetKind, target.kind), eq(follows.targetId, target.targetId)));
  if (current?.relation !== params.relation && existing >= params.limit) return "limit_reached";
  await upsertRelation(db, target, params.relation, params.now);
  return "done";
}

export async function outletExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: outlets.id }).from(outlets).where(eq(outlets.id, id)).limit(1);
  return row !== undefined;
}
