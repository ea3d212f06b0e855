import { sql } from "drizzle-orm";
import { forgetUserSessions } from "@/lib/auth/session-cache";
import { users } from "@/lib/db/schema";
import type { Executor } from "@/lib/queries/story-writes";

// The reader's personal version (users.personal_version, issue 28): every write of the reader's own data
// that /my or /my-news-bias shows bumps it in the same transaction (a read, clearing the history, a
// follow, block, mute or its removal, a settings change). The web process keeps its copies of those pages
// under the version it read before the page was made (lib/server/personal-pages.ts), so the reader's
// next load after any such change misses them and is made afresh, in every web process.

/** `personal_version + 1`, for an update of the users row that already happens (settings). */
export const NEXT_PERSONAL_VERSION = sql`${users.personalVersion} + 1`;

/** Bumps the reader's personal version (inside the write's own transaction). */
export async function bumpPersonalVersion(tx: Executor, userId: number): Promise<void> {
  await tx.execute(sql`update users set personal_version = personal_version + 1 where id = ${userId}`);
  // The process's cached sessions hold the user row, version included (lib/auth/session-cache.ts); a
  // load racing this write's commit may keep the old version for up to SESSION_CACHE_MS (one second).
  forgetUserSessions(userId);
}
