// Reads the database: a client component that imports this fails the build (Next's server-only).
import "server-only";
import { getDb } from "@/lib/db";
import { log } from "@/lib/log";
import { recordRead } from "@/lib/queries/reads";
import { hasReadStorySince } from "@/lib/queries/story-page-reads";

/** A second visit within this window is the same read (a reload, the side filter, back and forth). */
export const READ_DEDUPE_MS = 30 * 60_000;

/**
 * Records that a signed-in reader opened a story (for My News Bias), run after the page was sent
 * (next/server `after`) so it never slows the page. Failures are logged, never shown.
 */
export async function recordStoryRead(params: { userId: number; storyId: number; now: Date }): Promise<void> {
  try {
    const db = await getDb();
    const since = new Date(params.now.getTime() - READ_DEDUPE_MS);
    if (await hasReadStorySince(db, { userId: params.userId, storyId: params.storyId, since })) return;
    await recordRead(db, { userId: params.userId, storyId: params.storyId, readAt: params.now });
  } catch (error) {
    log.error("could not record a story read", { storyId: params.storyId, userId: params.userId, error });
  }
}
