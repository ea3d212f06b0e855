import type pg from "pg";
import { CHANGE_CHANNEL, CHANGED_DATA, parseChangeNotice, type ChangedData } from "@/lib/db/change-notice";
import type { DatabaseHandle } from "@/lib/db/client";
import { log } from "@/lib/log";

// The web process's ear on lib/db/change-notice.ts's channel. On PGlite the engine runs in this same
// process and the instance delivers its own notices; on PostgreSQL one pooled connection is kept for
// LISTEN and re-opened after it drops (every kind is then reported once, since notices sent while it
// was away are lost).

export interface ChangeListener {
  close(): Promise<void>;
}

export async function listenForChanges(handle: DatabaseHandle, onChange: (what: ChangedData) => void, retryMs = 5_000): Promise<ChangeListener> {
  const deliver = (payload: string | undefined) => {
    const what = parseChangeNotice(payload);
    if (what) onChange(what);
  };
  if (handle.pglite) {
    const unsubscribe = await handle.pglite.listen(CHANGE_CHANNEL, deliver);
    return { close: unsubscribe };
  }
  if (handle.pool) return listenOnPool(handle.pool, deliver, () => CHANGED_DATA.forEach(onChange), retryMs);
  throw new Error("listenForChanges: the database handle has neither a PGlite instance nor a pool");
}

async function listenOnPool(pool: pg.Pool, deliver: (payload: string | undefined) => void, missedSome: () => void, retryMs: number): Promise<ChangeListener> {
  let closed = false;
  let client: pg.PoolClient | null = null;
  let timer: NodeJS.Timeout | undefined;
  let lostOnce = false;

  const retry = () => {
    if (!closed) timer = setTimeout(() => void connect(), retryMs);
  };
  const drop = (lost: pg.PoolClient, error: unknown) => {
    if (client !== lost) return;
    client = null;
    lostOnce = true;
    log.warn("change listener lost its database connection; reconnecting", { error, retryMs });
    lost.release(error instanceof Error ? error : true);
    retry();
  };
  const connect = async () => {
    let opened: pg.PoolClient | undefined;
    try {
      opened = await pool.connect();
      if (closed) return opened.release();
      const current = opened;
      current.on("notification", (message) => {
        if (message.channel === CHANGE_CHANNEL) deliver(message.payload);
      });
      current.on("error", (error) => drop(current, error));
      client = current;
      await current.query(`LISTEN ${CHANGE_CHANNEL}`);
      if (lostOnce) missedSome();
    } catch (error) {
      // A connection that failed after opening is dropped once (its error event may have done it already).
      if (opened) return drop(opened, error);
      log.warn("change listener could not connect; retrying", { error, retryMs });
      lostOnce = true;
      retry();
    }
  };
  await connect();
  return {
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      if (!current) return;
      await current.query(`UNLISTEN ${CHANGE_CHANNEL}`).catch(() => undefined);
      current.release();
    },
  };
}
