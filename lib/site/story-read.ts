// Reads the database: a client component that imports this fails the build (Next's server-only).
import "server-only";
import type { Database } from "@/lib/db";
import { recordRead, type RecordReadResult } from "@/lib/queries/reads";

/** A second visit within this window is the same read (a reload, the side filter, back and forth). */
export const READ_DEDUPE_MS = 30 * 60_000;

/**
 * Records that a signed-in reader opened a story page (for My News Bias). Since issue 28 the page is the
 * same cached page for every reader, so the browser sends the read (POST /v04/user/reads {storyId},
 * components/story/story-read-recorder.tsx) and the route calls this: a visit within READ_DEDUPE_MS of a
 * read of the same story is not a new read ("repeat", nothing written, the counters untouched).
 */
export async function recordStoryRead(db: Database, params: { userId: number; storyId: number; now: Date }): Promise<RecordReadResult | { ok: true; repeat: true }> {
  return recordRead(db, { userId: params.userId, storyId: params.storyId, readAt: params.now, repeatSince: new Date(params.now.getTime() - READ_DEDUPE_MS) });
}
