import type { Database } from "@/lib/db";
import { experimentEvents } from "@/lib/db/schema";
import type { ExperimentId } from "@/lib/accounts/experiments";

export async function recordExperimentEvent(
  db: Database,
  params: { userId: number; experimentId: ExperimentId; choice: string; now: Date },
): Promise<void> {
  await db.insert(experimentEvents).values({ userId: params.userId, experimentId: params.experimentId, choice: params.choice, createdAt: params.now });
}
