import { cachedSession, keepSession } from "@/lib/auth/session-cache";
import type { DatabaseHandle } from "@/lib/db";
import { findActiveSession } from "@/lib/queries/sessions";

// The one read the web process makes before answering /my or /my-news-bias from its copies
// (lib/server/personal-pages-http.ts, issue 28): whose live session the login cookie opens, with what
// the pages' HTML depends on in their account (the personal version every write of theirs bumps, the
// row's last update, their edition), by the pages' own session rule (findActiveSession: not expired, not
// idle, on the unique token_hash index joined to the user's primary key).
//
// It runs in scripts/server.ts, outside Next's bundle, on the handle Next opened (lib/db keeps it on
// globalThis), as the personal API's fast path does (scripts/lib/personal-fast-path.ts).

export interface PageReader {
  userId: number;
  /** users.personal_version. */
  version: number;
  /** users.updated_at, in ms: any change of the account row. */
  updatedAt: number;
  /** The edition saved in the account (it decides the page's colours before the edition cookie). */
  topFeedEdition: string | null;
  lastSeenAt: Date;
}

/**
 * The reader whose live session has this token hash, or null: from the process's session cache when a
 * request looked it up within the last second (lib/auth/session-cache.ts, shared with the personal API),
 * else one query (findActiveSession), then kept there. A write that changes what the pages show bumps
 * the personal version and forgets the reader's cached sessions (bumpPersonalVersion), as a sign-out
 * forgets its session, so the next load reads the new version.
 */
export async function pageReaderOf(handle: DatabaseHandle, tokenHash: string, now: Date): Promise<PageReader | null> {
  let session = cachedSession(tokenHash, now);
  if (!session) {
    session = await findActiveSession(handle.db, tokenHash, now);
    if (!session) return null;
    keepSession(tokenHash, session, now);
  }
  return {
    userId: session.user.id,
    version: session.user.personalVersion,
    updatedAt: session.user.updatedAt.getTime(),
    topFeedEdition: session.user.topFeedEdition,
    lastSeenAt: session.lastSeenAt,
  };
}
