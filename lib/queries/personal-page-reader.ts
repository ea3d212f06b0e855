import { SESSION_IDLE_SECONDS } from "@/lib/auth/constants";
import type { DatabaseHandle } from "@/lib/db";

// The one read the web process makes before answering /my or /my-news-bias from its copies
// (lib/server/personal-pages-http.ts, issue 28): whose live session the login cookie opens, with what
// the pages' HTML depends on in their account (the personal version every write of theirs bumps, the
// row's last update, their edition). The same rule as lib/queries/sessions.ts's findActiveSession (not
// expired, not idle), on the unique token_hash index joined to the user's primary key.
//
// It runs in scripts/server.ts, outside Next's bundle, on the handle Next opened (lib/db keeps it on
// globalThis): through the driver itself, not Drizzle, whose bundled copy inside Next is another module.

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

const QUERY = `select u.id, u.personal_version as version, u.updated_at as "updatedAt", u.top_feed_edition as "topFeedEdition", s.last_seen_at as "lastSeenAt"
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and s.expires_at > $2 and s.last_seen_at > $3
  limit 1`;

interface Row {
  id: number | string;
  version: number | string;
  updatedAt: Date | string;
  topFeedEdition: string | null;
  lastSeenAt: Date | string;
}

function unreachable(): never {
  throw new Error("the database handle has neither a pool nor an embedded instance");
}

/** The reader whose live session has this token hash, or null. */
export async function pageReaderOf(handle: DatabaseHandle, tokenHash: string, now: Date): Promise<PageReader | null> {
  const params = [tokenHash, now.toISOString(), new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000).toISOString()];
  const { rows } = handle.pool
    ? await handle.pool.query<Row>(QUERY, params)
    : handle.pglite
      ? await handle.pglite.query<Row>(QUERY, params)
      : unreachable();
  const row = rows[0];
  if (!row) return null;
  return {
    userId: Number(row.id),
    version: Number(row.version),
    updatedAt: new Date(row.updatedAt).getTime(),
    topFeedEdition: row.topFeedEdition,
    lastSeenAt: new Date(row.lastSeenAt),
  };
}
