import { and, eq } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { follows, outlets } from "@/lib/db/schema";
import { setLimitedRelation, type FollowRelation, type FollowTarget } from "./follows";
import { bumpPersonalVersion } from "./personal-version";

// Following, blocking and muting outlets and interests from the personal pages (issue 5). Each goes
// through lib/queries/follows.ts's locked limit check, counted per relation and kind.

export type RelationOutcome = "done" | "limit_reached";

export async function setRelation(
  db: Database,
  params: FollowTarget & { relation: FollowRelation | "none"; limit: number; now: Date },
): Promise<RelationOutcome> {
  const target: FollowTarget = { userId: params.userId, kind: params.kind, targetId: params.targetId };
  if (params.relation === "none") {
    await db.transaction(async (tx) => {
      const deleted = await tx
        .delete(follows)
        .where(and(eq(follows.userId, target.userId), eq(follows.targetKind, target.kind), eq(follows.targetId, target.targetId)))
        .returning({ targetId: follows.targetId });
      if (deleted.length > 0) await bumpPersonalVersion(tx, target.userId);
    });
    return "done";
  }
  const outcome = await setLimitedRelation(db, { ...target, relation: params.relation, limit: params.limit, now: params.now });
  return outcome === "limit_reached" ? "limit_reached" : "done";
}

export async function outletExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: outlets.id }).from(outlets).where(eq(outlets.id, id)).limit(1);
  return row !== undefined;
}
