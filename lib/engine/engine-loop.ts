import type { Database } from "@/lib/db";
import { log } from "@/lib/log";
import { runReaderCountersBackfill } from "@/lib/queries/reader-counters-backfill";
import { deleteExpiredSessions } from "@/lib/queries/sessions";
import { createClusterEngine } from "./cluster-pending";
import { runIngestCycle, type CycleResult, type IngestSettings } from "./ingest-cycle";

export interface EngineLoop {
  stop(): Promise<void>;
  /** Resolves after the next full cycle (tests and the CLI wait on it). */
  nextCycle(): Promise<CycleResult>;
}

/** How often the loop sweeps expired and idle sessions (issue 23: they were never deleted). */
const HOUSEKEEPING_INTERVAL_MS = 3600_000;

export interface EngineLoopOptions {
  /** Readers per batch of the counters' backfill (lib/queries/reader-counters-backfill.ts). */
  countersBatch?: number;
  /** How long one turn may spend on the backfill before the next ingest cycle. */
  countersBudgetMs?: number;
}

/**
 * Runs ingest cycles until stopped: straight again while a cycle found work (a backlog drains fast),
 * otherwise after `idleMs`. Each turn also builds the counters of readers still waiting for them, a
 * batch at a time for up to `countersBudgetMs`. Used in the web process (embedded mode) and by `npm run worker`.
 */
export function startEngineLoop(db: Database, settings: IngestSettings, idleMs = 30_000, options: EngineLoopOptions = {}): EngineLoop {
  const countersBatch = options.countersBatch ?? 2_000;
  const countersBudgetMs = options.countersBudgetMs ?? 5_000;
  const engine = createClusterEngine();
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let waiters: ((result: CycleResult) => void)[] = [];
  let lastHousekeeping = -Infinity;

  const turn = async () => {
    let busy = false;
    try {
      if (Date.now() - lastHousekeeping >= HOUSEKEEPING_INTERVAL_MS) {
        lastHousekeeping = Date.now();
        const sessions = await deleteExpiredSessions(db, new Date());
        if (sessions) log.info("expired sessions deleted", { sessions });
      }
      const result = await runIngestCycle(db, engine, settings);
      busy = result.feeds.length > 0;
      try {
        const counters = await runReaderCountersBackfill(db, { batchSize: countersBatch, budgetMs: countersBudgetMs });
        busy ||= counters.more;
      } catch (error) {
        log.error("reader counters backfill failed", { workerId: settings.workerId, error });
      }
      const current = waiters;
      waiters = [];
      for (const resolve of current) resolve(result);
    } catch (error) {
      log.error("engine cycle failed", { workerId: settings.workerId, error });
    }
    if (!stopped) timer = setTimeout(schedule, busy ? 0 : idleMs);
  };
  const schedule = () => {
    running = turn();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
    nextCycle() {
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}
