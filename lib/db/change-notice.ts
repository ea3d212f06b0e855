import { sql } from "drizzle-orm";
import type { Database } from "./client";

// Cross-process word that shown data changed (issue 4 "Speed": public pages are cached and the engine
// invalidates them when a story changes). A writer announces inside its transaction with pg_notify,
// which PostgreSQL (and PGlite) delivers only when that transaction commits and never when it rolls
// back; the web process listens (lib/server/change-listener.ts) and empties the matching page and data
// caches. One channel, the payload names what changed.

export const CHANGE_CHANNEL = "openground_changes";

/** What a notice can say changed; each is also the name of the cache tag of the data it shows. */
export const CHANGED_DATA = ["stories", "outlets"] as const;
export type ChangedData = (typeof CHANGED_DATA)[number];

/** Announces that `what` changed; inside a transaction it is delivered at commit. */
export async function announceChange(db: Pick<Database, "execute">, what: ChangedData): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${what})`);
}

/** The data a notice's payload names, or null for anything else (another program on the channel). */
export function parseChangeNotice(payload: string | undefined): ChangedData | null {
  return (CHANGED_DATA as readonly string[]).includes(payload ?? "") ? (payload as ChangedData) : null;
}
