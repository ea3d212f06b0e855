import { sql } from "drizzle-orm";
import type { Database } from "@/lib/db";
import { queryRows } from "@/lib/db/rows";

// The story page's side of the reading history (issue 4): it records reads with lib/queries/reads.ts.

/** Whether the user has read the story since `since`: a reload should not count as a second read. */
export async function hasReadStorySince(db: Database, params: { userId: number; storyId: number; since: Date }): Promise<boolean> {
  const rows = await queryRows<{ found: number }>(
    db,
    sql`select 1 as found from reads where user_id = ${params.userId} and story_id = ${params.storyId} and read_at >= ${params.since} limit 1`,
  );
  return rows.length > 0;
}
